import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlaidLinkOnSuccessMetadata, PlaidLinkOptionsWithLinkToken } from 'react-plaid-link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes, SLOW, stubApi } from '../../../test/harness';
import { BALANCE_MESSAGES, BalancePanel } from './BalancePanel';

/**
 * Issue 30 (3): with Plaid configured, the balance page opens Plaid Link (react-plaid-link, replaced here
 * by a stand-in hook that records how Link was created and opened) and hands its result to the server.
 */
const link = vi.hoisted(() => ({
  options: null as PlaidLinkOptionsWithLinkToken | null,
  open: vi.fn(),
}));
vi.mock('react-plaid-link', () => ({
  usePlaidLink: (options: PlaidLinkOptionsWithLinkToken) => {
    link.options = options;
    return { open: link.open, ready: true, error: null, exit: vi.fn(), submit: vi.fn() };
  },
}));

const metadata: PlaidLinkOnSuccessMetadata = {
  institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
  accounts: [
    {
      id: 'plaid-acct-checking',
      name: 'Plaid Checking',
      mask: '0000',
      type: 'depository',
      subtype: 'checking',
      verification_status: null,
      class_type: null,
    },
    {
      id: 'plaid-acct-savings',
      name: 'Plaid Saving',
      mask: '1111',
      type: 'depository',
      subtype: 'savings',
      verification_status: null,
      class_type: null,
    },
  ],
  link_session_id: 'session-1',
};

const linkedAccount = {
  id: '7',
  bidderId: '3',
  name: 'Plaid Gold Standard 0% Interest Checking',
  mask: '0000',
  institutionName: 'First Platypus Bank',
  institutionLogo: null,
  subType: 'checking',
  balance: 32100.55,
  isValid: true,
  isHidden: false,
  modifiedDate: null,
  nickName: null,
};
const lockedFunds = { activeAuctions: [], pendingWinnings: [], available_balance: 0, locked_balance: 0 };

function stubServer(linkAnswer: () => Response) {
  let linked: (typeof linkedAccount)[] = [];
  return stubApi({
    'GET /api/accounts/bidder': () => jsonResponse(200, linked),
    'GET /api/bidders/lockedfunds': () => jsonResponse(200, lockedFunds),
    'GET /api/accounts/linktoken': () =>
      jsonResponse(200, { linkToken: 'link-sandbox-42', provider: 'plaid' }),
    'POST /api/accounts/bidder': () => {
      const answer = linkAnswer();
      if (answer.ok) linked = [linkedAccount];
      return answer;
    },
  });
}

async function clickLink() {
  renderRoutes('/account/balance', {
    '/account/balance': <BalancePanel />,
    '/dashboard': <div>Dashboard page</div>,
  });
  fireEvent.click((await screen.findAllByRole('button', { name: /Link Bank Account/ }))[0]!);
}

describe('BalancePanel with Plaid Link', () => {
  beforeEach(() => {
    link.options = null;
    link.open.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it(
    'opens Link with the server token and links the accounts Link hands over',
    async () => {
      link.open.mockImplementation(() => link.options!.onSuccess('public-sandbox-42', metadata));
      const calls = stubServer(() => jsonResponse(200, [linkedAccount]));
      await clickLink();

      expect(await screen.findByText(BALANCE_MESSAGES.linked)).toBeTruthy();
      expect(link.options!.token).toBe('link-sandbox-42');
      expect(link.open).toHaveBeenCalledTimes(1);
      expect(
        calls.filter((call) => call.key === 'POST /api/accounts/bidder').map((call) => call.body),
      ).toEqual([
        { publicToken: 'public-sandbox-42', accountIds: ['plaid-acct-checking', 'plaid-acct-savings'] },
      ]);
      // The sandbox widget never opened.
      expect(calls.some((call) => call.key.includes('/sandbox/'))).toBe(false);
      expect(await screen.findByText('Plaid Gold Standard 0% Interest Checking')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a refused exchange shows the linking error and goes to /dashboard',
    async () => {
      link.open.mockImplementation(() => link.options!.onSuccess('public-sandbox-42', metadata));
      stubServer(() => jsonResponse(400, { message: ACCOUNT_MESSAGES.bankLinkFailed }));
      await clickLink();

      expect(await screen.findByText('Dashboard page')).toBeTruthy();
      expect(await screen.findByText(ACCOUNT_MESSAGES.bankLinkFailed)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'Link exiting with an error shows the linking error; closing it without one stays on the page',
    async () => {
      const exitWith = (error: Parameters<NonNullable<PlaidLinkOptionsWithLinkToken['onExit']>>[0]) =>
        link.options!.onExit!(error, {
          institution: null,
          status: 'requires_credentials',
          link_session_id: 'session-2',
          request_id: 'req-1',
        });
      link.open.mockImplementationOnce(() => exitWith(null));
      const calls = stubServer(() => jsonResponse(200, [linkedAccount]));
      await clickLink();
      await waitFor(() => expect(link.open).toHaveBeenCalledTimes(1));
      expect(screen.queryByText('Dashboard page')).toBeNull();
      expect(calls.some((call) => call.key === 'POST /api/accounts/bidder')).toBe(false);

      // Link again; this time the bank fails inside Link.
      link.open.mockImplementationOnce(() =>
        exitWith({
          error_type: 'INSTITUTION_ERROR',
          error_code: 'INSTITUTION_DOWN',
          error_message: 'this institution is not currently responding to this request',
          display_message: null,
        }),
      );
      fireEvent.click(screen.getAllByRole('button', { name: /Link Bank Account/ })[0]!);
      expect(await screen.findByText('Dashboard page')).toBeTruthy();
      expect(await screen.findByText(ACCOUNT_MESSAGES.bankLinkFailed)).toBeTruthy();
      expect(calls.some((call) => call.key === 'POST /api/accounts/bidder')).toBe(false);
    },
    SLOW,
  );
});
