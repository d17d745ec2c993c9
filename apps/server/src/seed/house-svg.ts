import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Stylised house illustrations for the demo properties, drawn locally as SVG (800x600) so the seed needs
 * no network. Each property gets its own palette; each photo number is a different view of it.
 */

export interface HousePalette {
  body: string;
  bodyShade: string;
  roof: string;
  roofShade: string;
  door: string;
  trim: string;
  window: string;
  skyTop: string;
  skyBottom: string;
  lawn: string;
  lawnShade: string;
  /** 1 or 2 storeys. */
  storeys: 1 | 2;
}

const BODIES = [
  ['#e8d8c3', '#cdb99f'],
  ['#c9dbe8', '#a9bfd0'],
  ['#f1e3a6', '#d6c585'],
  ['#d9c2c2', '#bda2a2'],
  ['#cfe0c6', '#afc4a4'],
  ['#f4f1ea', '#d9d4c8'],
  ['#b5523b', '#96402d'],
  ['#d8cbe3', '#baa9c9'],
] as const;
const ROOFS = [
  ['#5b3a29', '#462c1f'],
  ['#3f4a5a', '#2e3744'],
  ['#7a2e2e', '#5e2222'],
  ['#4d5b3a', '#3a452b'],
  ['#6b6f78', '#51545b'],
] as const;
const DOORS = ['#8c2f39', '#1f4e79', '#2f6b3a', '#3b3b3b', '#b8860b', '#6a3d9a'] as const;
const SKIES = [
  ['#7fb7e6', '#d9eefc'],
  ['#6aa6d8', '#cfe6f7'],
  ['#8cc4ea', '#eef7fd'],
] as const;
const LAWNS = [
  ['#6fae4f', '#5a9440'],
  ['#7cb55a', '#65994a'],
  ['#5f9e48', '#4d843a'],
] as const;

function pick<T>(list: readonly T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length] as T;
}

export function housePalette(index: number): HousePalette {
  const [body, bodyShade] = pick(BODIES, index);
  const [roof, roofShade] = pick(ROOFS, index * 3 + 1);
  const [skyTop, skyBottom] = pick(SKIES, index);
  const [lawn, lawnShade] = pick(LAWNS, index * 2);
  return {
    body,
    bodyShade,
    roof,
    roofShade,
    door: pick(DOORS, index + 2),
    trim: '#ffffff',
    window: '#bfe3f5',
    skyTop,
    skyBottom,
    lawn,
    lawnShade,
    storeys: index % 3 === 1 ? 1 : 2,
  };
}

