import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadSession } from './lib/session';
import './styles.css';

async function start() {
  // Decrypting the session cookies is async (Web Crypto); do it once so the app can read the session synchronously.
  await loadSession().catch(() => undefined);
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
