import type { TLiveAuction } from '@bidright/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubFetch } from '../../../test/fetch-router';
import { SLOW } from '../../../test/harness';
import { liveKeys } from '../api/query-keys';
import { ControlRoom } from '../control-room/ControlRoom';
import { BidderScreen } from '../lot-page/BidderScreen';
import { JoinedLotsPanel } from '../lot-page/JoinedLotsPanel';
import { liveLotStore } from '../stream/live-lot-store';
import { auctionLot, bidderLot, bidPlaced, joinedLot, ME } from '../stream/test/live-lot-fixtures';

/*
 * The client holds a live lot once (ADR 0073): the lot page, the joined-lots panel (its row and mini window)
 * and the control room all read lot 2 through the one reader, so one bid shows the same figures on each, and a
 * REST answer moves them only when it is newer than what the stream delivered.
 */

const auction = (lots = [auctionLot('2')]) =>
  ({
    ...bidderLot('2').auction,
    lots,
  }) as TLiveAuction;

function renderScreens() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(liveKeys.bidderLot('2'), bidderLot('2'));
  queryClient.setQueryData(liveKeys.bidderLot('1'), bidderLot('1'));
  queryClient.setQueryData(liveKeys.auction('9'), auction());
  for (const lotId of ['1', '2']) queryClient.setQueryData(liveKeys.maximumBid(lotId), null);
  const element = (
    <>
      <section data-testid="lot-page">
        <BidderScreen lotId="2" />
      </section>
      <section data-testid="panel">
        <JoinedLotsPanel
          currentLotId="1"
          joined={[joinedLot('1'), joinedLot('2')]}
          userId={ME}
          onReceipt={() => {}}
        />
      </section>
      <section data-testid="control-room">
        <ControlRoom auctionId="9" lotId="2" mode="presenter" />
      </section>
    </>
  );
  // The lot page puts its canonical address in the bar: every path shows the three screens.
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByTestId('joined-lots-toggle'));
  fireEvent.click(within(screen.getByTestId('panel')).getByTestId('joined-lot-open'));
  return queryClient;
}

/** High bid, minimum next bid and bid count as each screen shows them. */
function figures() {
  const lotPage = within(screen.getByTestId('lot-page'));
  const room = within(screen.getByTestId('control-room'));
  const mini = within(screen.getByTestId('mini-lot-window'));
  const row = within(screen.getByTestId('panel')).getAllByTestId('joined-lot')[0]!;
  const read = (scope: typeof lotPage, prefix = '') =>
    ['high-bid', 'min-bid', 'bid-count']
      .map((id) => scope.getByTestId(`${prefix}${id}`).textContent)
      .join(' ');
  return {
    lotPage: read(lotPage),
    controlRoom: read(room),
    mini: read(mini, 'mini-2-'),
    row: row.textContent,
  };
}

describe('one live lot on every screen (ADR 0073)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'shows one bid with the same figures on the lot page, the joined-lots panel and the control room',
    async () => {
      // The server's clock answers; everything else (the stream's calls, the streams panel) answers empty.
      stubFetch({ 'GET /api/auctions/servertime': () => ({ epochMs: Date.now() }) });
      const queryClient = renderScreens();
      const before = '$120,000 $120,500 2';
      expect(await screen.findAllByTestId('active-lot-title')).toHaveLength(1);
      expect(figures()).toMatchObject({ lotPage: before, controlRoom: before, mini: before });

      act(() => liveLotStore(queryClient).apply(bidPlaced('2', 125_000, 4)));
      const after = '$125,000 $125,500 3';
      await vi.waitFor(() =>
        expect(figures()).toMatchObject({ lotPage: after, controlRoom: after, mini: after }),
      );
      expect(figures().row).toContain('High bid $125,000');

      // A refetch older than the bid (seq 3) moves no screen back.
      act(() => {
        queryClient.setQueryData(liveKeys.bidderLot('2'), { ...bidderLot('2') });
        queryClient.setQueryData(liveKeys.auction('9'), auction());
      });
      expect(figures()).toMatchObject({ lotPage: after, controlRoom: after, mini: after });

      // Newer answers (seq 6) win on every screen that reads them.
      act(() => {
        queryClient.setQueryData(liveKeys.bidderLot('2'), {
          ...bidderLot('2'),
          seq: 6,
          highBid: 127_000,
          minBid: 127_500,
          bidCount: 5,
        });
        queryClient.setQueryData(
          liveKeys.auction('9'),
          auction([auctionLot('2', { seq: 6, highBid: 127_000, minBid: 127_500, bidCount: 5 })]),
        );
      });
      const newer = '$127,000 $127,500 5';
      await vi.waitFor(() =>
        expect(figures()).toMatchObject({ lotPage: newer, controlRoom: newer, mini: newer }),
      );
    },
    SLOW,
  );
});
