import { ANTD_STYLESHEET_URLS } from 'virtual:antd-stylesheet';

/**
 * antd's prebuilt stylesheet, fetched once. The theme runs in antd's zero-runtime mode (app/providers.tsx), so
 * nothing antd draws is styled before this has loaded: every lazy page waits for it before its first render
 * (app/lazy-page.tsx), and the login page, which draws no antd of its own, loads it only once the reader acts
 * (and waits for it before a toast or the two-step modal), so opening /login parses no ~1 MB of CSS.
 *
 * The build cuts the stylesheet into parts (build/antd-stylesheet.ts) so that no one parse is a long task;
 * their `<link>`s go in in order, so they cascade as the whole file did whatever order they arrive in.
 */
const parts = new Map<string, { link: HTMLLinkElement; loading: Promise<void> }>();

function loadPart(href: string, at: number): Promise<void> {
  const known = parts.get(href);
  if (known) return known.loading;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loading = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      // The next caller tries this part again.
      link.remove();
      parts.delete(href);
      reject(new Error(`antd stylesheet part ${href} did not load`));
    });
  });
  parts.set(href, { link, loading });
  // In cascade order even when a part is fetched again after the ones behind it have loaded.
  const next = ANTD_STYLESHEET_URLS.slice(at + 1)
    .map((later) => parts.get(later)?.link)
    .find((later) => later !== undefined);
  if (next) next.before(link);
  else document.head.append(link);
  return loading;
}

export function loadAntdStyles(): Promise<unknown> {
  // A failed fetch (a dropped connection) must not keep a page, a login or a toast from showing: they show
  // unstyled instead, and the next caller fetches what is missing.
  return Promise.all(ANTD_STYLESHEET_URLS.map((href, at) => loadPart(href, at))).catch(() => undefined);
}

/** Starts loading the stylesheet on the reader's first tap, key, focus or input (a password manager's too). */
export function loadAntdStylesOnFirstInput(): () => void {
  const events = ['pointerdown', 'keydown', 'focusin', 'input'] as const;
  const load = () => {
    stop();
    void loadAntdStyles();
  };
  const stop = () => {
    for (const type of events) document.removeEventListener(type, load, true);
  };
  for (const type of events) document.addEventListener(type, load, { capture: true, passive: true });
  return stop;
}
