import type { Readable } from 'node:stream';

export interface SignedUrlOptions {
  /** The file name the browser saves it as. */
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

/**
 * Where uploaded files live. Local disk under DATA_DIR/files by default (served at /files/<key>);
 * S3-compatible storage when S3_* is configured. Keys are relative paths like `properties/12/3.jpg`.
 */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** A URL the browser can fetch the file from (public folders only: see PUBLIC_FILE_FOLDERS). */
  urlFor(key: string): string;
  /**
   * A short-lived link to a private file, sent as a download with its stored content type: a signed
   * /files/signed/ URL on local disk, a presigned URL on S3. Hand it out only after authorising the caller.
   */
  signedUrlFor(key: string, options: SignedUrlOptions): Promise<string>;
  remove(key: string): Promise<void>;
  /** The stored bytes of a key (for files the server serves itself, e.g. stamped wire instructions). */
  read(key: string): Promise<Buffer>;
}
