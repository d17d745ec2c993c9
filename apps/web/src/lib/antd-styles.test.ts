import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('antd/dist/antd.css');
});

/** Stands in for antd's stylesheet, which loads fine; the answer counts its fetches. */
function countStylesheetFetches() {
  const fetched = vi.fn();
  vi.doMock('antd/dist/antd.css', () => {
    fetched();
    return {};
  });
  return fetched;
}

describe('loadAntdStyles', () => {
  it('fetches the stylesheet once for every caller', async () => {
    const fetched = countStylesheetFetches();
    const { loadAntdStyles } = await import('./antd-styles');
    await Promise.all([loadAntdStyles(), loadAntdStyles()]);
    await loadAntdStyles();
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('resolves when the fetch fails, so nothing waiting on it is held up, and tries again next time', async () => {
    let attempts = 0;
    vi.doMock('antd/dist/antd.css', () => {
      attempts += 1;
      throw new Error('Unable to preload CSS');
    });
    const { loadAntdStyles } = await import('./antd-styles');
    await expect(loadAntdStyles()).resolves.toBeUndefined();
    vi.resetModules();
    await expect(loadAntdStyles()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });

  it('starts on the first input only, and stops listening after it', async () => {
    const fetched = countStylesheetFetches();
    const { loadAntdStylesOnFirstInput } = await import('./antd-styles');
    const stop = loadAntdStylesOnFirstInput();
    await Promise.resolve();
    expect(fetched).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    stop();
  });
});
