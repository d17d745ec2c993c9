import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppHeader } from '../src/app/layouts/header/AppHeader';
import { routes } from '../src/app/router';
import { firstPaintTable, type TFirstPaintRoute } from '../src/app/routes/first-paint-table';
import { BrandLogo } from '../src/components/BrandLogo';
import { Hero, StatsBand } from '../src/features/landing/pages/HomePage';

/** What the build writes into index.html's slots, and the table of paths it emits beside the files. */
export interface TFirstPaintRender {
  /** Static markup by slot name (`<!--render:name-->` in index.html). */
  slots: Record<string, string>;
  routes: TFirstPaintRoute[];
}

/** A component's markup as a visitor's browser first gets it, outside any page (links resolve as on `/`). */
const markup = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

/**
 * Renders the parts of the static first paint from the app's own components (ADR 0018), run by the build in
 * Vite's module runner (build/first-paint.ts): the home page's header as a visitor sees it, with its hero and
 * figures; and, for every other page under the header, the bar with the logo alone, since the signed-in
 * header's menu and account panel depend on the reader, whom a static file does not know. Also the router's
 * table of paths and shells for the server.
 */
export function renderFirstPaint(): TFirstPaintRender {
  return {
    slots: {
      home: markup(
        <>
          <AppHeader />
          <Hero />
          <StatsBand />
        </>,
      ),
      header: markup(
        <header className="site-header">
          <BrandLogo />
        </header>,
      ),
    },
    routes: firstPaintTable(routes),
  };
}
