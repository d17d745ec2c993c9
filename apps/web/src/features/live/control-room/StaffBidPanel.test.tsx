import type { TLiveAuctionLot } from '@bidright/domain';
import type { Lot } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-router';
import { renderWithApp } from '../../../test/harness';
import type { TLiveLotState } from '../stream/live-reducer';
import { lotInfoFrom, type TLiveBidderEntry } from '../stream/stream-lot';
import { StaffBidPanel } from './StaffBidPanel';

vi.setConfig({ testTimeout: 60_000 });

/** An open lot at $50,000 (next minimum $50,500), its live fields as the one reader gives them. */
const lot = {
  id: '5',
  requiredDown: 10,
  startedTime: '2026-11-27T15:00:00.000Z',
  stoppedTime: null,
  highBid: 50_000,
  minBid: 50_500,
} as TLiveAuctionLot;

function bidder(id: string, paddleNumber: number, maxBidAmount: number): TLiveBidderEntry {
  return {
    id,
    paddleNumber,
    firstName: 'Room',
    lastName: `Bidder ${id}`,
    userName: `room${id}`,
    maxBidAmount,
    enteredDate: '2026-11-27T15:00:00.000Z',
    leftDate: '',
    lastBid: null,
    wins: [],
    type: 'INPERSON',
  };
}

/** The stream's state of the lot: bidder 7 locked $5,100 (bids up to $51,000). */
function openLot(extra: Partial<TLiveLotState> = {}): TLiveLotState {
  return {
    lot: lotInfoFrom({ id: '5' } as Lot),
    activeBidders: [bidder('7', 101, 5_100), bidder('8', 102, 20_000)],
    leftBidders: [],
    bids: [],
    minBidIncrements: 500,
    seq: 1,
    lotSeq: 1,
    me: null,
    isKicked: false,
    lastEvent: null,
    ...extra,
  };
}

async function chooseBidder(paddle: number) {
  fireEvent.mouseDown(within(screen.getByTestId('staff-bid-bidder')).getByRole('combobox'));
  fireEvent.click(await screen.findByText(new RegExp(`^${paddle} ·`)));
}

describe('the staff bid for an in-room bidder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers +$100, +$500 and +$1,000 on the next minimum bid, capped by the bidder deposit', async () => {
    stubFetch({});
    renderWithApp(<StaffBidPanel auctionId="3" lot={lot} live={openLot()} />);
    // No bidder chosen: nothing to bid for.
    for (const step of [100, 500, 1000])
      expect(screen.getByTestId(`staff-quick-bid-${step}`).hasAttribute('disabled')).toBe(true);
    await chooseBidder(101);
    expect(screen.getByTestId('staff-quick-bid-100').textContent).toBe('+$100');
    expect(screen.getByTestId('staff-quick-bid-100').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('staff-quick-bid-500').hasAttribute('disabled')).toBe(false);
    // $50,500 + $1,000 is over the $51,000 this bidder's deposit allows.
    expect(screen.getByTestId('staff-quick-bid-1000').hasAttribute('disabled')).toBe(true);
  });

  it('places the quick bid for the chosen bidder at the next minimum bid plus the step', async () => {
    const api = stubFetch({
      'POST /api/auctions/3/lots/5/bids/placebid': { lotId: '5', amount: 51_000 },
    });
    renderWithApp(<StaffBidPanel auctionId="3" lot={lot} live={openLot()} />);
    await chooseBidder(101);
    fireEvent.click(screen.getByTestId('staff-quick-bid-500'));
    await waitFor(() => expect(api.callsTo('POST', '/api/auctions/3/lots/5/bids/placebid')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auctions/3/lots/5/bids/placebid')[0]!.body).toEqual({
      amount: 51_000,
      bidderId: 7,
    });
  });

  it('offers none to the current highest bidder', async () => {
    stubFetch({});
    const live = openLot({ bids: [{ bidderId: '8' } as TLiveLotState['bids'][number]] });
    renderWithApp(<StaffBidPanel auctionId="3" lot={lot} live={live} />);
    await chooseBidder(102);
    for (const step of [100, 500, 1000])
      expect(screen.getByTestId(`staff-quick-bid-${step}`).hasAttribute('disabled')).toBe(true);
  });
});
