import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadAllPages } from '../app/lazy-page';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { setNavigator } from '../lib/navigation';

// Pages are lazy; tests mount them as the old static routes did, with every page's code already loaded.
await preloadAllPages();

/** Mounts the whole route tree at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
