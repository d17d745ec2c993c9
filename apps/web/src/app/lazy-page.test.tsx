import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadAntdStyles } from '../lib/antd-styles';
import { lazyPage, preloadComponent, preloadElement } from './lazy-page';

vi.mock('../lib/antd-styles', () => ({ loadAntdStyles: vi.fn(() => Promise.resolve()) }));

const PlainPage = () => <p>plain</p>;
const StyledPage = () => <p>styled</p>;
const PanelPart = () => <p>panel</p>;
const Plain = lazyPage(async () => ({ PlainPage }), 'PlainPage', { antdStyles: false });
const Styled = lazyPage(async () => ({ StyledPage }), 'StyledPage');

describe('lazyPage', () => {
  it("loads antd's stylesheet beside a page's code, unless the page says it draws no antd", async () => {
    await Promise.all(preloadElement(<Plain />));
    expect(loadAntdStyles).not.toHaveBeenCalled();

    await Promise.all(preloadElement(<Styled />));
    expect(loadAntdStyles).toHaveBeenCalledTimes(1);
  });

  it("shows a part's own fallback until its code arrives, and a preloaded part at once", async () => {
    // One module, as import() gives the same one to every caller.
    let release = () => {};
    const module = new Promise<{ PanelPart: typeof PanelPart }>((resolve) => {
      release = () => resolve({ PanelPart });
    });
    const Part = lazyPage(() => module, 'PanelPart', {
      antdStyles: false,
      fallback: <span>waiting</span>,
    });
    const first = render(<Part />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const loading = preloadComponent(Part);
    release();
    await loading;
    expect(await screen.findByText('panel')).toBeTruthy();
    first.unmount();

    // Once loaded, the first render draws it: no fallback, no second render.
    render(<Part />);
    expect(screen.getByText('panel')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(preloadComponent(PanelPart)).toBeUndefined();
  });

  it('shows a page that says so, inside the layout, when the code cannot be fetched (offline)', async () => {
    const Offline = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'OfflinePage',
      {
        antdStyles: false,
      },
    );
    render(<Offline />);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection, then reload the page.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
