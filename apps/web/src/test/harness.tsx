import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { jsonResponse } from './fixtures';

/** Per-test time limit for the heavier antd interactions. */
export const SLOW = 90_000;

/**
 * Light test harness for feature components: the app's providers and a memory router holding only the
 * given routes (the full layout with header and footer is slow under jsdom on a busy machine).
 */
export function renderRoutes(path: string, routes: Record<string, ReactNode>) {
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([routePath, element]) => ({ path: routePath, element })),
      { path: '*', element: <div>Elsewhere</div> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** One element at one route (default /account/personal), inside the app's providers. */
export function renderWithApp(element: ReactNode, path = '/account/personal') {
  return renderRoutes(path, { [path]: element });
}

type TRoute = (body: unknown) => Response | Promise<Response>;

/** Stubs fetch, answering by "METHOD /path" (404 otherwise); returns the calls with their JSON bodies. */
export function stubApi(routes: Record<string, TRoute>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const route = routes[key];
      return route ? route(body) : jsonResponse(404, { message: `No stub for ${key}` });
    }),
  );
  return calls;
}
