import { describe, expect, it, vi } from 'vitest';
import { loadAntdStyles } from '../lib/antd-styles';
import { lazyPage, preloadElement } from './lazy-page';

vi.mock('../lib/antd-styles', () => ({ loadAntdStyles: vi.fn(() => Promise.resolve()) }));

describe('lazyPage', () => {
  it("loads antd's stylesheet beside a page's code, unless the page says it draws no antd", async () => {
    const Plain = lazyPage(async () => ({ Plain: () => <p>plain</p> }), 'Plain', { antdStyles: false });
    await Promise.all(preloadElement(<Plain />));
    expect(loadAntdStyles).not.toHaveBeenCalled();

    const Styled = lazyPage(async () => ({ Styled: () => <p>styled</p> }), 'Styled');
    await Promise.all(preloadElement(<Styled />));
    expect(loadAntdStyles).toHaveBeenCalledTimes(1);
  });
});
