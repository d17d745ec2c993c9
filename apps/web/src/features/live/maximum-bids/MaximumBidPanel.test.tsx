import type { TMaximumBid } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-router';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW } from '../../../test/harness';
import { MaximumBidPanel } from './MaximumBidPanel';
import type { TSeenBid } from './maximum-bid-standing';

vi.setConfig({ testTimeout: SLOW });

const PATH = '/api/auctions/9/lots/7/maximum-bid';
const ME = '42';
// Opening $100,000, steps of $500, 10 % down: the $30,000 deposit bids up to $300,000.
const LOT = {
  id: '7',
  auctionId: '9',
  highBid: null,
  openingPrice: 100_000,
  minBidIncrements: 500,
  requiredDown: 10,
};

const saved = (amount: number, extra: Partial<TMaximumBid> = {}): TMaximumBid => ({
  amount,
  createdDate: '2026-03-02T15:00:00.000Z',
  updatedDate: '2026-03-02T15:00:00.000Z',
  leading: false,
  exceeded: false,
  ...extra,
});

function renderPanel(options: { topBid?: TSeenBid; hasStarted?: boolean; highBid?: number } = {}) {
  return renderWithApp(
    <MaximumBidPanel
      lot={{ ...LOT, highBid: options.highBid ?? null }}
      lockedAmount={30_000}
      topBid={options.topBid}
      userId={ME}
      hasStarted={options.hasStarted ?? true}
    />,
    '/lot',
  );
}

describe('MaximumBidPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets a maximum from a quick option after a confirmation that repeats the amount', async () => {
    const api = stubFetch({
      [`GET ${PATH}`]: new Response(null, { status: 204 }),
      [`PUT ${PATH}`]: (call: { body: unknown }) =>
        saved((call.body as { amount: number }).amount, { leading: true }),
    });
    renderPanel();
    const panel = await screen.findByTestId('maximum-bid-panel');
    expect(within(panel).getByTestId('maximum-bid-limit').textContent).toBe(
      'Up to your bidding power of $300,000.',
    );
    fireEvent.click(within(panel).getByRole('button', { name: '$110,500' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Set maximum bid' }));
    // Nothing is sent before the bidder confirms the amount they see repeated.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-maximum-amount').textContent).toBe('$110,500');
    expect(api.callsTo('PUT', PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm $110,500' }));
    await waitFor(() => expect(api.callsTo('PUT', PATH).map((c) => c.body)).toEqual([{ amount: 110_500 }]));
    expect((await screen.findByTestId('my-maximum')).textContent).toBe('Your maximum: $110,500');
    expect(screen.getByTestId('my-maximum-standing').textContent).toBe('Still leading');
  });

  it("refuses an amount off the lot's bid steps with the domain's message, sending nothing", async () => {
    const api = stubFetch({ [`GET ${PATH}`]: new Response(null, { status: 204 }) });
    renderPanel();
    const input = await screen.findByLabelText('Maximum bid amount');
    fireEvent.change(input, { target: { value: '150250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set maximum bid' }));
    expect(await screen.findByText(/A maximum bid must be on the lot's bid steps/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PUT', PATH)).toHaveLength(0);
  });

  it("shows the server's refusal as it words it", async () => {
    stubFetch({
      [`GET ${PATH}`]: new Response(null, { status: 204 }),
      [`PUT ${PATH}`]: jsonResponse(400, {
        message: 'This lot is closed. A maximum bid can no longer be set.',
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: '$100,500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set maximum bid' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm $100,500' }));
    expect(await screen.findByText('This lot is closed. A maximum bid can no longer be set.')).toBeTruthy();
    expect(screen.queryByTestId('my-maximum')).toBeNull();
  });

  it('says when another bid passed the maximum, and offers a raise from one step above it', async () => {
    stubFetch({ [`GET ${PATH}`]: saved(150_000, { leading: true }) });
    renderPanel({ topBid: { bidderId: '7', amount: 150_500 }, highBid: 150_500 });
    expect((await screen.findByTestId('my-maximum')).textContent).toBe('Your maximum: $150,000');
    expect(screen.getByTestId('my-maximum-standing').textContent).toBe('Your maximum was exceeded');
    // Withdrawal is for before the start only.
    expect(screen.queryByTestId('withdraw-maximum')).toBeNull();
    fireEvent.click(screen.getByTestId('raise-maximum'));
    expect(screen.getByRole('button', { name: 'Raise maximum bid' })).toBeTruthy();
    // The lead is $150,500, so the lowest raise the server keeps is the next step, $151,000.
    expect(screen.getByRole('button', { name: '$151,000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '$150,500' })).toBeNull();
  });

  it('offers no raise once the maximum is the whole bidding power, and says so', async () => {
    stubFetch({ [`GET ${PATH}`]: saved(300_000) });
    renderPanel();
    expect((await screen.findByTestId('maximum-at-power')).textContent).toBe(
      'It uses all your bidding power ($300,000): raise your deposit to raise it.',
    );
    expect(screen.queryByTestId('raise-maximum')).toBeNull();
  });

  it('withdraws the maximum before the lot starts', async () => {
    let current: TMaximumBid | null = saved(150_000);
    const api = stubFetch({
      [`GET ${PATH}`]: () => current ?? new Response(null, { status: 204 }),
      [`DELETE ${PATH}`]: () => {
        current = null;
        return new Response(null, { status: 204 });
      },
    });
    renderPanel({ hasStarted: false });
    expect((await screen.findByTestId('my-maximum-standing')).textContent).toBe('Waiting for bids');
    fireEvent.click(screen.getByTestId('withdraw-maximum'));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('DELETE', PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('my-maximum')).toBeNull());
    expect(screen.getByRole('button', { name: 'Set maximum bid' })).toBeTruthy();
  });
});
