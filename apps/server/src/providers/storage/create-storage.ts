import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { FileSigner } from './signed-files';
import type { FileStorage } from './storage';

/** The S3_* settings that only make sense with a bucket. */
const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_PREFIX',
] as const;

const invalid = (line: string) => new Error(`Invalid configuration:\n  S3_*: ${line}`);

/**
 * Picks the file storage by configuration: S3 (or an S3-compatible store such as MinIO or R2) when
 * S3_BUCKET is set, else local disk under DATA_DIR/files. A half-configured S3 stops the boot with a
 * message naming what is missing: a bucket needs its region, and an access key id needs its secret (with
 * neither, the AWS SDK's default credential chain is used, e.g. an instance role).
 */
export function createStorage(config: Config, options: { signer?: FileSigner } = {}): FileStorage {
  if (!config.S3_BUCKET) {
    const stray = S3_SETTINGS.filter((name) => config[name] !== undefined);
    if (stray.length > 0) throw invalid(`set S3_BUCKET to use S3 storage (${stray.join(', ')} given)`);
    return new LocalDiskStorage(config.DATA_DIR, options.signer);
  }
  if (!config.S3_REGION) throw invalid('set S3_REGION with S3_BUCKET');
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    throw invalid('set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicBaseUrl: config.S3_PUBLIC_URL,
    prefix: config.S3_PREFIX,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
