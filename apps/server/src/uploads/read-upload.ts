import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  /** What the client claimed; the upload rules decide the real type from the bytes. */
  claimedType: string;
  data: Buffer;
}

export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Reads a multipart form (text fields plus at most one file) whole. The file is buffered so its magic
 * bytes can be checked before anything is stored; the reader's own limit (`tooLargeMessage`) stops a
 * file bigger than any kind allows before it is read to the end.
 */
export async function readUploadForm(request: FastifyRequest, tooLargeMessage: string): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest('The request must be sent as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file ??= { fieldName: part.fieldname, fileName: part.filename, claimedType: part.mimetype, data };
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        fields[part.fieldname] = String(part.value);
      } else if (typeof part.value === 'boolean') {
        fields[part.fieldname] = part.value ? 'true' : 'false';
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Please upload one file at a time.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('The form has too many fields.');
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('The form is not valid.');
    throw error;
  }
  return { fields, file };
}
