import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { housePalette, saveHousePhotos } from './house-svg';

// DEMO_PHOTO_CACHE (issue 39): the browser journeys' servers share the photos the first seeds drew.
describe('saveHousePhotos with a photo cache', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'bidright-photos-'));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });
  const bytes = (dataDir: string, keys: string[]) =>
    keys.map((key) => readFileSync(join(dataDir, 'files', key)));

  it('writes the same photos as a seed without one, and draws each only once', async () => {
    const drawn = folder();
    const photoCache = folder();
    const keys = await saveHousePhotos({ dataDir: drawn }, 7, housePalette(3), 3);

    const first = folder();
    expect(await saveHousePhotos({ dataDir: first, photoCache }, 7, housePalette(3), 3)).toEqual(keys);
    // One entry per photo, no temporary file left behind.
    expect(readdirSync(photoCache).filter((name) => name.endsWith('.jpg'))).toHaveLength(3);
    expect(readdirSync(photoCache)).toHaveLength(3);

    // The next seed takes them from the cache: a planted entry shows it was read, not drawn again.
    for (const name of readdirSync(photoCache)) writeFileSync(join(photoCache, name), 'cached');
    const second = folder();
    await saveHousePhotos({ dataDir: second, photoCache }, 7, housePalette(3), 3);
    expect(bytes(second, keys).map(String)).toEqual(['cached', 'cached', 'cached']);

    expect(bytes(first, keys)).toEqual(bytes(drawn, keys));
  });

  it('keeps a different drawing apart: another palette or view is another entry', async () => {
    const photoCache = folder();
    await saveHousePhotos({ dataDir: folder(), photoCache }, 1, housePalette(0), 2);
    await saveHousePhotos({ dataDir: folder(), photoCache }, 2, housePalette(1), 2);
    expect(readdirSync(photoCache)).toHaveLength(4);
  });
});
