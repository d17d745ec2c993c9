import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileSigner } from './signed-files';
import type { FileStorage, SignedUrlOptions } from './storage';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * Files on local disk under DATA_DIR/files: public folders served by the app at /files/<key>, private ones
 * at /files/signed/<key>?… with a signature from `signer` (see plugins/static-files.ts).
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly signer?: FileSigner,
  ) {
    this.root = resolve(join(dataDir, 'files'));
  }

  /** The absolute path of a key; throws for a key that would leave the files folder. */
  pathOf(key: string) {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer | Readable, _contentType: string) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    if (Buffer.isBuffer(body)) await writeFile(path, body);
    else await pipeline(body instanceof Readable ? body : Readable.from(body), createWriteStream(path));
  }

  urlFor(key: string) {
    return `/files/${encodeKey(key)}`;
  }

  async signedUrlFor(key: string, options: SignedUrlOptions) {
    if (!this.signer)
      throw new Error('local storage was built without a signer: private files cannot be linked');
    this.pathOf(key);
    const query = this.signer.sign({
      key,
      name: options.fileName,
      type: options.contentType,
      expires: Math.floor(Date.now() / 1000) + options.expiresInSeconds,
    });
    return `/files/signed/${encodeKey(key)}?${query}`;
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  async read(key: string) {
    return readFile(this.pathOf(key));
  }
}
