import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookieValue, SESSION_COOKIES } from '@bidright/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition, type FileSigner, isPublicFileKey } from '../providers/storage/signed-files';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the single-page app never owns: they answer JSON 404s instead of index.html. */
const API_PREFIXES = ['/api/', '/connect/', '/files/', '/dev/', '/bidright.'];

/** Vite's content-hashed bundle files: a new release has new names, so browsers may keep these for a year. */
const HASHED_ASSETS = `${sep}assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The login layout's pages (apps/web/src/app/layouts/LoginLayout.tsx); /login has its own first paint. */
const LOGIN_LAYOUT_PAGES = /^\/(admin\/login|register|client-register|forgot-password|resetPassword)\/?$/;
const LOGIN_PAGE = /^\/login\/?$/;
/** Pages with neither the header nor the login layout: the room (TV) view. */
const BARE_PAGES = /^\/auctions\/[^/]+\/room\//;
/** Where index.html's header-only first paint takes a page's own static content (ADR 0018). */
const PAGE_SLOT = '<!--page-->';
/** Whether a request carries the web app's session (either token cookie); a signed-in user leaves `/`. */
const hasSession = (cookie: string | undefined) =>
  cookieValue(cookie, SESSION_COOKIES.access) !== undefined ||
  cookieValue(cookie, SESSION_COOKIES.refresh) !== undefined;

/** The first-paint files of the web build (apps/web/vite.config.ts, `firstPaintFiles`), besides index.html. */
export const SHELL_FILES = [
  'shell-app.html',
  'shell-login.html',
  'shell-auth.html',
  'shell-bare.html',
] as const;
type TShellFile = (typeof SHELL_FILES)[number];

/**
 * Which variant of index.html a page starts from (ADR 0018). The build paints a static first screen in it:
 * the header and the hero for the home page (`index.html`), the header alone for the other pages
 * (`shell-app.html`), the login layout with the login form's card for /login (`shell-login.html`) and
 * without it for the layout's other pages (`shell-auth.html`), nothing for the room view (`shell-bare.html`).
 * Only the first paint differs; every variant loads the same app, which renders the real page over it. A
 * variant the build lacks falls back to index.html.
 */
export function shellFor(path: string, cookie: string | undefined, files: ReadonlySet<string>): string {
  const pick = (name: TShellFile) => (files.has(name) ? name : 'index.html');
  if (path === '/' && !hasSession(cookie)) return 'index.html';
  if (LOGIN_PAGE.test(path)) return pick('shell-login.html');
  if (LOGIN_LAYOUT_PAGES.test(path)) return pick('shell-auth.html');
  if (BARE_PAGES.test(path)) return pick('shell-bare.html');
  return pick('shell-app.html');
}

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
     * search), or null; the first that draws the page wins.
     */
    pagePreviews?: ((path: string, cookie: string | undefined) => Promise<string | null>)[];
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
  const shells = new Set(SHELL_FILES.filter((name) => existsSync(join(webDist, name))));
  // The header-only first paint with its slot for a page's own content (index.html's `<!--page-->`).
  const appShell = shells.has('shell-app.html') ? readFileSync(join(webDist, 'shell-app.html'), 'utf8') : '';
  const withPreview = async (path: string, cookie: string | undefined): Promise<string | null> => {
    if (!appShell.includes(PAGE_SLOT)) return null;
    try {
      let html: string | null = null;
      for (const preview of options.pagePreviews ?? []) {
        html = await preview(path, cookie);
        if (html !== null) break;
      }
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
      reply.type('text/html').sendFile(shellFor('/', request.headers.cookie, shells)),
    );
  } else {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve it');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWebApp && wantsPage && !API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const shell = shellFor(path, request.headers.cookie, shells);
      // The app sends a visitor from these pages to the login page: a preview would only flash.
      const signedIn = hasSession(request.headers.cookie);
      const preview =
        shell === 'shell-app.html' && signedIn ? await withPreview(path, request.headers.cookie) : null;
      if (preview !== null) return reply.type('text/html').header('cache-control', 'no-cache').send(preview);
      return reply.type('text/html').sendFile(shell);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
  });
}
