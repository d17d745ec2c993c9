import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import { badRequest } from '../errors';

/**
 * What may be uploaded, checked in one place. The type is decided by the file's content, never by the
 * client's content type or file name: the first bytes (here and in `file-type`) name a candidate, and the
 * whole file must then be one: an image must decode and hold no markup (a GIF/HTML hybrid is refused),
 * a .docx must be a well-formed ZIP with the OOXML parts, a PDF must end as a PDF does.
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

/**
 * Markup a browser would run if the file were ever read as HTML or SVG. Each pattern is long enough that
 * compressed pixel data of a 10 MB photo matches it by chance about once in a thousand photos.
 */
const MARKUP =
  /<(script|html|iframe|body|object|embed|svg)[\s>/]|<!doctype\s+html|javascript:|\bon(error|load)\s*=/i;

/** Whether markup appears anywhere in the bytes (read as Latin-1, so every byte is one character). */
export function containsMarkup(data: Buffer): boolean {
  return MARKUP.test(data.toString('latin1'));
}

/** Whether the whole image decodes (not only its header). */
async function decodesAsImage(data: Buffer): Promise<boolean> {
  try {
    await sharp(data, { failOn: 'truncated', animated: false }).resize(16, 16, { fit: 'inside' }).toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The names of a ZIP's entries from its central directory, or null when the archive is not well formed. */
export function zipEntryNames(data: Buffer): string[] | null {
  // The end-of-central-directory record sits in the last 22 bytes + up to 64 KB of comment.
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  let offset = data.readUInt32LE(end + 16);
  if (offset + size > end) return null;
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || data.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const localHeader = data.readUInt32LE(offset + 42);
    if (localHeader + 30 > data.length || data.readUInt32LE(localHeader) !== 0x04034b50) return null;
    names.push(data.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A Word .docx: a well-formed ZIP holding the OOXML content types and the main document part. */
export function isWordDocx(data: Buffer): boolean {
  const names = zipEntryNames(data);
  return Boolean(names?.includes('[Content_Types].xml') && names.includes('word/document.xml'));
}

/** The image type of the whole file, or null. */
async function imageTypeOf(data: Buffer): Promise<SniffedType | null> {
  const type = sniffImage(data);
  const detected = await fileTypeFromBuffer(data);
  if (!type || detected?.mime !== type.contentType) return null;
  if (containsMarkup(data) || !(await decodesAsImage(data))) return null;
  return type;
}

/** Checks a property photo; answers its real type or throws 400. */
export async function checkImageUpload(data: Buffer, field = 'Image'): Promise<SniffedType> {
  if (data.length === 0) throw badRequest(UPLOAD_MESSAGES.empty, { [field]: UPLOAD_MESSAGES.empty });
  if (data.length > IMAGE_MAX_BYTES)
    throw badRequest(UPLOAD_MESSAGES.imageSize, { [field]: UPLOAD_MESSAGES.imageSize });
  const type = await imageTypeOf(data);
  if (!type) throw badRequest(UPLOAD_MESSAGES.imageType, { [field]: UPLOAD_MESSAGES.imageType });
  return type;
}

/** The document type of the whole file, or null. */
async function documentTypeOf(data: Buffer): Promise<SniffedType | null> {
  const type = sniffDocument(data);
  if (!type) return null;
  if (type === PDF) return /%%EOF\s*$/.test(data.subarray(-1024).toString('latin1')) ? PDF : null;
  if (type === DOCX) return isWordDocx(data) ? DOCX : null;
  if (type === DOC)
    return (await fileTypeFromBuffer(data))?.ext === 'cfb' && !containsMarkup(data) ? DOC : null;
  return imageTypeOf(data);
}

/** Checks a case or lot document; answers its real type or throws 400. */
export async function checkDocumentUpload(data: Buffer, field = 'Attachment'): Promise<SniffedType> {
  if (data.length === 0) throw badRequest(UPLOAD_MESSAGES.empty, { [field]: UPLOAD_MESSAGES.empty });
  if (data.length > DOCUMENT_MAX_BYTES)
    throw badRequest(UPLOAD_MESSAGES.documentSize, { [field]: UPLOAD_MESSAGES.documentSize });
  const type = await documentTypeOf(data);
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
