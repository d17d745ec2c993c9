import type { TBankAccount } from '@bidright/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, SLOW } from '../../../test/harness';
import { BalanceOverviewCard } from './BalanceOverviewCard';

const account = (id: string, balance: number, isValid = true): TBankAccount => ({
  id,
  bidderId: '9',
  name: `Account ${id}`,
  mask: '1234',
  institutionName: 'Chase',
  institutionLogo: null,
  subType: 'checking',
  balance,
  isValid,
  isHidden: false,
  modifiedDate: null,
  nickName: null,
});

function renderOverview(accounts: TBankAccount[], lockedBalance: number) {
  return renderWithApp(
    <BalanceOverviewCard accounts={accounts} lockedBalance={lockedBalance} onRefresh={() => {}} />,
  );
}

describe('BalanceOverviewCard', () => {
  it(
    'shows valid linked balances minus locked funds, in the largest font under $100k',
    async () => {
      renderOverview([account('1', 60_000), account('2', 30_000), account('3', 500_000, false)], 10_000);
      const figure = await screen.findByTestId('available-balance');
      expect(figure.textContent).toBe('$80,000.00');
      expect(figure.style.fontSize).toBe('40px');
    },
    SLOW,
  );

  it(
    'scales the font down as the amount grows',
    async () => {
      const { unmount } = renderOverview([account('1', 250_000)], 0);
      expect((await screen.findByTestId('available-balance')).style.fontSize).toBe('34px');
      unmount();
      const second = renderOverview([account('1', 750_000)], 0);
      expect((await screen.findByTestId('available-balance')).style.fontSize).toBe('30px');
      second.unmount();
      renderOverview([account('1', 1_500_000)], 0);
      const figure = await screen.findByTestId('available-balance');
      expect(figure.style.fontSize).toBe('26px');
      expect(figure.textContent).toBe('$1,500,000.00');
    },
    SLOW,
  );
});
