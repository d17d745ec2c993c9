/**
 * The app's service worker (/sw.js, ADRs 0022 and 0049): registered once the page has loaded, so its install (the
 * precache of the build) never competes with the first page's downloads; and the news that a new version
 * is waiting, for the update prompt (components/UpdatePrompt.tsx).
 */

/** Reloads the page on the new version (the waiting worker takes over first). */
export type TReloadApp = () => Promise<void>;
type TUpdateListener = (reload: TReloadApp) => void;

/** How often a long-open page (a live auction) asks for a new version; browsers also ask on navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const listeners = new Set<TUpdateListener>();
let waiting: TReloadApp | null = null;

/** Calls `listener` when a new version is waiting (at once if one already is); answers the unsubscribe. */
export function onAppUpdate(listener: TUpdateListener): () => void {
  listeners.add(listener);
  if (waiting) listener(waiting);
  return () => {
    listeners.delete(listener);
  };
}

/** A new version is installed and waits; `reload` switches to it. */
export function announceAppUpdate(reload: TReloadApp): void {
  waiting = reload;
  for (const listener of listeners) listener(reload);
}

/** The window's `load`, then an idle moment (or a second, where the browser has no idle callback). */
function afterLoad(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 1000);
      }),
  );
}

/**
 * Registers the service worker after the page has loaded (a browser without service workers skips it).
 * vite-plugin-pwa's register module (Workbox's window library) reports a waiting version, which the update
 * prompt offers; the page checks for one every hour while it stays open.
 */
export async function startAppWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await afterLoad();
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      announceAppUpdate(async () => {
        // The page reloads once the new version controls it (whichever way it was installed).
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        await update(true);
      }),
    onRegisteredSW: (_url, registration) => {
      // Said on the page, so that a journey can tell this page's registration from a later release's.
      document.documentElement.dataset.appWorker = 'registered';
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => console.warn('The service worker did not register', error),
  });
}
