import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './signed-files';
import type { FileStorage, SignedUrlOptions } from './storage';

/**
 * The AWS SDK's S3 client and presigner (~0.35 s of CPU to load), loaded where S3_BUCKET chooses this storage,
 * so a server on local disk never pays for them (ADR 0081).
 */
const load = createRequire(import.meta.url);
const s3 = () => load('@aws-sdk/client-s3') as typeof S3;
const presigner = () => load('@aws-sdk/s3-request-presigner') as typeof Presigner;

export interface S3StorageOptions {
  bucket: string;
  /** e.g. us-east-1. */
  region: string;
  /** An S3-compatible endpoint (MinIO, R2 …); absent means AWS. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /**
   * Where browsers fetch files (a CDN or the bucket's public URL), without a trailing slash. Defaults to
   * the bucket's own URL.
   */
  publicBaseUrl?: string;
  /** Key prefix inside the bucket, e.g. `bidright/`. */
  prefix?: string;
  credentials?: S3ClientConfig['credentials'];
  /** A ready client (tests pass a stub); built from the options otherwise. */
  client?: Pick<S3Client, 'send'>;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Files in an S3 bucket (or an S3-compatible store). Objects are written with their content type. Public
 * folders (photos, logos) are served from `publicBaseUrl`, so the bucket (or the CDN in front of it) must
 * allow public reads of those folders only; private files are reached through presigned URLs.
 */
export class S3Storage implements FileStorage {
  private readonly client: Pick<S3Client, 'send'>;
  private readonly baseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client =
      options.client ??
      new (s3().S3Client)({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
      });
    const base =
      options.publicBaseUrl ??
      (options.endpoint
        ? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`
        : `https://${options.bucket}.s3.${options.region}.amazonaws.com`);
    this.baseUrl = base.replace(/\/+$/, '');
  }

  private objectKey(key: string) {
    if (key.split('/').some((part) => part === '..' || part === ''))
      throw new Error(`invalid storage key: ${key}`);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, body: Buffer | Readable, contentType: string) {
    // Buffered: a plain PutObject needs the length up front, and uploads are capped well below memory limits.
    const data = await toBuffer(body);
    const { PutObjectCommand } = s3();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
      }),
    );
  }

  urlFor(key: string) {
    return `${this.baseUrl}/${encodeKey(this.objectKey(key))}`;
  }

  /** A presigned GET that makes S3 answer with the stored type and as a download under the file's name. */
  async signedUrlFor(key: string, options: SignedUrlOptions) {
    const command = new (s3().GetObjectCommand)({
      Bucket: this.options.bucket,
      Key: this.objectKey(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: attachmentDisposition(options.fileName),
    });
    return presigner().getSignedUrl(this.client as S3Client, command, {
      expiresIn: options.expiresInSeconds,
    });
  }

  async remove(key: string) {
    const { DeleteObjectCommand } = s3();
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  async read(key: string) {
    const { GetObjectCommand } = s3();
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
    const body = answer.Body as { transformToByteArray(): Promise<Uint8Array> } | undefined;
    if (!body) throw new Error(`storage object has no body: ${key}`);
    return Buffer.from(await body.transformToByteArray());
  }
}
