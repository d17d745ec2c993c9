import type { TLotCreditBid } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-router';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW } from '../../../test/harness';
import { CaseCreditBids } from './CaseCreditBids';

vi.setConfig({ testTimeout: SLOW });

const LIST = 'GET /api/credit-bids/cases/3';
const ENTRY = '/api/credit-bids/lots/7/entry';
const CONFIRM = '/api/credit-bids/lots/7/confirmation';

const lot = (extra: Partial<TLotCreditBid> = {}): TLotCreditBid => ({
  lotId: '7',
  lotNumber: 2,
  caseId: '3',
  caseNumber: '2026CH00042',
  isRequired: true,
  status: 'None',
  deadline: '2026-11-23T21:00:00.000Z',
  isDeadlinePassed: false,
  timeZone: 'America/Chicago',
  judgmentAmount: 200_000,
  minSharePercent: 50,
  amount: null,
  overrideReason: null,
  enteredByName: null,
  enteredAt: null,
  confirmedByName: null,
  confirmedAt: null,
  hasStarted: false,
  canEnter: true,
  canConfirm: false,
  history: [],
  ...extra,
});

describe('CaseCreditBids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the deadline on the host's clock and asks for a reason below the share of the judgment", async () => {
    const api = stubFetch({
      [LIST]: { data: [lot()] },
      [`POST ${ENTRY}`]: lot({ status: 'AwaitingConfirmation', amount: 20_000 }),
    });
    renderWithApp(<CaseCreditBids caseId="3" />, '/cases/3');
    const card = await screen.findByTestId('credit-bid-lot-7');
    expect(within(card).getByTestId('credit-bid-deadline').textContent).toBe('11/23/2026 3:00 PM CST');
    expect(within(card).getByTestId('credit-bid-status').textContent).toBe('No credit bid');
    fireEvent.change(within(card).getByLabelText('Credit bid amount'), { target: { value: '20000' } });
    expect(
      await within(card).findByText(
        'The credit bid is below 50% of the judgment ($200,000): an override with a reason is needed.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Override reason'), { target: { value: 'Fire damage.' } });
    fireEvent.click(within(card).getByTestId('enter-credit-bid'));
    await waitFor(() =>
      expect(api.callsTo('POST', ENTRY).map((call) => call.body)).toEqual([
        { amount: 20_000, plaintiffDoesNotBid: false, overrideReason: 'Fire damage.' },
      ]),
    );
  });

  it('offers a blind confirmation to a second person, and never shows the amount', async () => {
    const api = stubFetch({
      [LIST]: {
        data: [
          lot({
            status: 'AwaitingConfirmation',
            enteredByName: 'Karen Okafor',
            canEnter: false,
            canConfirm: true,
          }),
        ],
      },
      [`POST ${CONFIRM}`]: jsonResponse(400, {
        message:
          'The amounts do not match. The credit bid is not confirmed; the attorney who entered it is told.',
        code: 'CREDIT_BID_MISMATCH',
      }),
    });
    renderWithApp(<CaseCreditBids caseId="3" />, '/cases/3');
    const card = await screen.findByTestId('credit-bid-lot-7');
    expect(within(card).getByTestId('credit-bid-amount').textContent).toBe('Hidden until confirmed');
    expect(within(card).queryByTestId('enter-credit-bid')).toBeNull();
    fireEvent.change(within(card).getByLabelText('Confirm credit bid amount'), {
      target: { value: '150000' },
    });
    fireEvent.click(within(card).getByTestId('confirm-credit-bid'));
    expect(await screen.findByText(/The amounts do not match/)).toBeTruthy();
    expect(api.callsTo('POST', CONFIRM).map((call) => call.body)).toEqual([
      { amount: 150_000, plaintiffDoesNotBid: false },
    ]);
  });

  it('shows nothing when no lot of the case requires a credit bid', async () => {
    stubFetch({ [LIST]: { data: [lot({ isRequired: false })] } });
    const { container } = renderWithApp(<CaseCreditBids caseId="3" />, '/cases/3');
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeNull());
    expect(screen.queryByTestId('case-credit-bids')).toBeNull();
  });
});
