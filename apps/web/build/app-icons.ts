import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The installable app's icons (ADR 0022), drawn from the Bidright logo (the favicon of index.html: the
 * white "B" on the brand blue). They are committed under public/icons; run this again after the logo
 * changes: `npx tsx apps/web/build/app-icons.ts`.
 */
export const BRAND_BLUE = '#1f4e8c';
const GLYPH = 'M9 8h8a5 5 0 0 1 2.6 9.3A5.5 5.5 0 0 1 17.5 25H9z';

/** The logo as it is: rounded corners, the glyph at full size (`purpose: any`). */
const logo = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND_BLUE}"/><path d="${GLYPH}" fill="#fff"/></svg>`;

/**
 * A full-bleed square whose glyph sits inside the central safe circle (40 % radius), which launchers may
 * cut to any shape (`purpose: maskable`; iOS rounds the apple-touch-icon's corners itself).
 */
const fullBleed = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 48 48"><rect x="-8" y="-8" width="48" height="48" fill="${BRAND_BLUE}"/><path d="${GLYPH}" fill="#fff"/></svg>`;

/** File name → (drawing, size in pixels). */
export const APP_ICONS = {
  'icon-192.png': [logo, 192],
  'icon-512.png': [logo, 512],
  'icon-maskable-512.png': [fullBleed, 512],
  'apple-touch-icon.png': [fullBleed, 180],
} as const;

async function writeIcons(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const [name, [draw, size]] of Object.entries(APP_ICONS)) {
    const png = await sharp(Buffer.from(draw()), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    writeFileSync(join(dir, name), png);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeIcons(join(import.meta.dirname, '..', 'public', 'icons'));
}
