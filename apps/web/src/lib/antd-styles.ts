/**
 * antd's prebuilt stylesheet, fetched once. The theme runs in antd's zero-runtime mode (app/providers.tsx), so
 * nothing antd draws is styled before this has loaded: every lazy page waits for it before its first render
 * (app/lazy-page.tsx), and the login page, which draws no antd of its own, loads it only once the reader acts
 * (and waits for it before a toast or the two-step modal), so opening /login parses no ~1 MB of CSS.
 */
let loading: Promise<unknown> | undefined;

export function loadAntdStyles(): Promise<unknown> {
  // A failed fetch (a dropped connection) must not keep a page, a login or a toast from showing: they show
  // unstyled instead, and the next caller tries again.
  loading ??= import('antd/dist/antd.css').catch(() => {
    loading = undefined;
  });
  return loading;
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
