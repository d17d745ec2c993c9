import { z } from 'zod';
import { zText } from '../text';
import { LOT_MESSAGES, zLotIdInput } from './lot-messages';
import { blankToUndefined } from './table';

/** Request and answer bodies of the Documents area (spec part 2 §8): a case's documents and a lot's own files. */

// ---- Uploads and requests (multipart fields, as the forms name them) ----

/** Multipart form booleans arrive as text. */
const zFormBoolean = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : String(value).toLowerCase() === 'true'),
    z.boolean(),
  );

/** POST /api/documents: DocumentTypeId (required), IsVisibleToBidder, IsVisibleToClient, CaseId, Attachment. */
export const ZDocumentFields = z.object({
  DocumentTypeId: zLotIdInput(LOT_MESSAGES.documentTypeRequired),
  CaseId: zLotIdInput('Please select a valid case!'),
  IsVisibleToBidder: zFormBoolean(false),
  IsVisibleToClient: zFormBoolean(false),
});

/** POST /api/lotdocuments/{lotId}: Description, Attachment. */
export const ZLotDocumentFields = z.object({
  Description: z.preprocess(blankToUndefined, zText().trim().max(500).optional()),
});

/** PUT /api/documents/{id}. */
export const ZDocumentUpdateBody = z.object({
  documentTypeId: zLotIdInput(LOT_MESSAGES.documentTypeRequired),
  caseId: zLotIdInput('Please select a valid case!'),
  isVisibleToBidder: z.boolean().default(false),
  isVisibleToClient: z.boolean().default(false),
});
export type TDocumentUpdateBody = z.infer<typeof ZDocumentUpdateBody>;
/** The document's settings as a form holds them (ids as text or numbers); an upload sends the same fields. */
export type TDocumentUpdateInput = z.input<typeof ZDocumentUpdateBody>;

/** POST /api/documents/list/{caseId}: optional file-name search (case-insensitive). */
export const ZDocumentListBody = z
  .object({ search: z.preprocess(blankToUndefined, zText().trim().max(300).optional()) })
  .nullish();

// ---- Answers ----

export const ZCaseDocument = z.object({
  id: z.string(),
  caseId: z.string(),
  name: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  createdDate: z.string(),
  createdBy: z.string(),
  fileSize: z.number(),
  url: z.string(),
  isVisibleToBidder: z.boolean(),
  isVisibleToClient: z.boolean(),
});
export type TCaseDocument = z.infer<typeof ZCaseDocument>;

export const ZLotDocument = z.object({
  id: z.string(),
  lotId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdDate: z.string(),
  createdBy: z.string(),
  fileSize: z.number(),
  url: z.string(),
});
export type TLotDocument = z.infer<typeof ZLotDocument>;

/** POST /api/documents/types/list: a document type a case document is filed under. */
export const ZDocumentType = z.object({ id: z.string(), name: z.string() });
export type TDocumentType = z.infer<typeof ZDocumentType>;
