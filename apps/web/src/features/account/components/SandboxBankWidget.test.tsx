import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { SandboxBankWidget } from './SandboxBankWidget';

const institutions = [
  { id: 'sbx_chase', name: 'Chase', logo: null },
  { id: 'sbx_bmo', name: 'BMO', logo: null },
];

describe('SandboxBankWidget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'picks an institution, sends the ticked accounts for a public token, then links them',
    async () => {
      const linked = [{ id: '11' }, { id: '12' }];
      const calls = stubApi({
        'GET /api/accounts/sandbox/institutions': () => jsonResponse(200, institutions),
        'POST /api/accounts/sandbox/publictoken': () =>
          jsonResponse(200, {
            publicToken: 'public-sandbox-abc',
            accounts: [
              { id: 'sbx-acct-1', name: 'Chase Checking', mask: '1111', subType: 'checking' },
              { id: 'sbx-acct-2', name: 'Rainy Day', mask: '2222', subType: 'savings' },
            ],
          }),
        'POST /api/accounts/bidder': () => jsonResponse(200, linked),
      });
      const onLinked = vi.fn();
      const onError = vi.fn();
      renderWithApp(<SandboxBankWidget open onClose={() => {}} onLinked={onLinked} onError={onError} />);

      fireEvent.click(await screen.findByRole('button', { name: 'Chase' }));
      // Pre-filled demo accounts: both ticked, with balances; the person edits the savings one.
      expect((screen.getByLabelText('checking account name') as HTMLInputElement).value).toBe(
        'Chase Checking',
      );
      fireEvent.change(screen.getByLabelText('savings account name'), { target: { value: 'Rainy Day' } });
      fireEvent.change(screen.getByLabelText('savings balance'), { target: { value: '12345' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(onLinked).toHaveBeenCalledWith(linked));
      expect(onError).not.toHaveBeenCalled();
      expect(calls.find((call) => call.key === 'POST /api/accounts/sandbox/publictoken')?.body).toEqual({
        institutionId: 'sbx_chase',
        accounts: [
          { name: 'Chase Checking', subType: 'checking', balance: 25_000 },
          { name: 'Rainy Day', subType: 'savings', balance: 12_345 },
        ],
        // No owner typed and no name known: the server reports the bidder as registered.
        ownerName: null,
      });
      expect(calls.find((call) => call.key === 'POST /api/accounts/bidder')?.body).toEqual({
        publicToken: 'public-sandbox-abc',
        accountIds: ['sbx-acct-1', 'sbx-acct-2'],
      });
    },
    SLOW,
  );

  it(
    'sends only the ticked accounts; a failed hand-over exits with an error and links nothing',
    async () => {
      const calls = stubApi({
        'GET /api/accounts/sandbox/institutions': () => jsonResponse(200, institutions),
        'POST /api/accounts/sandbox/publictoken': () =>
          jsonResponse(400, { message: ACCOUNT_MESSAGES.bankLinkFailed }),
      });
      const onLinked = vi.fn();
      const onError = vi.fn();
      renderWithApp(<SandboxBankWidget open onClose={() => {}} onLinked={onLinked} onError={onError} />);
      fireEvent.click(await screen.findByRole('button', { name: 'BMO' }));
      fireEvent.click(screen.getByLabelText('Link savings account'));
      // A tester names another owner, so the bank's owner will not match the registration (ADR 0072).
      fireEvent.change(screen.getByLabelText("Account owner's name (as the bank holds it)"), {
        target: { value: 'Robert Novak' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
      expect(calls.find((call) => call.key === 'POST /api/accounts/sandbox/publictoken')?.body).toEqual({
        institutionId: 'sbx_bmo',
        accounts: [{ name: 'BMO Checking', subType: 'checking', balance: 25_000 }],
        ownerName: 'Robert Novak',
      });
      expect(calls.some((call) => call.key === 'POST /api/accounts/bidder')).toBe(false);
      expect(onLinked).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'exits with an error when the exchange of the public token fails',
    async () => {
      stubApi({
        'GET /api/accounts/sandbox/institutions': () => jsonResponse(200, institutions),
        'POST /api/accounts/sandbox/publictoken': () =>
          jsonResponse(200, {
            publicToken: 'public-sandbox-abc',
            accounts: [{ id: 'sbx-acct-1', name: 'Chase Checking', mask: '1111', subType: 'checking' }],
          }),
        'POST /api/accounts/bidder': () => jsonResponse(400, { message: ACCOUNT_MESSAGES.bankLinkFailed }),
      });
      const onLinked = vi.fn();
      const onError = vi.fn();
      renderWithApp(<SandboxBankWidget open onClose={() => {}} onLinked={onLinked} onError={onError} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Chase' }));
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
      expect(onLinked).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
