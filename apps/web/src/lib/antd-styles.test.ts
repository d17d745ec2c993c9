import { afterEach, describe, expect, it, vi } from 'vitest';

const PARTS = ['/assets/antd-1.css', '/assets/antd-2.css', '/assets/antd-3.css'];

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('virtual:antd-stylesheet');
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.remove();
});

async function loadModule() {
  vi.doMock('virtual:antd-stylesheet', () => ({ ANTD_STYLESHEET_URLS: PARTS }));
  return import('./antd-styles');
}

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const linkOf = (href: string) => links().find((link) => link.getAttribute('href') === href);
/** jsdom fetches no stylesheets: the test says how each one fared. */
const settle = (href: string, outcome: 'load' | 'error') => linkOf(href)?.dispatchEvent(new Event(outcome));

describe('loadAntdStyles', () => {
  it('adds every part once, in cascade order, and resolves when all have loaded', async () => {
    const { loadAntdStyles } = await loadModule();
    let isLoaded = false;
    const first = loadAntdStyles().then(() => {
      isLoaded = true;
    });
    const second = loadAntdStyles();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(PARTS);

    // Parts land in any order; the page waits for the last.
    settle(PARTS[2] as string, 'load');
    settle(PARTS[0] as string, 'load');
    await Promise.resolve();
    expect(isLoaded).toBe(false);
    settle(PARTS[1] as string, 'load');
    await Promise.all([first, second, loadAntdStyles()]);
    expect(isLoaded).toBe(true);
    expect(links()).toHaveLength(PARTS.length);
  });

  it('resolves when a part fails, so nothing waiting on it is held up, and fetches only that part again, in its place', async () => {
    const { loadAntdStyles } = await loadModule();
    const loading = loadAntdStyles();
    settle(PARTS[0] as string, 'load');
    settle(PARTS[1] as string, 'error');
    settle(PARTS[2] as string, 'load');
    await expect(loading).resolves.toBeUndefined();
    expect(linkOf(PARTS[1] as string)).toBeUndefined();

    const retry = loadAntdStyles();
    // Back in its place in the cascade, before the part after it.
    expect(links().map((link) => link.getAttribute('href'))).toEqual(PARTS);
    settle(PARTS[1] as string, 'load');
    await expect(retry).resolves.toEqual([undefined, undefined, undefined]);
  });

  it('starts on the first input only, and stops listening after it', async () => {
    const { loadAntdStylesOnFirstInput } = await loadModule();
    const stop = loadAntdStylesOnFirstInput();
    await Promise.resolve();
    expect(links()).toHaveLength(0);
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(links()).toHaveLength(PARTS.length);
    stop();
  });
});
