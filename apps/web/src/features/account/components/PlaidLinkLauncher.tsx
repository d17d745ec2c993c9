import type { TBankAccount } from '@bidright/domain';
import { Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PlaidLinkOnExit, type PlaidLinkOnSuccess, usePlaidLink } from 'react-plaid-link';
import { linkBankAccounts } from '../api/bank-accounts';

/**
 * Plaid Link (production's bank-linking widget), opened as soon as its script has loaded. The bidder picks
 * a bank and accounts in Plaid's own window; Link hands over a public token and the picked accounts, which
 * POST /api/accounts/bidder exchanges and links. A Link error, a script that cannot load or a refused
 * exchange exits with `onError` (the page shows the spec's linking error and leaves for /dashboard); closing
 * Link without an error is a plain `onClose`. Mounted only while linking: unmounting destroys Link.
 */
export function PlaidLinkLauncher({
  token,
  onLinked,
  onError,
  onClose,
}: {
  token: string;
  onLinked: (accounts: TBankAccount[]) => void;
  onError: () => void;
  onClose: () => void;
}) {
  const [linking, setLinking] = useState(false);
  // Link keeps the callbacks it was created with; read the page's latest ones through a ref.
  const handlers = useRef({ onLinked, onError, onClose });
  handlers.current = { onLinked, onError, onClose };

  const onSuccess = useCallback<PlaidLinkOnSuccess>(async (publicToken, metadata) => {
    if (!publicToken) {
      handlers.current.onError();
      return;
    }
    setLinking(true);
    let linked: TBankAccount[];
    try {
      linked = await linkBankAccounts({
        publicToken,
        accountIds: metadata.accounts.map((account) => account.id),
      });
    } catch {
      setLinking(false);
      handlers.current.onError();
      return;
    }
    setLinking(false);
    handlers.current.onLinked(linked);
  }, []);

  const onExit = useCallback<PlaidLinkOnExit>((error) => {
    if (error) handlers.current.onError();
    else handlers.current.onClose();
  }, []);

  const { open, ready, error } = usePlaidLink({ token, onSuccess, onExit });

  const opened = useRef(false);
  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    open();
  }, [ready, open]);

  // The Link script could not load (blocked, offline): the widget exits with an error.
  useEffect(() => {
    if (error) handlers.current.onError();
  }, [error]);

  return <Spin fullscreen spinning={!ready || linking} description="Connecting to your bank…" />;
}
