import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../providers/storage/storage';
import type { SniffedType } from './upload-rules';

/** Stores an upload under `<folder>/<random>.<ext>` and answers the key. */
export async function storeFile(storage: FileStorage, folder: string, data: Buffer, type: SniffedType) {
  const key = `${folder}/${randomUUID()}.${type.extension}`;
  await storage.put(key, data, type.contentType);
  return key;
}

/** Removes stored files after their records are gone; a file left behind is only wasted space. */
export async function removeFiles(storage: FileStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/**
 * Runs a transaction that may store a file (through `store`); when the transaction fails after the file
 * was stored, the file is removed, so a refused upload leaves nothing behind.
 */
export async function withStoredFile<T>(
  storage: FileStorage,
  work: (store: (folder: string, data: Buffer, type: SniffedType) => Promise<string>) => Promise<T>,
) {
  const stored: string[] = [];
  try {
    return await work(async (folder, data, type) => {
      const key = await storeFile(storage, folder, data, type);
      stored.push(key);
      return key;
    });
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
}
