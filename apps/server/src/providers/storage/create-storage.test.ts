import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/bidright-x', ...env });

/** Selection only: building an S3 client opens no connection, so nothing here touches the network. */
describe('file storage selection', () => {
  it('uses local disk under DATA_DIR when S3 is not configured (blank values count as unset)', () => {
    const storage = createStorage(configWith({ S3_BUCKET: '', S3_REGION: '' }));
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect(storage.urlFor('properties/1/a b.png')).toBe('/files/properties/1/a%20b.png');
  });

  it('uses S3 on AWS when S3_BUCKET and S3_REGION are set', () => {
    const storage = createStorage(
      configWith({
        S3_BUCKET: 'bidright-files',
        S3_REGION: 'us-east-2',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.urlFor('properties/1/front.png')).toBe(
      'https://bidright-files.s3.us-east-2.amazonaws.com/properties/1/front.png',
    );
  });

  it('uses an S3-compatible endpoint, path style, prefix and public URL when given', () => {
    const minio = createStorage(
      configWith({
        S3_BUCKET: 'bidright',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'uploads/',
      }),
    );
    expect(minio.urlFor('docs/7/deed.pdf')).toBe('http://127.0.0.1:9000/bidright/uploads/docs/7/deed.pdf');
    const cdn = createStorage(
      configWith({ S3_BUCKET: 'bidright', S3_REGION: 'auto', S3_PUBLIC_URL: 'https://files.example.com/' }),
    );
    expect(cdn.urlFor('docs/7/deed.pdf')).toBe('https://files.example.com/docs/7/deed.pdf');
  });

  it('stops on a half-configured S3, naming what is missing', () => {
    expect(() => createStorage(configWith({ S3_BUCKET: 'bidright' }))).toThrow(/S3_REGION/);
    expect(() =>
      createStorage(configWith({ S3_BUCKET: 'bidright', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'AKIA' })),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => createStorage(configWith({ S3_REGION: 'us-east-1', S3_SECRET_ACCESS_KEY: 's' }))).toThrow(
      /set S3_BUCKET.*S3_REGION, S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses bad S3 values at config load, naming the variable', () => {
    expect(() => configWith({ S3_BUCKET: 'b', S3_REGION: 'us-east-1' })).toThrow(/S3_BUCKET/);
    expect(() => configWith({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => configWith({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
