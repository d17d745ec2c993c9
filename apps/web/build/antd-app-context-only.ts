import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The module the build ships as antd's `App` (its context reader only). */
export const LIGHT_APP = join(import.meta.dirname, '..', 'src', 'lib', 'antd-app.ts');

/** antd's index, whose `export { default as App } from './app'` this plugin answers. */
const ANTD_INDEX = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;

/**
 * `App.useApp()` is all the app takes from antd's App (29 call sites), but the call keeps antd's App component
 * (index.js assigns `useApp` onto it) and so its message, notification and modal holders' code in every page
 * that calls it, and in the start (ADR 0080). The build gives antd's index `src/lib/antd-app.ts` for `./app`:
 * the same `useApp`, reading the same context, which app/providers.tsx fills. The dev server (antd prebundled)
 * and the tests keep antd's own App, whose `useApp` reads the same context.
 */
export function antdAppContextOnly(): Plugin {
  return {
    name: 'bidright-antd-app-context-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './app' && importer && ANTD_INDEX.test(importer)) return LIGHT_APP;
      return null;
    },
  };
}
