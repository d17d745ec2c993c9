import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes, SLOW, stubApi } from '../../../test/harness';
import { BalancePanel } from './BalancePanel';

const lockedFunds = { activeAuctions: [], pendingWinnings: [], available_balance: 0, locked_balance: 0 };
const institutions = [{ id: 'sbx_chase', name: 'Chase', logo: null }];

function renderBalance() {
  return renderRoutes('/account/balance', {
    '/account/balance': <BalancePanel />,
    '/dashboard': <div>Dashboard page</div>,
  });
}

describe('BalancePanel bank linking errors (spec part 3 §8: widget error goes to /dashboard)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'a failed link-token call shows the linking error and goes to /dashboard',
    async () => {
      const calls = stubApi({
        'GET /api/accounts/bidder': () => jsonResponse(200, []),
        'GET /api/bidders/lockedfunds': () => jsonResponse(200, lockedFunds),
        'GET /api/accounts/linktoken': () => jsonResponse(500, { message: 'Bank provider unavailable' }),
      });
      const { router } = renderBalance();
      fireEvent.click((await screen.findAllByRole('button', { name: /Link Bank Account/ }))[0]!);

      expect(await screen.findByText('Dashboard page')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(await screen.findByText(ACCOUNT_MESSAGES.bankLinkFailed)).toBeTruthy();
      expect(calls.some((call) => call.key === 'GET /api/accounts/sandbox/institutions')).toBe(false);
    },
    SLOW,
  );

  it(
    'a failed exchange in the widget shows the linking error and goes to /dashboard',
    async () => {
      const calls = stubApi({
        'GET /api/accounts/bidder': () => jsonResponse(200, []),
        'GET /api/bidders/lockedfunds': () => jsonResponse(200, lockedFunds),
        'GET /api/accounts/linktoken': () =>
          jsonResponse(200, { linkToken: 'link-sandbox-1', provider: 'sandbox' }),
        'GET /api/accounts/sandbox/institutions': () => jsonResponse(200, institutions),
        'POST /api/accounts/sandbox/publictoken': () =>
          jsonResponse(200, {
            publicToken: 'public-sandbox-abc',
            accounts: [{ id: 'sbx-acct-1', name: 'Chase Checking', mask: '1111', subType: 'checking' }],
          }),
        'POST /api/accounts/bidder': () => jsonResponse(400, { message: ACCOUNT_MESSAGES.bankLinkFailed }),
      });
      const { router } = renderBalance();
      fireEvent.click((await screen.findAllByRole('button', { name: /Link Bank Account/ }))[0]!);
      fireEvent.click(await screen.findByRole('button', { name: 'Chase' }));
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByText('Dashboard page')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(await screen.findByText(ACCOUNT_MESSAGES.bankLinkFailed)).toBeTruthy();
      expect(calls.filter((call) => call.key === 'POST /api/accounts/bidder')).toHaveLength(1);
    },
    SLOW,
  );
});
