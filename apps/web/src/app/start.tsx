import '../lib/zod-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadSession } from '../lib/session';
import { AppProviders } from './providers';
import { createAppRouter, preloadRoute } from './router';

/** Reads the session, loads the first page's code, and renders the app over the static first paint. */
export async function start() {
  // Decrypting the session cookies is async (Web Crypto); do it once so the app can read the session
  // synchronously. The first page's code loads meanwhile, so it renders with the shell in one go instead of
  // after a skeleton.
  await Promise.allSettled([loadSession(), ...preloadRoute(window.location.pathname)]);
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const app = createRoot(root);
  // As a transition, the first render is done in slices between frames (the static first paint stays on
  // screen meanwhile) rather than in one long task that would hold up taps and scrolling.
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
