import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Folders of uploaded files anyone may fetch by URL: property photos and company logos. Every other folder
 * (case documents under `cases/`, lot documents under `lots/`, anything added later) is private: served only
 * through a short-lived signed link that an authorised route hands out (ADR 0037). Closed by default, so a
 * new kind of upload is private until it is listed here.
 */
export const PUBLIC_FILE_FOLDERS = ['properties/', 'logos/', 'companies/'] as const;

/** Whether a storage key may be served without a signature. */
export function isPublicFileKey(key: string): boolean {
  const clean = key.replace(/^\/+/, '');
  return PUBLIC_FILE_FOLDERS.some((folder) => clean.startsWith(folder)) && !clean.split('/').includes('..');
}

/**
 * `Content-Disposition: attachment` with the file's name (RFC 6266): an ASCII fallback plus the UTF-8
 * name, so the browser saves the file instead of rendering it in the app's origin.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** What a signed link pins: the file, how it is sent, and until when (epoch seconds). */
export interface SignedFileClaims {
  key: string;
  /** The download's file name (Content-Disposition: attachment). */
  name: string;
  /** The content type the upload was stored with. */
  type: string;
  expires: number;
}

/**
 * HMAC-SHA256 signatures for links to private files on local disk (the S3 storage uses presigned URLs
 * instead). The key is derived from the app's secret, so links survive restarts and work on every process.
 */
export class FileSigner {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', Buffer.from(secret)).update('bidright signed files v1').digest();
  }

  private mac(claims: SignedFileClaims) {
    return createHmac('sha256', this.key)
      .update(JSON.stringify([claims.key, claims.name, claims.type, claims.expires]))
      .digest('base64url');
  }

  /** The query string of a signed link (without `?`). */
  sign(claims: SignedFileClaims): string {
    return new URLSearchParams({
      name: claims.name,
      type: claims.type,
      expires: String(claims.expires),
      signature: this.mac(claims),
    }).toString();
  }

  /** Whether the signature matches and the link has not expired. */
  verify(claims: SignedFileClaims, signature: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
    if (!Number.isSafeInteger(claims.expires) || claims.expires < nowSeconds) return false;
    const expected = Buffer.from(this.mac(claims));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