function windowAt(x: number, y: number, w: number, h: number, glass: string, trim: string): string {
  return [
    `<rect x="${x - 4}" y="${y - 4}" width="${w + 8}" height="${h + 8}" rx="2" fill="${trim}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}"/>`,
    `<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="${trim}" stroke-width="4"/>`,
    `<path d="M${x + 6} ${y + h / 2 - 6}l${w / 3} -${h / 3}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
  ].join('');
}

function tree(x: number, ground: number, scale: number, leaf: string): string {
  const h = 150 * scale;
  return [
    `<rect x="${x - 8 * scale}" y="${ground - h * 0.45}" width="${16 * scale}" height="${h * 0.45}" fill="#6b4a2f"/>`,
    `<circle cx="${x}" cy="${ground - h * 0.62}" r="${48 * scale}" fill="${leaf}"/>`,
    `<circle cx="${x - 30 * scale}" cy="${ground - h * 0.5}" r="${34 * scale}" fill="${leaf}"/>`,
    `<circle cx="${x + 32 * scale}" cy="${ground - h * 0.52}" r="${36 * scale}" fill="${leaf}"/>`,
  ].join('');
}

function cloud(x: number, y: number, s: number): string {
  return `<g fill="#ffffff" fill-opacity="0.9"><ellipse cx="${x}" cy="${y}" rx="${46 * s}" ry="${20 * s}"/><ellipse cx="${x + 34 * s}" cy="${y - 12 * s}" rx="${32 * s}" ry="${22 * s}"/><ellipse cx="${x - 30 * s}" cy="${y - 8 * s}" rx="${26 * s}" ry="${16 * s}"/></g>`;
}

/** view 1: front by day; view 2: front at dusk with lit windows; view 3: street view with garage and trees. */
export function renderHouseSvg(p: HousePalette, view: number): string {
  const dusk = view === 2;
  const side = view === 3;
  const skyTop = dusk ? '#2c3e6b' : p.skyTop;
  const skyBottom = dusk ? '#f3a86b' : p.skyBottom;
  const glass = dusk ? '#ffd77a' : p.window;
  const ground = 450;
  const storeyH = 120;
  const bodyH = storeyH * p.storeys + 20;
  const bodyW = side ? 300 : 380;
  const bodyX = side ? 150 : 210;
  const bodyY = ground - bodyH;
  const roofPeak = bodyY - (side ? 110 : 130);
  const parts: string[] = [];

  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.lawn}"/><stop offset="1" stop-color="${p.lawnShade}"/></linearGradient></defs>`,
    '<rect width="800" height="600" fill="url(#sky)"/>',
  );
  if (dusk) {
    parts.push('<circle cx="640" cy="330" r="60" fill="#ffcf7d" fill-opacity="0.8"/>');
    parts.push(
      '<g fill="#ffffff" fill-opacity="0.8"><circle cx="90" cy="60" r="2"/><circle cx="200" cy="40" r="1.5"/><circle cx="420" cy="70" r="2"/><circle cx="720" cy="50" r="1.5"/></g>',
    );
  } else {
    parts.push(
      '<circle cx="680" cy="95" r="44" fill="#ffe27a"/><circle cx="680" cy="95" r="60" fill="#ffe27a" fill-opacity="0.25"/>',
    );
    parts.push(cloud(150, 110, 1), cloud(470, 70, 0.8));
  }
  // Distant hills and the lawn.
  parts.push(
    `<path d="M0 ${ground - 30} Q200 ${ground - 90} 400 ${ground - 40} T800 ${ground - 50} V600 H0Z" fill="${p.lawnShade}" fill-opacity="0.6"/>`,
    `<rect y="${ground}" width="800" height="${600 - ground}" fill="url(#lawn)"/>`,
  );

  if (side) parts.push(tree(690, ground + 10, 1.2, p.lawnShade), tree(70, ground + 5, 0.9, p.lawn));
  else parts.push(tree(100, ground + 5, 1, p.lawnShade));

  // Chimney behind the roof.
  parts.push(
    `<rect x="${bodyX + bodyW * 0.7}" y="${roofPeak + 20}" width="34" height="90" fill="${p.roofShade}"/>`,
    `<rect x="${bodyX + bodyW * 0.7 - 4}" y="${roofPeak + 14}" width="42" height="10" fill="#4a4a4a"/>`,
  );
  // House body with a shaded side.
  parts.push(
    `<rect x="${bodyX}" y="${bodyY}" width="${bodyW}" height="${bodyH}" fill="${p.body}"/>`,
    `<rect x="${bodyX + bodyW - 24}" y="${bodyY}" width="24" height="${bodyH}" fill="${p.bodyShade}"/>`,
  );
  // Siding lines.
  for (let y = bodyY + 16; y < ground; y += 16) {
    parts.push(
      `<line x1="${bodyX}" y1="${y}" x2="${bodyX + bodyW}" y2="${y}" stroke="${p.bodyShade}" stroke-opacity="0.45" stroke-width="2"/>`,
    );
  }
  // Roof.
  parts.push(
    `<polygon points="${bodyX - 30},${bodyY + 4} ${bodyX + bodyW / 2},${roofPeak} ${bodyX + bodyW + 30},${bodyY + 4}" fill="${p.roof}"/>`,
    `<polygon points="${bodyX + bodyW / 2},${roofPeak} ${bodyX + bodyW + 30},${bodyY + 4} ${bodyX + bodyW / 2 + 40},${bodyY + 4}" fill="${p.roofShade}"/>`,
    `<rect x="${bodyX - 30}" y="${bodyY}" width="${bodyW + 60}" height="10" fill="${p.roofShade}"/>`,
  );
  // Attic window.
  parts.push(
    `<circle cx="${bodyX + bodyW / 2}" cy="${bodyY - 45}" r="22" fill="${p.trim}"/><circle cx="${bodyX + bodyW / 2}" cy="${bodyY - 45}" r="16" fill="${glass}"/>`,
  );
  // Door with steps.
  const doorW = 64;
  const doorH = 110;
  // On the street view the door sits to the right so the narrower front keeps room for a window.
  const doorX = side ? bodyX + bodyW - 64 - doorW : bodyX + bodyW / 2 - doorW / 2;
  parts.push(
    `<rect x="${doorX - 8}" y="${ground - doorH - 8}" width="${doorW + 16}" height="${doorH + 8}" fill="${p.trim}"/>`,
    `<rect x="${doorX}" y="${ground - doorH}" width="${doorW}" height="${doorH}" fill="${p.door}"/>`,
    `<rect x="${doorX + 10}" y="${ground - doorH + 12}" width="${doorW - 20}" height="30" fill="${glass}" fill-opacity="0.8"/>`,
    `<circle cx="${doorX + doorW - 12}" cy="${ground - doorH / 2}" r="4" fill="#e0c060"/>`,
    `<rect x="${doorX - 16}" y="${ground}" width="${doorW + 32}" height="10" fill="#b9b2a7"/>`,
    `<polygon points="${doorX - 10},${ground + 10} ${doorX + doorW + 10},${ground + 10} ${doorX + doorW + 60},600 ${doorX - 60},600" fill="#d8d0c2"/>`,
  );
  // Windows: ground floor beside the door, upper floor across.
  const ww = 62;
  const wh = 70;
  const groundY = ground - storeyH + 22;
  parts.push(windowAt(bodyX + 40, groundY, ww, wh, glass, p.trim));
  if (!side) parts.push(windowAt(bodyX + bodyW - 40 - ww - 20, groundY, ww, wh, glass, p.trim));
  if (p.storeys === 2) {
    const upperY = bodyY + 30;
    parts.push(windowAt(bodyX + 40, upperY, ww, wh, glass, p.trim));
    if (!side) parts.push(windowAt(bodyX + bodyW / 2 - ww / 2, upperY, ww, wh, glass, p.trim));
    parts.push(windowAt(bodyX + bodyW - 40 - ww - 20, upperY, ww, wh, glass, p.trim));
  }
  // Garage wing on the street view.
  if (side) {
    const gx = bodyX + bodyW;
    const gw = 200;
    const gh = 130;
    parts.push(
      `<rect x="${gx}" y="${ground - gh}" width="${gw}" height="${gh}" fill="${p.bodyShade}"/>`,
      `<polygon points="${gx - 10},${ground - gh + 2} ${gx + gw / 2},${ground - gh - 60} ${gx + gw + 14},${ground - gh + 2}" fill="${p.roof}"/>`,
      `<rect x="${gx + 25}" y="${ground - 95}" width="${gw - 50}" height="95" fill="${p.trim}"/>`,
    );
    for (let y = ground - 90; y < ground; y += 18) {
      parts.push(
        `<line x1="${gx + 25}" y1="${y}" x2="${gx + gw - 25}" y2="${y}" stroke="#c9c9c9" stroke-width="3"/>`,
      );
    }
    parts.push(
      `<polygon points="${gx + 25},${ground} ${gx + gw - 25},${ground} ${gx + gw + 30},600 ${gx - 10},600" fill="#a8a29a"/>`,
    );
  }
  // Bushes and a fence.
  parts.push(
    `<g fill="${p.lawnShade}"><ellipse cx="${bodyX + 30}" cy="${ground + 2}" rx="40" ry="24"/><ellipse cx="${bodyX + bodyW - 40}" cy="${ground + 2}" rx="44" ry="26"/></g>`,
  );
  const fence: string[] = [];
  for (let x = 8; x < 800; x += 26) {
    if (x > doorX - 70 && x < doorX + doorW + 70) continue;
    fence.push(`<path d="M${x} 560v-46l8 -10l8 10v46z"/>`);
  }
  parts.push(
    `<g fill="#ffffff" fill-opacity="${dusk ? 0.55 : 0.9}">${fence.join('')}</g>`,
    `<rect y="528" width="${doorX - 70}" height="6" fill="#ffffff" fill-opacity="${dusk ? 0.55 : 0.9}"/>`,
    `<rect x="${doorX + doorW + 70}" y="528" width="${800 - doorX - doorW - 70}" height="6" fill="#ffffff" fill-opacity="${dusk ? 0.55 : 0.9}"/>`,
  );
  if (dusk) parts.push('<rect width="800" height="600" fill="#1a2346" fill-opacity="0.18"/>');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">${parts.join('')}</svg>\n`;
}

