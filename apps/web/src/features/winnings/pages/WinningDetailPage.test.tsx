import type { TWinningRecord } from '@bidright/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes, SLOW, stubApi } from '../../../test/harness';
import { WinningDetailPage } from './WinningDetailPage';

/** A won lot whose deposit and full payment are both past due, with one case document. */
const pastDueWinning: TWinningRecord = {
  id: '1',
  lotId: '9',
  lotNumber: 1,
  status: 'Approved',
  lotStatus: 'PendingTransaction',
  caseId: '4',
  caseNumber: '2026CH01041',
  county: 'Cook',
  caseFirmName: 'Wabash & Monroe',
  caseFileNumber: 'WM-1',
  requiredDown: 10,
  winner: {
    bidId: '5',
    bidBidderFullName: 'Test Bidder',
    bidderUserName: 'bidder1',
    phoneNumber: null,
    bidAmount: 200_000,
    bidPaddleNumber: 101,
    purchaseProfileName: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    reliefFee: 0,
    type: 'ONLINE',
    county: null,
  },
  winnerCreatedDate: '2026-11-20T16:00:00.000Z',
  depositReceivedDate: null,
  paymentReceivedDate: null,
  deedDelivery: null,
  deedShippingAddress: null,
  auctionHost: { name: 'Lakeshore', wireInstructionsUrl: null, phoneNumber: null, supportEmail: null },
  auction: null,
  properties: [],
  documents: [
    {
      id: '31',
      caseId: '4',
      name: 'Judgment.pdf',
      typeId: '2',
      typeName: 'Judgment',
      createdDate: '2026-11-01T00:00:00.000Z',
      createdBy: 'auctioneer',
      fileSize: 1000,
      url: '/files/judgment.pdf',
      isVisibleToBidder: true,
      isVisibleToClient: true,
    },
  ],
  payment: {
    depositAmount: 20_000,
    remainingAmount: 180_000,
    reliefFee: 0,
    totalAmount: 200_000,
    depositDueDate: '2026-11-20T18:00:00.000Z',
    balanceDueDate: '2026-11-21T20:00:00.000Z',
    isDepositPastDue: true,
    isFullPaymentPastDue: true,
    paymentDayRule: 'calendar',
  },
  timeZone: 'America/Chicago',
} as TWinningRecord;

describe('A past-due winning (issue 31 item 8)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'shows the warnings and still lists the case documents',
    async () => {
      stubApi({ 'GET /api/bidders/winning/9': () => jsonResponse(200, pastDueWinning) });
      renderRoutes('/account/winning/9', { '/account/winning/:lotId': <WinningDetailPage /> });
      expect(await screen.findByText('Initial Deposit Missing!')).toBeTruthy();
      expect(screen.getByText('Remaining Payment Missing!')).toBeTruthy();
      expect(screen.getByText('Case Documents')).toBeTruthy();
      expect(screen.getByRole('link', { name: /Judgment\.pdf/ }).getAttribute('href')).toBe(
        '/files/judgment.pdf',
      );
    },
    SLOW,
  );

  it(
    "shows the host's wire instructions only as an in-app download, with the fingerprint and the warning",
    async () => {
      stubApi({
        'GET /api/bidders/winning/9': () =>
          jsonResponse(200, {
            ...pastDueWinning,
            auctionHost: {
              ...pastDueWinning.auctionHost,
              wireInstructionsUrl: '/api/wireinstructions/2/file',
              wireInstructionsFingerprint: '3F9A-71C2-0B4E',
            },
          }),
      });
      renderRoutes('/account/winning/9', { '/account/winning/:lotId': <WinningDetailPage /> });
      const wire = await screen.findByTestId('wire-instructions-download');
      expect(within(wire).getByTestId('wire-fingerprint').textContent).toBe('3F9A-71C2-0B4E');
      expect(
        within(wire).getByText(/Confirm these wire instructions by phone with the auction host/),
      ).toBeTruthy();
      // A button that downloads through the app, not a link to the file.
      expect(within(wire).getByRole('button', { name: /Wire instructions/ })).toBeTruthy();
      expect(within(wire).queryByRole('link')).toBeNull();
    },
    SLOW,
  );
});
