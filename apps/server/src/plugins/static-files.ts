import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookieValue, FIRST_PAINT_TABLE, SESSION_COOKIES, type TPagePreview } from '@bidright/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition, type FileSigner, isPublicFileKey } from '../providers/storage/signed-files';
import {
  loadFirstPaintTable,
  matchFirstPaint,
  type TFirstPaintTemplates,
  type TLoadedFirstPaintTable,
} from './first-paint-table';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the single-page app never owns: they answer JSON 404s instead of index.html. */
const API_PREFIXES = ['/api/', '/connect/', '/files/', '/dev/', '/bidright.'];

/** Vite's content-hashed bundle files: a new release has new names, so browsers may keep these for a year. */
const HASHED_ASSETS = `${sep}assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the header shell's first paint takes a page's own static content (ADR 0018). */
const PAGE_SLOT = '<!--page-->';
/** Whether a request carries the web app's session (either token cookie); a signed-in user leaves `/`. */
const hasSession = (cookie: string | undefined) =>
  cookieValue(cookie, SESSION_COOKIES.access) !== undefined ||
  cookieValue(cookie, SESSION_COOKIES.refresh) !== undefined;

/**
 * Which variant of index.html a page starts from (ADR 0018), by the web build's table of paths (`table`):
 * the shell the router's route for the path states, and the file the build wrote for it (`files`: those
 * present). The build paints a static first screen in each: the header, hero and figures for the home page
 * (`home`: a signed-in user is sent on to the dashboard, so they get the header alone), the header alone
 * (`header`), the login layout with or without the login form's card (`login`, `login-layout`), nothing
 * (`bare`: the room view). Only the first paint differs; every variant loads the same app, which renders the
 * real page over it. A build without the table or the variant starts the page from index.html.
 */
export function shellFor(
  path: string,
  cookie: string | undefined,
  files: ReadonlySet<string>,
  table: TLoadedFirstPaintTable | null = null,
): string {
  const shell = table && matchFirstPaint(table, path)?.route.shell;
  const file = shell && table.shells[shell === 'home' && hasSession(cookie) ? 'header' : shell];
  return file && files.has(file) ? file : 'index.html';
}

/**
 * Static HTML of a page's main content for its first paint, from its route's params, or null: the web build's
 * fragments (`templates`, from the app's own components) with their slots filled.
 */
export type TPagePreviewRenderer = (
  params: Record<string, string>,
  cookie: string | undefined,
  templates: TFirstPaintTemplates,
) => Promise<string | null>;

/**
 * Uploaded files are data, never pages of the app: even an SVG or a file a browser would sniff as HTML
 * runs no script (sandboxed, no sources), and is not read as another type than the one stored.
 */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const UPLOAD_HEADERS = {
  'content-security-policy': FILE_CSP,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Serves uploaded files and the built web app with an SPA fallback (any other GET that accepts HTML gets
 * index.html, so client-side routes survive a reload).
 * - `/files/<key>`: public folders only (photos, logos; `PUBLIC_FILE_FOLDERS`), cached for an hour.
 * - `/files/signed/<key>?name&type&expires&signature`: a private file (case or lot document) through a
 *   link an authorised route signed (`signer`); sent as a download with its stored content type.
 * - The web app: hashed assets `immutable` for a year, index.html `no-cache`; the build's precompressed
 *   .br/.gz siblings are sent to browsers that accept them.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    dataDir: string;
    webDist?: string;
    signer?: FileSigner;
    /**
     * Static HTML of a page's main content for its first paint (the lot pages' heading, the top of a bidder's
     * search), by the name the page's route gives in the web build's table of paths (`preview`).
     */
    pagePreviews?: Partial<Record<TPagePreview, TPagePreviewRenderer>>;
  },
) {
  const filesDir = resolve(join(options.dataDir, 'files'));
  mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Private folders answer 404 here, exactly as missing files do.
    allowedPath: (pathName) => isPublicFileKey(decodeURIComponent(pathName)),
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=3600');
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value);
    },
  });

  const { signer } = options;
  if (signer) {
    app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>(
      '/files/signed/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const { name = '', type = '', expires = '', signature = '' } = request.query;
        const path = resolve(filesDir, key);
        const valid =
          path.startsWith(filesDir + sep) &&
          /^\d+$/.test(expires) &&
          signer.verify({ key, name, type, expires: Number(expires) }, signature);
        if (!valid) return reply.code(403).send({ message: 'This link has expired or is not valid.' });
        const info = await stat(path).catch(() => null);
        if (!info?.isFile()) return reply.code(404).send({ message: 'File is not found!' });
        return reply
          .headers(UPLOAD_HEADERS)
          .header('content-type', type || 'application/octet-stream')
          .header('content-length', info.size)
          .header('content-disposition', attachmentDisposition(name || 'download'))
          .header('cache-control', 'private, no-store')
          .send(createReadStream(path));
      },
    );
  }

  const webDist = options.webDist ?? WEB_DIST_DIR;
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const table = hasWebApp ? loadFirstPaintTable(webDist) : null;
  if (hasWebApp && !table) {
    app.log.warn({ webDist }, `the web build has no ${FIRST_PAINT_TABLE}: every page starts from index.html`);
  }
  if (table && !table.templates) {
    app.log.warn(
      { webDist },
      `the web build's ${FIRST_PAINT_TABLE} has no templates: pages with a preview start from the plain header`,
    );
  }
  const shells = new Set(
    Object.values(table?.shells ?? {}).filter((name) => existsSync(join(webDist, name))),
  );
  // The header-only first paint with its slot for a page's own content (index.html's `<!--page-->`).
  const headerFile = table?.shells.header;
  const appShell =
    headerFile && shells.has(headerFile) ? readFileSync(join(webDist, headerFile), 'utf8') : '';
  const withPreview = async (path: string, cookie: string | undefined): Promise<string | null> => {
    const match = table && matchFirstPaint(table, path);
    const preview = match?.route.preview && options.pagePreviews?.[match.route.preview];
    const templates = table?.templates;
    if (!preview || !templates || !appShell.includes(PAGE_SLOT)) return null;
    try {
      const html = await preview(match.params, cookie, templates);
      // A function, so that `$&` and its kin in the page's text are not read as replacement patterns.
      return html === null ? null : appShell.replace(PAGE_SLOT, () => html);
    } catch (error) {
      // The page still loads, from its plain first paint; the app then reports what is wrong.
      app.log.warn({ err: error, path }, 'first paint preview failed');
      return null;
    }
  };
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes(HASHED_ASSETS) ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      reply.type('text/html').sendFile(shellFor('/', request.headers.cookie, shells, table)),
    );
  } else {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve it');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWebApp && wantsPage && !API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const shell = shellFor(path, request.headers.cookie, shells, table);
      // The app sends a visitor from these pages to the login page: a preview would only flash.
      const signedIn = hasSession(request.headers.cookie);
      const preview =
        shell === headerFile && signedIn ? await withPreview(path, request.headers.cookie) : null;
      if (preview !== null) return reply.type('text/html').header('cache-control', 'no-cache').send(preview);
      return reply.type('text/html').sendFile(shell);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
  });
}
