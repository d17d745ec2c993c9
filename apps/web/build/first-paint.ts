import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TFirstPaintShell, TFirstPaintTable } from '@bidright/domain';
import { type Plugin, runnerImport } from 'vite';
import { antdStylesheet } from './antd-stylesheet.ts';
import type { TFirstPaintRender } from './first-paint-render.tsx';

/**
 * The table of paths the server picks a page's first paint from (apps/server/src/plugins/static-files.ts): the
 * domain's `FIRST_PAINT_TABLE`, spelled again here so that the Vite config, which Node loads, takes only types
 * from the domain.
 */
export const FIRST_PAINT_TABLE = 'first-paint.json';

/**
 * The app's pages and who may open each (app/routes/screen-table.ts), which the browser journeys that walk
 * every screen of a role read (e2e/support/screens.ts).
 */
export const SCREEN_TABLE = 'screens.json';

/** The file the build writes for each shell (the domain's `TFirstPaintShell`). */
export const SHELL_FILES: Record<TFirstPaintShell, string> = {
  home: 'index.html', // the home page for a visitor
  header: 'shell-app.html', // pages under the header
  login: 'shell-login.html', // /login
  'login-layout': 'shell-auth.html', // the other pages of the login layout
  bare: 'shell-bare.html', // pages with neither (the room view)
};

/** A marked part of index.html (`<!--name-->…<!--/name-->`). */
const part = (name: string) => new RegExp(`<!--${name}-->[\\s\\S]*?<!--/${name}-->`, 'g');
const without = (html: string, ...names: string[]) =>
  names.reduce((text, name) => text.replace(part(name), ''), html);

/**
 * The first paint of each shell (ADR 0018), by file name, cut from index.html's marked parts: the home page's
 * header, hero and figures (`home`), the header alone (`header`), both in the header's frame (`boot`), and
 * the login pages' layout (`login`) with the login form's card (`card`).
 */
export function firstPaintFiles(html: string): Record<string, string> {
  const byShell: Record<TFirstPaintShell, string> = {
    home: without(html, 'header', 'login'),
    header: without(html, 'home', 'login'),
    login: without(html, 'boot'),
    'login-layout': without(html, 'boot', 'card'),
    bare: without(html, 'boot', 'login'),
  };
  return Object.fromEntries(
    Object.entries(byShell).map(([shell, text]) => [SHELL_FILES[shell as TFirstPaintShell], text]),
  );
}

/** Fills index.html's `<!--render:name-->` slots with the rendered markup. */
const fillSlots = (html: string, slots: Record<string, string>) =>
  html.replace(/<!--render:([\w-]+)-->/g, (slot, name: string) => {
    const markup = slots[name];
    if (markup === undefined) throw new Error(`bidright-first-paint: nothing renders ${slot}`);
    return markup;
  });

const RENDERER = join(import.meta.dirname, 'first-paint-render.tsx');

const NO_STYLES = '\0bidright-first-paint-no-styles';

/**
 * The renderer draws markup only: a stylesheet a rendered component imports (its own sheet, beside it) becomes
 * an empty module there. The first paint's styles are the sheet the build links in every page's head
 * (src/styles/first-paint.css); Vite's own CSS handling does not run in the renderer's module runner.
 */
function withoutStyles(): Plugin {
  return {
    name: 'bidright-first-paint-no-styles',
    enforce: 'pre',
    resolveId: (source) => (/\.css(\?|$)/.test(source) ? NO_STYLES : undefined),
    load: (id) => (id === NO_STYLES ? 'export {};' : undefined),
  };
}

/**
 * Writes the static first paint from the app's own components and the table of paths the server reads
 * (ADR 0018). The components (build/first-paint-render.tsx) are rendered in Vite's module runner with
 * react-dom/server into index.html's slots; the build then writes one file per shell (`SHELL_FILES`) and
 * `first-paint.json`: the router's paths, as patterns in the order the router ranks them, with each one's
 * shell and page preview, and the templates (with named slots) that the server fills for a page's preview;
 * and `screens.json`, the router's pages and who may open each, for the browser journeys. The dev server
 * renders once at start and sends the home page's file everywhere.
 */
export function firstPaint(): Plugin {
  let outDir = '';
  let define: Record<string, unknown> = {};
  let root = '';
  let rendered: Promise<TFirstPaintRender> | undefined;
  // Kept from the HTML's transform, so that closeBundle writes synchronously, before the precompress step reads.
  let table: TFirstPaintRender['routes'] | undefined;
  let templates: TFirstPaintRender['templates'] = {};
  let screens: TFirstPaintRender['screens'] | undefined;
  const render = () => {
    rendered ??= runnerImport<typeof import('./first-paint-render.tsx')>(RENDERER, {
      configFile: false,
      root,
      logLevel: 'warn',
      define,
      plugins: [withoutStyles(), antdStylesheet()],
    }).then(({ module }) => module.renderFirstPaint());
    return rendered;
  };
  return {
    name: 'bidright-first-paint',
    configResolved(config) {
      outDir = config.build.outDir;
      define = config.define ?? {};
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html, context) => {
        const { slots, routes, templates: rendered, screens: pages } = await render();
        table = routes;
        templates = rendered;
        screens = pages;
        const filled = fillSlots(html, slots);
        return context.server ? without(filled, 'header', 'login') : filled;
      },
    },
    closeBundle() {
      const path = join(outDir, 'index.html');
      if (!existsSync(path)) return; // the dev server, or a build that failed before writing
      const html = readFileSync(path, 'utf8');
      if (!['<!--boot-->', '<!--card-->', '<!--page-->'].every((marker) => html.includes(marker))) {
        throw new Error('bidright-first-paint: index.html lost its markers');
      }
      for (const [name, text] of Object.entries(firstPaintFiles(html)))
        writeFileSync(join(outDir, name), text);
      if (!table) throw new Error('bidright-first-paint: the routes were not rendered');
      const file: TFirstPaintTable = { shells: SHELL_FILES, routes: table, templates };
      writeFileSync(join(outDir, FIRST_PAINT_TABLE), `${JSON.stringify(file, null, 1)}\n`);
      writeFileSync(join(outDir, SCREEN_TABLE), `${JSON.stringify(screens, null, 1)}\n`);
    },
  };
}
