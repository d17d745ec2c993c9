import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { caseDetail, caseLot, soldCaseLot } from '../test/fixtures';
import { UPLOAD_BLOCKED_PAST_DUE } from './LotDocuments';

vi.setConfig({ testTimeout: 60_000 });

const PANELS = {
  'POST /api/casenotes/11/list': { data: [], total: 0 },
  'POST /api/notifications/activitylogs/list': { data: { data: [], total: 0 } },
};

/** Opens the case detail with the given lots and answers the lot card inside the lots panel. */
async function openCase(lots = [soldCaseLot()]) {
  stubFetch({
    ...PANELS,
    'GET /api/cases/11': caseDetail({ caseStatus: 'New', availableActions: [], lots }),
  });
  renderApp('/cases/11');
  return screen.findByTestId('lot-card');
}

describe('the lot card of a sold lot', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the winner, payments with their deadlines on the host clock, and the deed choice', async () => {
    const card = await openCase();
    const sale = within(card).getByRole('region', { name: 'Sale' });
    expect(within(sale).getByText('Paddle #17 · Dana Buyer')).toBeTruthy();
    expect(within(sale).getByText('$200,000')).toBeTruthy();
    // 18:30 UTC is 12:30 PM in Chicago (CST), whatever the test machine's zone.
    expect(within(sale).getByText('Won 11/07/2026 12:30 PM CST')).toBeTruthy();
    expect(within(sale).getByText('(312) 555-0123')).toBeTruthy();
    expect(within(sale).getByText('Title to Buyer Holdings LLC')).toBeTruthy();
    // An empty address line 2 leaves no stray comma.
    expect(within(sale).getByText('1 Main St, Springfield, IL 62701')).toBeTruthy();
    // Deposit 10 % of the bid; the rest plus the $200 relief fee the server stored at the win.
    expect(within(sale).getByText('$20,000')).toBeTruthy();
    expect(within(sale).getByText(/Due by 11\/07\/2026 2:30 PM CST/)).toBeTruthy();
    expect(within(sale).getByText('$180,200')).toBeTruthy();
    expect(within(sale).getByText(/Due by 11\/08\/2026 2:00 PM CST/)).toBeTruthy();
    expect(within(sale).getByText('Not chosen by the bidder yet')).toBeTruthy();
    expect(card.getAttribute('data-past-due')).toBeNull();
    expect(screen.queryByText('Initial Deposit Missing!')).toBeNull();
    // The auction date in the details is on the host clock too.
    expect(within(card).getByRole('link', { name: '11/07/2026 12:00 PM CST' })).toBeTruthy();
    // With no deposit yet, staff confirm the deposit first.
    expect(within(card).getByRole('button', { name: /Confirm Initial Deposit/ })).toBeTruthy();
  });

  it('warns in red when the deposit and the payment are past due', async () => {
    const card = await openCase([soldCaseLot({ isDepositPastDue: true, isFullPaymentPastDue: true })]);
    expect(card.getAttribute('data-past-due')).toBe('true');
    expect(within(card).getByText('Initial Deposit Missing!')).toBeTruthy();
    expect(within(card).getByText('Remaining Payment Missing!')).toBeTruthy();
    expect(within(card).getAllByText(/Past due since/)).toHaveLength(2);
    expect(screen.getByText('Past Due')).toBeTruthy();
  });

  it('shows received dates, only the late payment, and offers Confirm Full Payment after the deposit', async () => {
    const card = await openCase([
      soldCaseLot({
        depositReceivedDate: '2026-11-07T19:05:00.000Z',
        isFullPaymentPastDue: true,
        deedDelivery: 'Ship',
        deedShippingAddress: '9 Elm St, Peoria IL 61602',
      }),
    ]);
    expect(within(card).getByText(/Received 11\/07\/2026 1:05 PM CST/)).toBeTruthy();
    expect(within(card).queryByText('Initial Deposit Missing!')).toBeNull();
    expect(within(card).getByText('Remaining Payment Missing!')).toBeTruthy();
    expect(within(card).getByText('9 Elm St, Peoria IL 61602')).toBeTruthy();
    expect(within(card).getByText('Ship')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Confirm Full Payment/ })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Confirm Initial Deposit/ })).toBeNull();
  });

  it('shows a plaintiff sale without a winner', async () => {
    const card = await openCase([
      soldCaseLot({ soldTo: 'Plaintiff', winner: null, winnerBidId: null, lotStatus: 'CompleteTransaction' }),
    ]);
    expect(within(card).getByText('Plaintiff')).toBeTruthy();
    expect(within(card).queryByText(/Paddle #/)).toBeNull();
  });

  it('has no sale section before the auction', async () => {
    const card = await openCase([caseLot({ lotStatus: 'Listed' })]);
    expect(within(card).queryByRole('region', { name: 'Sale' })).toBeNull();
  });

  it('hides the lot document upload while a payment is past due', async () => {
    for (const [lot, blocked] of [
      [soldCaseLot({ isFullPaymentPastDue: true }), true],
      [soldCaseLot(), false],
    ] as const) {
      stubFetch({
        'GET /api/cases/11': caseDetail({ caseStatus: 'New', availableActions: [], lots: [lot] }),
        'GET /api/properties/11/list': [],
        'GET /api/lotdocuments/11': [],
      });
      const view = renderApp('/cases/11?lotId=11');
      fireEvent.click(await screen.findByRole('tab', { name: 'Lot Documents' }));
      await screen.findByText('Lot Documents', { selector: '.ant-card-head-title' });
      expect(Boolean(screen.queryByText(UPLOAD_BLOCKED_PAST_DUE))).toBe(blocked);
      expect(Boolean(screen.queryByText('Upload Lot Document'))).toBe(!blocked);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
