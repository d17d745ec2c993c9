import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SalesChart } from './SalesChart';

const POINTS = [
  { label: 'Oct', amount: 152_000, lots: 2 },
  { label: 'Nov', amount: 98_500, lots: 1 },
];

/** jsdom has no IntersectionObserver: one the test drives, as the browser would on a scroll. */
function observeByHand() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    scrollNear: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('SalesChart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a screen reader its figures as a table, and hides the drawing', () => {
    const { container } = render(<SalesChart points={POINTS} />);
    const table = screen.getByRole('table', { name: 'Sold amounts by period' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['PeriodSoldLots', 'Oct$152,0002', 'Nov$98,5001']);
    expect(container.querySelector('figure > div')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws only once the reader nears it, holding its height until then; the table is there at once', async () => {
    const { scrollNear } = observeByHand();
    // The drawing's module already loaded: were it shown at once, it would be on screen after one flush.
    await import('./SalesDrawing');
    const { container } = render(<SalesChart points={POINTS} />);
    await act(async () => {});
    const drawing = () => container.querySelector('.recharts-responsive-container');
    expect(screen.getByRole('table', { name: 'Sold amounts by period' })).toBeTruthy();
    expect(drawing()).toBeNull();
    expect((container.querySelector('figure > div > div') as HTMLElement).style.height).toBe('180px');
    await scrollNear();
    await waitFor(() => expect(drawing()).not.toBeNull());
  });
});
