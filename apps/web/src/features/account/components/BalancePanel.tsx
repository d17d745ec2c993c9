import { ACCOUNT_MESSAGES as M, type TBankAccount } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, toastSuccess } from '../../../lib/notifier';
import { liveKeys } from '../../live/api/query-keys';
import { getLinkToken, refreshBankAccounts, useBankAccounts, useLockedFunds } from '../api/bank-accounts';
import { accountKeys } from '../api/bidder-account';
import { BalanceOverviewCard } from './BalanceOverviewCard';
import { LinkedAccountsCard } from './LinkedAccountsCard';
import { LockedFundsCard } from './LockedFundsCard';
import { PlaidLinkLauncher } from './PlaidLinkLauncher';
import { SandboxBankWidget } from './SandboxBankWidget';

/** Texts of the balance screen (spec part 3 §8). */
export const BALANCE_MESSAGES = {
  refreshFailed: M.balanceRefreshFailed,
  refreshAdvice: 'Please refresh the page and try again!',
  renderFailed: 'Something went wrong. Please refresh the page.',
  linked: 'Successfully linked the bank account!',
} as const;

/** /account/balance: overview, linked accounts with the bank widget, and locked funds. */
export function BalancePanel() {
  const queryClient = useQueryClient();
  const accounts = useBankAccounts();
  const locked = useLockedFunds();
  const [refreshing, setRefreshing] = useState(false);
  const [widgetOpen, setWidgetOpen] = useState(false);
  // Plaid's link token while Plaid Link is open (production); the sandbox widget uses widgetOpen.
  const [plaidToken, setPlaidToken] = useState<string | null>(null);
  const navigate = useNavigate();

  const closeWidgets = useCallback(() => {
    setWidgetOpen(false);
    setPlaidToken(null);
  }, []);

  /**
   * The bank widget exited with an error (no link token, or the hand-over or exchange failed): the
   * spec's linking error, then the dashboard (spec part 3 §8).
   */
  const linkFailed = useCallback(() => {
    closeWidgets();
    notifyError(M.bankLinkFailed);
    void navigate('/dashboard');
  }, [navigate, closeWidgets]);

  /** Everything that shows a balance: this page, the header, and the live screens' join form. */
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: liveKeys.balance() });
  };

  async function refresh() {
    setRefreshing(true);
    try {
      const answer = await refreshBankAccounts();
      queryClient.setQueryData(accountKeys.bankAccounts(), answer.accounts);
      void queryClient.invalidateQueries({ queryKey: accountKeys.bidder() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.lockedFunds() });
      void queryClient.invalidateQueries({ queryKey: liveKeys.balance() });
      toastSuccess('Balances are up to date.');
    } catch {
      notifyError(BALANCE_MESSAGES.refreshFailed, BALANCE_MESSAGES.refreshAdvice);
    } finally {
      setRefreshing(false);
    }
  }

  /** The server's link token says which widget to open: Plaid Link, or the demo's sandbox widget. */
  async function openWidget() {
    let answer: Awaited<ReturnType<typeof getLinkToken>>;
    try {
      answer = await getLinkToken();
    } catch {
      linkFailed();
      return;
    }
    if (answer.provider === 'plaid') setPlaidToken(answer.linkToken);
    else setWidgetOpen(true);
  }

  function linked(accounts: TBankAccount[]) {
    closeWidgets();
    queryClient.setQueryData(accountKeys.bankAccounts(), accounts);
    toastSuccess(BALANCE_MESSAGES.linked);
    refreshAll();
  }

  if (accounts.isError || locked.isError)
    return <Alert type="error" showIcon title={BALANCE_MESSAGES.renderFailed} />;

  return (
    <Flex vertical gap={20}>
      <BalanceOverviewCard
        accounts={accounts.data ?? []}
        lockedBalance={locked.data?.locked_balance ?? 0}
        loading={accounts.isLoading || locked.isLoading}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
      />
      <LinkedAccountsCard
        accounts={accounts.data ?? []}
        loading={accounts.isLoading}
        onLink={() => void openWidget()}
        onChanged={refreshAll}
      />
      <LockedFundsCard funds={locked.data} loading={locked.isLoading} />
      <SandboxBankWidget open={widgetOpen} onClose={closeWidgets} onError={linkFailed} onLinked={linked} />
      {plaidToken && (
        <PlaidLinkLauncher token={plaidToken} onClose={closeWidgets} onError={linkFailed} onLinked={linked} />
      )}
    </Flex>
  );
}
