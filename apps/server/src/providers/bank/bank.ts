import type { TBankOwner } from '@bidright/domain';

/** A bank account as the bank provider reports it. Balances are integer cents. */
export interface ProviderAccount {
  /** The provider's account id (stable for the item). */
  id: string;
  name: string;
  mask: string | null;
  subType: 'checking' | 'savings';
  /** Available balance (current when the bank reports no available figure). */
  balanceCents: number;
}

export interface LinkedItem {
  itemId: string;
  /** Secret the server keeps to read balances later. */
  accessToken: string;
  institution: { id: string | null; name: string | null; logo: string | null };
}

/**
 * Bank linking in the Plaid Link shape: a link token opens the widget, the widget answers a public token
 * plus the picked account ids, the server exchanges the public token for an item and reads its accounts.
 */
export interface BankProvider {
  readonly kind: 'sandbox' | 'plaid';
  createLinkToken(user: { id: number; name: string }): Promise<string>;
  exchangePublicToken(publicToken: string): Promise<LinkedItem>;
  /** Accounts of an item with fresh balances; throws when the bank cannot be reached or needs re-login. */
  getAccounts(accessToken: string): Promise<ProviderAccount[]>;
  /**
   * The account owners the bank reports for the item's accounts (Plaid Identity, /identity/get): names,
   * addresses, e-mails and phones, merged over `accountIds` (every account when empty). ADR 0072.
   */
  getIdentity(accessToken: string, accountIds: string[]): Promise<TBankOwner[]>;
  /** Ends the item at the provider once its last account is unlinked: its access token stops working. */
  removeItem(accessToken: string): Promise<void>;
}

/** Thrown for a public token the provider does not accept. */
export class BankLinkError extends Error {}

/** Owners listed once each, however many accounts carry them. */
export function distinctOwners(owners: TBankOwner[]): TBankOwner[] {
  const seen = new Map<string, TBankOwner>();
  for (const owner of owners) seen.set(JSON.stringify(owner), owner);
  return [...seen.values()];
}
