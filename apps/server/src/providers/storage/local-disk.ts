import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage';

/** Files on local disk under DATA_DIR/files, served by the app at /files/<key>. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(join(dataDir, 'files'));
  }

  private pathOf(key: string) {
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
    return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}
