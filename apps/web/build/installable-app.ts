import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { entryClosure, entryClosurePlugin } from './entry-closure.ts';

/** The brand blue of the logo and the header (app/providers.tsx `BRAND_PRIMARY`). */
const THEME_COLOR = '#1f4e8c';
/** The page background (the theme's `colorBgLayout`), shown while the installed app starts. */
const BACKGROUND_COLOR = '#f4f6fa';

/**
 * The page the service worker answers a navigation with when the network is gone: the header shell of the
 * first paint (build/first-paint.ts `SHELL_FILES.header`), over which the app renders any route.
 */
export const OFFLINE_SHELL = 'shell-app.html';

/**
 * Whether the service worker takes a request: page navigations only, never the server's own paths (the
 * REST API, the live stream, files, the dev outbox, push keys: `API_PREFIXES` of the server's
 * static-files.ts). Workbox writes this function's source into sw.js, so it must stand alone.
 */
const isAppNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' &&
  !/^\/(api|connect|files|dev|updatepushnotificationkey)(\/|$)|^\/bidright\./.test(url.pathname);

/**
 * The installable app (ADR 0022), with vite-plugin-pwa:
 * - the web manifest (`/manifest.webmanifest`, linked from every shell) with the icons of public/icons;
 * - the service worker `/sw.js` (Workbox's generateSW). It precaches only what the offline shell needs: the
 *   shell page, the entry's static import closure (entry-closure.ts) and the icons, so a phone's first visit
 *   downloads little beyond the page itself (issue 41). Route chunks and their stylesheets are cached at run
 *   time, on first use (hashed names never change, so cache first). Every page navigation goes to the
 *   network (with navigation preload, so the server's first paint and page previews stay as they are) and
 *   is answered with the offline shell only when the network fails. The API and the live stream never pass
 *   through it. The Web Push alerts (public/push-alerts.js) are imported into it.
 * - A new worker waits until the reader presses Reload on the update prompt (`registerType: 'prompt'`);
 *   the app registers it itself after the page has loaded (lib/app-worker.ts), so nothing is injected.
 */
export function installableApp(): Plugin[] {
  return [entryClosurePlugin(), ...VitePWA(PWA_OPTIONS), devPushWorker()];
}

/**
 * The dev server has no built worker (vite-plugin-pwa builds it only for a build): it answers /sw.js with
 * the Web Push script alone, so alerts still show while developing. No offline shell there.
 */
function devPushWorker(): Plugin {
  return {
    name: 'bidright-dev-push-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.setHeader('cache-control', 'no-cache');
        response.end(readFileSync(join(server.config.publicDir, 'push-alerts.js')));
      });
    },
  };
}

/** Hashed build files (`/assets/…`): their names change with their content, so a cached one is always right. */
const isBuildAsset = ({ request, url }: { request: Request; url: URL }) =>
  request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/** The precache keeps the offline shell, the entry's closure and the icons; route chunks wait for first use. */
function keepShellAndEntry<TEntry extends { url: string }>(entries: TEntry[]) {
  const entry = entryClosure();
  const manifest = entries.filter(
    ({ url }) => url === OFFLINE_SHELL || entry.has(url) || url.startsWith('icons/'),
  );
  return { manifest, warnings: [] };
}

const PWA_OPTIONS: Parameters<typeof VitePWA>[0] = {
  strategies: 'generateSW',
  filename: 'sw.js',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Bidright',
    short_name: 'Bidright',
    description: 'Bidright: online platform for connecting buyers to homes.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
    // The push script is loaded by importScripts (and checked for updates with the worker) instead.
    globIgnores: ['push-alerts.js', '**/*.map'],
    manifestTransforms: [keepShellAndEntry],
    importScripts: ['push-alerts.js'],
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // No fallback route for every navigation: the server picks each page's first paint.
    navigateFallback: null,
    navigationPreload: true,
    runtimeCaching: [
      {
        urlPattern: isAppNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: OFFLINE_SHELL } },
      },
      {
        urlPattern: isBuildAsset,
        handler: 'CacheFirst',
        options: {
          cacheName: 'bidright-build-assets',
          // Each release brings new names; the oldest fall out, and a full disk empties the cache.
          expiration: { maxEntries: 400, purgeOnQuotaError: true },
        },
      },
    ],
    sourcemap: false,
  },
};
