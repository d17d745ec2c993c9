import { useSyncExternalStore } from 'react';

/** antd's breakpoints (Grid, `responsiveMap`): the media query that makes each screen size true. */
const QUERIES = {
  xs: '(max-width: 575px)',
  sm: '(min-width: 576px)',
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
  xl: '(min-width: 1200px)',
  xxl: '(min-width: 1600px)',
} as const;

export type TScreens = Record<keyof typeof QUERIES, boolean>;

const names = Object.keys(QUERIES) as (keyof typeof QUERIES)[];
let cached: { key: string; screens: TScreens } | null = null;

function readScreens(): TScreens {
  const matches = names.map((name) => window.matchMedia(QUERIES[name]).matches);
  const key = matches.join();
  if (cached?.key !== key) {
    cached = { key, screens: Object.fromEntries(names.map((name, at) => [name, matches[at]])) as TScreens };
  }
  return cached.screens;
}

/** Whether the window is at least antd's screen size `name` now (outside React: a route's data loader). */
export function isScreen(name: keyof typeof QUERIES): boolean {
  return window.matchMedia(QUERIES[name]).matches;
}

function subscribe(onChange: () => void): () => void {
  const lists = names.map((name) => window.matchMedia(QUERIES[name]));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * Which of antd's screen sizes the window is at, as `Grid.useBreakpoint()` answers, but right from the first
 * render: antd's hook answers `{}` until a layout effect has run, then re-renders the caller (and everything
 * under it) synchronously, which on a whole page is one of the longest tasks of its load.
 */
export function useScreens(): TScreens {
  return useSyncExternalStore(subscribe, readScreens);
}
