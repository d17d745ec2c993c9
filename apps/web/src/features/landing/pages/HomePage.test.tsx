import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/harness';
import { HomePage } from './HomePage';

/** A stand-in IntersectionObserver whose observed elements the test brings into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed elements come into view. */
  reveal() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('HomePage', () => {
  // The sections' module (the lazy chunk: carousels, maps, the blog) takes vitest seconds to transform on a
  // busy machine; transformed once here, the tests wait only for what they test, not for the compiler.
  beforeAll(() => import('../components/HomeSections'), 60_000);
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // The sections' lists ask the API; empty answers are enough here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, [])),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the hero and figures at once and the sections below only once the reader nears them', async () => {
    renderRoutes('/', { '/': <HomePage /> });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Online platform for connecting buyers to homes' }),
    ).toBeTruthy();
    expect(screen.getByTestId('stats-band').textContent).toContain('10k+');
    expect(screen.queryByText('How Bidright works')).toBeNull();

    const observer = FakeIntersectionObserver.instances.at(-1);
    expect(observer?.targets).toEqual([screen.getByTestId('home-sections-marker')]);
    act(() => observer?.reveal());
    expect(await screen.findByText('How Bidright works')).toBeTruthy();
    expect(screen.queryByTestId('home-sections-marker')).toBeNull();
  });

  it('loads the sections at once when a link asks for the listings (/#listings), and scrolls to them', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoutes('/#listings', { '/': <HomePage /> });
    expect(await screen.findByText('How Bidright works')).toBeTruthy();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('listings'));
  });
});
