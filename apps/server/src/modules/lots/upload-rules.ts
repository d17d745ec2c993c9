import type { z } from 'zod';
import { badRequest } from '../../errors';

/**
 * What may be uploaded, checked in one place. The type is decided by the file's first bytes (magic
 * numbers), never by the client's content type or file name alone: a renamed executable stays refused.
 */

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
export const DOCUMENT_MAX_BYTES = 25 * MB;
/** The largest file the multipart reader accepts at all; each kind then applies its own limit. */
export const UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES;

export interface SniffedType {
  /** The content type stored and served. */
  contentType: string;
  /** File extension of the stored key. */
  extension: string;
}

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG: SniffedType = { contentType: 'image/jpeg', extension: 'jpg' };
const PNG: SniffedType = { contentType: 'image/png', extension: 'png' };
const GIF: SniffedType = { contentType: 'image/gif', extension: 'gif' };
const WEBP: SniffedType = { contentType: 'image/webp', extension: 'webp' };
const PDF: SniffedType = { contentType: 'application/pdf', extension: 'pdf' };
const DOC: SniffedType = { contentType: 'application/msword', extension: 'doc' };
const DOCX: SniffedType = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};

/** The image type of the bytes, or null. */
export function sniffImage(data: Buffer): SniffedType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return GIF;
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return WEBP;
  return null;
}

/** The document type of the bytes (PDF, an image, Word .doc or .docx), or null. */
export function sniffDocument(data: Buffer): SniffedType | null {
  if (startsWith(data, ascii('%PDF-'))) return PDF;
  // Word 97-2003: an OLE2 compound file.
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOC;
  // .docx: a ZIP whose entries include the word/ part (a plain ZIP or .xlsx is refused).
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && data.includes('word/')) return DOCX;
  return sniffImage(data);
}

export const UPLOAD_MESSAGES = {
  imageType: 'The photo must be a JPEG, PNG, WebP or GIF image.',
  imageSize: 'The photo is too large. The limit is 10 MB.',
  documentType: 'The file must be a PDF, an image (JPEG, PNG, WebP, GIF) or a Word document (.doc, .docx).',
  documentSize: 'The file is too large. The limit is 25 MB.',
  empty: 'The file is empty.',
} as const;

/** Checks a property photo; answers its real type or throws 400. */
export function checkImageUpload(data: Buffer, field = 'Image'): SniffedType {
  if (data.length === 0) throw badRequest(UPLOAD_MESSAGES.empty, { [field]: UPLOAD_MESSAGES.empty });
  if (data.length > IMAGE_MAX_BYTES)
    throw badRequest(UPLOAD_MESSAGES.imageSize, { [field]: UPLOAD_MESSAGES.imageSize });
  const type = sniffImage(data);
  if (!type) throw badRequest(UPLOAD_MESSAGES.imageType, { [field]: UPLOAD_MESSAGES.imageType });
  return type;
}

/** Checks a case or lot document; answers its real type or throws 400. */
export function checkDocumentUpload(data: Buffer, field = 'Attachment'): SniffedType {
  if (data.length === 0) throw badRequest(UPLOAD_MESSAGES.empty, { [field]: UPLOAD_MESSAGES.empty });
  if (data.length > DOCUMENT_MAX_BYTES)
    throw badRequest(UPLOAD_MESSAGES.documentSize, { [field]: UPLOAD_MESSAGES.documentSize });
  const type = sniffDocument(data);
  if (!type) throw badRequest(UPLOAD_MESSAGES.documentType, { [field]: UPLOAD_MESSAGES.documentType });
  return type;
}

/** A file name safe to show and store: no path, no control characters, bounded length. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || fallback).slice(0, 250);
}

/** Validates a multipart form's text fields with a zod schema; a bad field answers 400 like a JSON body would. */
export function parseUploadFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  throw badRequest(Object.values(errors)[0] ?? 'The form is not valid.', errors);
}

/** The uploaded file, or 400 when the form has none. */
export function requireFile<F>(file: F | null, field: string, message: string): F {
  if (!file) throw badRequest(message, { [field]: message });
  return file;
}
