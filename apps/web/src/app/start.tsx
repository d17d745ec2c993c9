import '../lib/zod-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { UpdatePrompt } from '../components/UpdatePrompt';
import { startAppWorker } from '../lib/app-worker';
import { nextTask } from '../lib/next-task';
import { watchScrollBoxes } from '../lib/scroll-regions';
import { loadSession } from '../lib/session';
import { rememberTimeZoneOffset } from '../lib/time-zone-cookie';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter, prefetchRouteData, preloadRoute, settleCanonicalPath } from './router';

/** The longest the first render waits for the first page's data; past it the page shows its skeleton. */
const FIRST_DATA_WAIT_MS = 2000;

/** Reads the session, loads the first page's code and data, and renders the app over the static first paint. */
export async function start() {
  // Decrypting the session cookies is async (Web Crypto); do it once so the app can read the session
  // synchronously. The first page's code and (once the session is known) its data load meanwhile, so it
  // renders with the shell in one go instead of after a skeleton.
  const client = createQueryClient();
  rememberTimeZoneOffset();
  const { pathname } = window.location;
  const session = loadSession();
  // React Router keeps a link's state in history.state.usr.
  const data = session.then(() => prefetchRouteData(client, pathname, window.history.state?.usr));
  const dataOrTimeout = Promise.race([
    data,
    new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
  await Promise.allSettled([session, ...preloadRoute(pathname), dataOrTimeout]);
  await settleCanonicalPath(client, pathname);
  // The page's modules were evaluated as their imports settled, in the task that ends here; creating the
  // router and the root goes in a task of its own (each is tens of milliseconds on a phone).
  await nextTask();
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const app = createRoot(root);
  // As a transition, the first render is done in slices between frames (the static first paint stays on
  // screen meanwhile) rather than in one long task that would hold up taps and scrolling.
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders client={client}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </AppProviders>
      </StrictMode>,
    );
  });
  // Wide tables scroll by keyboard too (lib/scroll-regions.ts).
  watchScrollBoxes(root);
  // The installable app's service worker (offline shell, Web Push, updates), once the page has loaded.
  void startAppWorker();
}
