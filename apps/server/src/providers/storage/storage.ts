import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk under DATA_DIR/files by default (served at /files/<key>);
 * S3-compatible storage when S3_* is configured. Keys are relative paths like `properties/12/3.jpg`.
 */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** A URL the browser can fetch the file from. */
  urlFor(key: string): string;
  remove(key: string): Promise<void>;
}
