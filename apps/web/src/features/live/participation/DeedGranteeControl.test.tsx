import { PURCHASE_PROFILE_CHANGE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { canChangeDeedGrantee, DeedGranteeControl } from './DeedGranteeControl';

const lot = (extra: Partial<TBidderLot> = {}) =>
  ({
    id: '7',
    lotStatus: 'Listed',
    startedTime: null,
    auction: { id: '3', isFinished: false, isCancelled: false },
    auctionBidder: { type: 'ONLINE', paddleNumber: 101, purchaseProfileId: '21' },
    ...extra,
  }) as TBidderLot;

const profiles = [
  { id: '21', name: 'Test Bidder' },
  { id: '22', name: 'Grantee Trust' },
];

describe('Deed grantee on the lot page (issue 31 item 6)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is offered to a registered bidder until the lot starts', () => {
    expect(canChangeDeedGrantee(lot(), true)).toBe(true);
    expect(canChangeDeedGrantee(lot(), false)).toBe(false);
    expect(canChangeDeedGrantee(lot({ startedTime: '2026-11-28T00:00:00.000Z' }), true)).toBe(false);
    expect(canChangeDeedGrantee(lot({ auctionBidder: null }), true)).toBe(false);
  });

  it(
    'shows the grantee and changes it through PUT /api/auctions/{auctionId}/bidders',
    async () => {
      const calls = stubApi({
        'GET /api/purchaseprofiles': () => jsonResponse(200, profiles),
        'PUT /api/auctions/3/bidders': () => jsonResponse(200, { auctionId: '3', purchaseProfileId: '22' }),
      });
      renderWithApp(<DeedGranteeControl lot={lot()} />, '/details/7');
      expect(await screen.findByText('Test Bidder')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Change' }));
      fireEvent.mouseDown(await screen.findByRole('combobox'));
      fireEvent.click(await screen.findByTitle('Grantee Trust'));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.key === 'PUT /api/auctions/3/bidders')).toEqual([
          { key: 'PUT /api/auctions/3/bidders', body: { purchaseProfileId: 22 } },
        ]),
      );
      expect(await screen.findByText(PURCHASE_PROFILE_CHANGE_MESSAGES.changed)).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows the server's refusal once a lot has started",
    async () => {
      stubApi({
        'GET /api/purchaseprofiles': () => jsonResponse(200, profiles),
        'PUT /api/auctions/3/bidders': () =>
          jsonResponse(400, { message: PURCHASE_PROFILE_CHANGE_MESSAGES.lotStarted }),
      });
      renderWithApp(<DeedGranteeControl lot={lot()} />, '/details/7');
      fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
      fireEvent.mouseDown(await screen.findByRole('combobox'));
      fireEvent.click(await screen.findByTitle('Grantee Trust'));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(PURCHASE_PROFILE_CHANGE_MESSAGES.lotStarted)).toBeTruthy();
    },
    SLOW,
  );
});
