import type { TJoinedLot } from '@bidright/domain';
import type { AuctionMessage } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveKeys } from '../api/query-keys';
import { liveLotStore } from '../stream/live-lot-store';
import { bidderLot, bidPlaced, joinedLot, ME } from '../stream/test/live-lot-fixtures';
import { JoinedLotsPanel, openMiniWindow } from './JoinedLotsPanel';

/** The panel, its lots fetched and `live` already delivered on the stream (into the live lot store). */
function renderPanel(options: { joined: TJoinedLot[]; current?: string; live?: AuctionMessage[] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const j of options.joined) queryClient.setQueryData(liveKeys.bidderLot(j.lotId), bidderLot(j.lotId));
  for (const message of options.live ?? []) liveLotStore(queryClient).apply(message);
  const element = (
    <JoinedLotsPanel
      currentLotId={options.current ?? '1'}
      joined={options.joined}
      userId={ME}
      onReceipt={() => {}}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/lot', element },
      { path: '/details/:lotId', element: <div>Main lot page</div> },
    ],
    { initialEntries: ['/lot'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { queryClient, router, ...view };
}

const windows = () => screen.queryAllByTestId('mini-lot-window');
const openButton = (lotId: string) =>
  within(screen.getAllByTestId('joined-lot').find((row) => row.dataset.lotId === lotId)!).getByTestId(
    'joined-lot-open',
  );

describe('openMiniWindow', () => {
  it('keeps at most 2 windows: a third closes the oldest and takes its place; an open one is left as it is', () => {
    const a = { lotId: 'a', slot: 0 };
    const b = { lotId: 'b', slot: 1 };
    expect(openMiniWindow([], 'a')).toEqual([a]);
    expect(openMiniWindow([a], 'b')).toEqual([a, b]);
    expect(openMiniWindow([a, b], 'c')).toEqual([b, { lotId: 'c', slot: 0 }]);
    expect(openMiniWindow([b], 'c')).toEqual([b, { lotId: 'c', slot: 0 }]);
    expect(openMiniWindow([a, b], 'a')).toEqual([a, b]);
  });
});

describe('JoinedLotsPanel', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the other joined lots, not the main one, and shows nothing when there are none', () => {
    const { unmount } = renderPanel({ joined: [joinedLot('1'), joinedLot('2'), joinedLot('3')] });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    const toggle = screen.getByRole('button', { name: 'My other auctions (2)', expanded: true });
    expect(toggle.textContent).toBe('My other auctions (2) ▼');
    const rows = screen.getAllByTestId('joined-lot');
    expect(rows.map((row) => row.dataset.lotId)).toEqual(['2', '3']);
    expect(rows[0]!.textContent).toContain('Lakeshore Auction Group · Paddle 102');
    unmount();
    renderPanel({ joined: [joinedLot('1')] });
    expect(screen.queryByTestId('joined-lots-panel')).toBeNull();
  });

  it("says when an auto lot starts, in the host's time zone; an open lot, a manual one and a closed one", () => {
    renderPanel({
      joined: [
        joinedLot('1'),
        joinedLot('2', { lotStartedTime: null, auctionStartTime: '2026-12-01T16:00:00.000Z' }),
        joinedLot('3', { lotStartedTime: null, auctionStartType: 'Manual' }),
        joinedLot('4'),
        joinedLot('5', { lotStoppedTime: '2026-03-02T16:00:00.000Z' }),
      ],
    });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    const text = (lotId: string) =>
      screen.getAllByTestId('joined-lot').find((row) => row.dataset.lotId === lotId)!.textContent;
    // 16:00 UTC on 1 December is 10:00 in Chicago (CST).
    expect(text('2')).toMatch(/Starts 12\/01\/2026 10:00 AM CST · opening \$100,000/);
    expect(text('3')).toContain('Not started · opening $100,000');
    expect(text('4')).toContain('Open · opening $100,000');
    expect(text('5')).toContain('Closed at $100,000');
  });

  it('shows my maximum on a joined lot and how it stands by the live bids, never one I do not have', () => {
    const live = [bidPlaced('3', 160_000, 4), bidPlaced('4', 140_000, 4, ME)];
    renderPanel({
      joined: [
        joinedLot('1'),
        joinedLot('2', { maximumBid: { amount: 150_000, leading: false } }),
        joinedLot('3', { maximumBid: { amount: 150_000, leading: true } }),
        joinedLot('4', { maximumBid: { amount: 150_000, leading: false } }),
        joinedLot('5'),
      ],
      live,
    });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    const maximumOf = (lotId: string) =>
      within(screen.getAllByTestId('joined-lot').find((row) => row.dataset.lotId === lotId)!).queryByTestId(
        'joined-lot-maximum',
      )?.textContent ?? null;
    expect(maximumOf('2')).toBe('Your maximum: $150,000');
    // Another bidder's $160,000 passed it, whatever the joined list said when it was read.
    expect(maximumOf('3')).toBe('Your maximum: $150,000 · exceeded');
    expect(maximumOf('4')).toBe('Your maximum: $150,000 · leading');
    expect(maximumOf('5')).toBeNull();
  });

  it('opens at most 2 mini windows: opening a third closes the oldest', () => {
    renderPanel({ joined: ['1', '2', '3', '4'].map((id) => joinedLot(id)) });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    fireEvent.click(openButton('2'));
    fireEvent.click(openButton('3'));
    expect(windows().map((w) => w.dataset.lotId)).toEqual(['2', '3']);
    expect(openButton('2').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(openButton('4'));
    expect(windows().map((w) => w.dataset.lotId)).toEqual(['3', '4']);
    expect(openButton('2').getAttribute('aria-pressed')).toBe('false');

    // The row button and the window's own close button both close it.
    fireEvent.click(openButton('3'));
    expect(windows().map((w) => w.dataset.lotId)).toEqual(['4']);
    fireEvent.click(within(windows()[0]!).getByTestId('mini-lot-close'));
    expect(windows()).toHaveLength(0);
  });

  it("shows the lot's live figures, follows the stream through the live lot store, and bids from the window", async () => {
    const { queryClient } = renderPanel({ joined: [joinedLot('1'), joinedLot('2')] });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    fireEvent.click(openButton('2'));
    const mini = windows()[0]!;
    expect(within(mini).getByTestId('mini-2-high-bid').textContent).toBe('$120,000');
    expect(within(mini).getByTestId('mini-2-min-bid').textContent).toBe('$120,500');
    expect(within(mini).getByTestId('bidding-power').textContent).toContain('$300,000');

    // A bid arrives on the one stream: the store it is applied to is what the window shows.
    act(() => liveLotStore(queryClient).apply(bidPlaced('2', 125_000, 4)));
    await vi.waitFor(() => expect(within(mini).getByTestId('mini-2-high-bid').textContent).toBe('$125,000'));
    expect(within(mini).getByTestId('mini-2-bid-count').textContent).toBe('3');

    const posted: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        posted.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        return new Response(
          JSON.stringify({
            lotId: '2',
            bidId: 'x',
            amount: 126_000,
            serverTime: '2026-03-02T15:07:00.000Z',
            seq: 5,
            stopTime: '2099-03-02T16:00:00.000Z',
            minBid: 126_500,
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      }),
    );
    fireEvent.change(within(mini).getByTestId('bid-amount'), { target: { value: '126000' } });
    fireEvent.click(within(mini).getByTestId('place-bid'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.url).toMatch(/\/api\/auctions\/9\/lots\/2\/bids$/);
    expect(posted[0]!.body).toEqual({ amount: 126_000 });
  });

  it("uses the live state's bids: the window knows when this bidder is the highest", () => {
    const live = [bidPlaced('2', 130_000, 4, ME)];
    renderPanel({ joined: [joinedLot('1'), joinedLot('2')], live });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    fireEvent.click(openButton('2'));
    const mini = windows()[0]!;
    expect(within(mini).getByText('You are the highest bidder.')).toBeTruthy();
    expect((within(mini).getByTestId('place-bid') as HTMLButtonElement).disabled).toBe(true);
  });

  it("has a 'view as main lot' link to /details/{lotId}", async () => {
    const { router } = renderPanel({ joined: [joinedLot('1'), joinedLot('2')] });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    fireEvent.click(openButton('2'));
    const link = within(windows()[0]!).getByRole('link', { name: 'view as main lot' });
    expect(link.getAttribute('href')).toBe('/details/2');
    fireEvent.click(link);
    await screen.findByText('Main lot page');
    expect(router.state.location.pathname).toBe('/details/2');
  });

  it('works from the keyboard: a window opens with focus on its title bar, moves by arrow keys, Escape closes it and focus returns to its Open button', () => {
    renderPanel({ joined: [joinedLot('1'), joinedLot('2')] });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    fireEvent.click(openButton('2'));
    const handle = screen.getByTestId('mini-lot-handle');
    expect(document.activeElement).toBe(handle);
    // The title bar tells a screen reader how to move and close the window.
    const hint = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(
      'Arrow keys move the window, with Shift in larger steps. Escape closes it.',
    );
    const left = Number.parseFloat(windows()[0]!.style.left);
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(windows()[0]!.style.left).toBe(`${Math.max(0, left - 160)}px`);
    fireEvent.keyDown(handle, { key: 'Escape' });
    expect(windows()).toHaveLength(0);
    expect(document.activeElement).toBe(openButton('2'));
  });

  it('is dragged by its title bar, stays inside the viewport, and reopens where it was left', () => {
    const { unmount } = renderPanel({ joined: [joinedLot('1'), joinedLot('2')] });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    fireEvent.click(openButton('2'));
    const handle = screen.getByTestId('mini-lot-handle');
    const box = () => windows()[0]!.style;
    const start = { x: Number.parseFloat(box().left), y: Number.parseFloat(box().top) };

    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: start.x + 10, clientY: start.y + 10 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 110, clientY: 60 });
    expect(box().left).toBe('100px');
    expect(box().top).toBe('50px');
    // Far past the right and bottom edges: held inside the 1024×768 viewport (300 wide, 360 high).
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 5000, clientY: 5000 });
    expect(box().left).toBe(`${window.innerWidth - 300}px`);
    expect(box().top).toBe(`${window.innerHeight - 360}px`);
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 210, clientY: 130 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    // Moves after the pointer is released do nothing.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 500, clientY: 500 });
    expect(box().left).toBe('200px');

    // Arrow keys on the focused title bar move it too.
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(box().left).toBe('184px');

    unmount();
    renderPanel({ joined: [joinedLot('1'), joinedLot('2')] });
    fireEvent.click(screen.getByTestId('joined-lots-toggle'));
    fireEvent.click(openButton('2'));
    expect(box().left).toBe('184px');
    expect(box().top).toBe('120px');
  });
});