/** The demo photos' JPEG quality: the size a listing site's photos have (~40 KB at 800x600). */
const PHOTO_QUALITY = 80;

/**
 * A demo photo as the JPEG a host uploads, not as SVG: a browser draws each SVG image through a document of
 * its own on the main thread (~3 ms each on a phone-speed CPU, two dozen on the property search), while it
 * decodes a JPEG off it, so the demo pages cost what real listings do.
 */
export function renderHousePhoto(p: HousePalette, view: number): Promise<Buffer> {
  return jpegOf(renderHouseSvg(p, view));
}

function jpegOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: PHOTO_QUALITY }).toBuffer();
}

/**
 * The photo from `cacheDir` when an earlier seed drew the same picture, else drawn now and left there for the
 * next one. Keyed by the SVG and the JPEG quality, so a changed drawing is a new entry. The browser journeys'
 * ~35 servers of a run share one (DEMO_PHOTO_CACHE, issue 39): drawing the demo's 55 photos is ~0.7 s of CPU
 * per seed. Written under a temporary name and renamed, so two servers seeding at once never read half a file.
 */
async function cachedHousePhoto(cacheDir: string, p: HousePalette, view: number): Promise<Buffer> {
  const svg = renderHouseSvg(p, view);
  const key = createHash('sha256').update(`${PHOTO_QUALITY}\n${svg}`).digest('hex');
  const file = join(cacheDir, `${key}.jpg`);
  try {
    return readFileSync(file);
  } catch {}
  const photo = await jpegOf(svg);
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, photo);
  renameSync(temporary, file);
  return photo;
}

/** Where the seed writes its files: the server's data directory, and the run's photo cache if it has one. */
export interface DemoFiles {
  dataDir: string;
  /** DEMO_PHOTO_CACHE: a folder of photos earlier seeds drew (cachedHousePhoto). */
  photoCache?: string;
}

/**
 * Renders a demo property's photos (views 1 to `count`) and writes them under the local storage's
 * `properties/{id}/`; answers their storage keys, in view order. With a photo cache, a photo an earlier seed
 * drew is taken from it instead: the same bytes.
 */
export async function saveHousePhotos(
  files: DemoFiles,
  propertyId: number,
  palette: HousePalette,
  count: number,
): Promise<string[]> {
  const dir = join(files.dataDir, 'files', 'properties', String(propertyId));
  mkdirSync(dir, { recursive: true });
  const views = Array.from({ length: count }, (_, at) => at + 1);
  const cache = files.photoCache;
  const photos = await Promise.all(
    views.map((view) => (cache ? cachedHousePhoto(cache, palette, view) : renderHousePhoto(palette, view))),
  );
  return photos.map((photo, at) => {
    const name = `${at + 1}.jpg`;
    writeFileSync(join(dir, name), photo);
    return `properties/${propertyId}/${name}`;
  });
}
