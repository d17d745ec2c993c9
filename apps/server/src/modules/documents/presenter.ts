import {
  caseDocumentDownloadPath,
  lotDocumentDownloadPath,
  type TCaseDocument,
  type TLotDocument,
} from '@bidright/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, documentTypes, lotDocuments, users } from '../../db/schema/index';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * The case documents query: the documents of these cases, newest first, each with its type and author.
 * `visibleTo` keeps those shown to clients (a Client's case page) or to bidders (the winnings page);
 * `search` keeps names that contain it, ignoring case.
 */
export async function loadCaseDocuments(
  db: Db,
  caseIds: number[],
  filter: { visibleTo?: 'client' | 'bidder'; search?: string } = {},
): Promise<TCaseDocument[]> {
  if (caseIds.length === 0) return [];
  const visibility =
    filter.visibleTo === 'client'
      ? eq(documents.isVisibleToClient, true)
      : filter.visibleTo === 'bidder'
        ? eq(documents.isVisibleToBidder, true)
        : undefined;
  const rows = await db
    .select({
      doc: documents,
      typeName: documentTypes.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(users, eq(users.id, documents.createdBy))
    .where(and(inArray(documents.caseId, caseIds), visibility))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const search = filter.search?.toLowerCase();
  return rows
    .filter((row) => !search || row.doc.name.toLowerCase().includes(search))
    .map((row) => presentCaseDocument(row.doc, row.typeName, fullName(row.firstName, row.lastName)));
}

/** A case document as the wire shows it; its URL is the authorised download route. */
export function presentCaseDocument(
  doc: typeof documents.$inferSelect,
  typeName: string,
  createdBy: string,
): TCaseDocument {
  return {
    id: String(doc.id),
    caseId: String(doc.caseId),
    name: doc.name,
    typeId: String(doc.typeId),
    typeName,
    createdDate: doc.createdAt.toISOString(),
    createdBy,
    fileSize: doc.fileSize,
    // Private: the authorised download route hands out a short-lived link (ADR 0037).
    url: caseDocumentDownloadPath(doc.id),
    isVisibleToBidder: doc.isVisibleToBidder,
    isVisibleToClient: doc.isVisibleToClient,
  };
}

/** A lot's documents, newest first. */
export async function loadLotDocuments(db: Db, lotId: number): Promise<TLotDocument[]> {
  const rows = await db
    .select({ doc: lotDocuments, firstName: users.firstName, lastName: users.lastName })
    .from(lotDocuments)
    .innerJoin(users, eq(users.id, lotDocuments.createdBy))
    .where(eq(lotDocuments.lotId, lotId))
    .orderBy(desc(lotDocuments.createdAt), desc(lotDocuments.id));
  return rows.map((row) => presentLotDocument(row.doc, fullName(row.firstName, row.lastName)));
}

/** A lot document as the wire shows it; its URL is the authorised download route. */
export function presentLotDocument(doc: typeof lotDocuments.$inferSelect, createdBy: string): TLotDocument {
  return {
    id: String(doc.id),
    lotId: String(doc.lotId),
    name: doc.name,
    description: doc.description,
    createdDate: doc.createdAt.toISOString(),
    createdBy,
    fileSize: doc.fileSize,
    url: lotDocumentDownloadPath(doc.id),
  };
}
