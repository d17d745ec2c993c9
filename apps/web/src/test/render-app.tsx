import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadFeedback } from '../app/feedback/FeedbackProvider';
import { preloadAllPages } from '../app/lazy-page';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { setNavigator } from '../lib/navigation';

// Pages are lazy; tests mount them as the old static routes did, with every page's code already loaded, and
// antd's message, notification and modal holders' (app/feedback/) too.
await Promise.all([preloadAllPages(), preloadFeedback()]);

/** Mounts the whole route tree at `path` in a memory router (with `client` as its query cache, if given). */
export function renderApp(path: string, options: { client?: QueryClient } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const view = render(
    <AppProviders client={options.client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
