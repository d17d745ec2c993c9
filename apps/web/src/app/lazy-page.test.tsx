import { describe, expect, it, vi } from 'vitest';
import { loadAntdStyles } from '../lib/antd-styles';
import { lazyPage, preloadElement } from './lazy-page';

vi.mock('../lib/antd-styles', () => ({ loadAntdStyles: vi.fn(() => Promise.resolve()) }));

const PlainPage = () => <p>plain</p>;
const StyledPage = () => <p>styled</p>;
const Plain = lazyPage(async () => ({ PlainPage }), 'PlainPage', { antdStyles: false });
const Styled = lazyPage(async () => ({ StyledPage }), 'StyledPage');

describe('lazyPage', () => {
  it("loads antd's stylesheet beside a page's code, unless the page says it draws no antd", async () => {
    await Promise.all(preloadElement(<Plain />));
    expect(loadAntdStyles).not.toHaveBeenCalled();

    await Promise.all(preloadElement(<Styled />));
    expect(loadAntdStyles).toHaveBeenCalledTimes(1);
  });
});
