import type { TNonPayer } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { jsonResponse, tokenResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { AdminNonPayersPage } from './AdminNonPayersPage';

const entry = (overrides: Partial<TNonPayer> = {}): TNonPayer => ({
  id: '11',
  companyId: '3',
  hostName: 'Lakeshore Auctions',
  bidderId: '25',
  bidderName: 'Dana Defaulter',
  lotId: '40',
  lotNumber: 2,
  caseNumber: '2026CH0001',
  reason: 'Deposit never arrived',
  createdAt: '2026-12-01T15:00:00.000Z',
  removedAt: null,
  removedReason: null,
  ...overrides,
});

describe('AdminNonPayersPage', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it(
    'lists every host’s entries and takes a bidder off a list with a written reason',
    async () => {
      let list = [
        entry(),
        entry({
          id: '12',
          bidderName: 'Old Entry',
          removedAt: '2026-12-02T10:00:00.000Z',
          removedReason: 'Paid',
        }),
      ];
      const calls = stubApi({
        'GET /api/nonpayers': () => jsonResponse(200, list),
        'POST /api/nonpayers/11/remove': () => {
          list = [
            entry({ removedAt: '2026-12-07T10:00:00.000Z', removedReason: 'Paid in full later' }),
            list[1]!,
          ];
          return jsonResponse(200, { id: '11' });
        },
      });
      renderWithApp(<AdminNonPayersPage />, '/admin/nonpayers');

      const row = (await screen.findByText('Dana Defaulter')).closest('tr')!;
      expect(within(row).getByText('Lakeshore Auctions')).toBeTruthy();
      expect(within(row).getByText('Lot 2, case 2026CH0001')).toBeTruthy();
      // A removed entry stays listed, with its reason, and has nothing to remove.
      const removed = screen.getByText('Old Entry').closest('tr')!;
      expect(within(removed).getByText('Removed: Paid')).toBeTruthy();
      expect(within(removed).queryByRole('button')).toBeNull();

      fireEvent.click(within(row).getByRole('button', { name: 'Remove Dana Defaulter' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText("Take Dana Defaulter off Lakeshore Auctions's list")).toBeTruthy();
      // No reason, nothing sent.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await within(dialog).findByText('Please write a reason!')).toBeTruthy();
      expect(calls.some((call) => call.key === 'POST /api/nonpayers/11/remove')).toBe(false);

      fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Paid in full later' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(calls.find((call) => call.key === 'POST /api/nonpayers/11/remove')?.body).toEqual({
          reason: 'Paid in full later',
        }),
      );
      expect(await screen.findByText('Removed: Paid in full later')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Remove Dana Defaulter' })).toBeNull();
    },
    SLOW,
  );
});
