import { createRequire } from 'node:module';
import type { TBankOwner } from '@bidright/domain';
import type * as Plaid from 'plaid';
import type { PlaidApi } from 'plaid';
import {
  BankLinkError,
  type BankProvider,
  distinctOwners,
  type LinkedItem,
  type ProviderAccount,
} from './bank';

const load = createRequire(import.meta.url);
/** Plaid's SDK (~0.6 s of CPU to load), loaded only where PLAID_* chooses this bank (ADR 0081). */
const plaid = () => load('plaid') as typeof Plaid;

export interface PlaidOptions {
  clientId: string;
  secret: string;
  environment: 'sandbox' | 'production';
  /** Another host than the environment's, for a local stand-in in tests (never in production: see config). */
  baseUrl?: string;
}

/** Plaid's API host for an environment (https://sandbox.plaid.com or https://production.plaid.com). */
export const plaidHost = (environment: PlaidOptions['environment']) =>
  plaid().PlaidEnvironments[environment]!;

/**
 * Real bank linking through Plaid Link: link token → public token → item → balances. The credentials travel
 * in each request's body (client_id, secret), one of the two forms Plaid documents; the official SDK builds
 * and sends the requests.
 */
export class PlaidBank implements BankProvider {
  readonly kind = 'plaid' as const;
  private readonly client: PlaidApi;
  private readonly credentials: { client_id: string; secret: string };

  constructor(options: PlaidOptions) {
    this.credentials = { client_id: options.clientId, secret: options.secret };
    const { Configuration, PlaidApi } = plaid();
    this.client = new PlaidApi(
      new Configuration({ basePath: options.baseUrl ?? plaidHost(options.environment) }),
    );
  }

  async createLinkToken(user: { id: number; name: string }) {
    const { CountryCode, DepositoryAccountSubtype, Products } = plaid();
    const response = await this.client.linkTokenCreate({
      ...this.credentials,
      user: { client_user_id: String(user.id), legal_name: user.name },
      client_name: 'Bidright',
      products: [Products.Auth, Products.Identity],
      country_codes: [CountryCode.Us],
      language: 'en',
      // Funds for a deposit sit in checking or savings accounts; Link offers only those.
      account_filters: {
        depository: {
          account_subtypes: [DepositoryAccountSubtype.Checking, DepositoryAccountSubtype.Savings],
        },
      },
    });
    return response.data.link_token;
  }

  async exchangePublicToken(publicToken: string): Promise<LinkedItem> {
    const { CountryCode } = plaid();
    try {
      const exchanged = await this.client.itemPublicTokenExchange({
        ...this.credentials,
        public_token: publicToken,
      });
      const item = await this.client.itemGet({
        ...this.credentials,
        access_token: exchanged.data.access_token,
      });
      const institutionId = item.data.item.institution_id ?? null;
      const institution = institutionId
        ? (
            await this.client.institutionsGetById({
              ...this.credentials,
              institution_id: institutionId,
              country_codes: [CountryCode.Us],
              options: { include_optional_metadata: true },
            })
          ).data.institution
        : null;
      return {
        itemId: exchanged.data.item_id,
        accessToken: exchanged.data.access_token,
        institution: {
          id: institutionId,
          name: institution?.name ?? null,
          logo: institution?.logo ? `data:image/png;base64,${institution.logo}` : null,
        },
      };
    } catch (error) {
      throw new BankLinkError(
        error instanceof Error ? error.message : 'The bank link could not be completed.',
      );
    }
  }

  /** /accounts/balance/get: real-time balances, the figure a deposit is checked against. */
  async getAccounts(accessToken: string): Promise<ProviderAccount[]> {
    const response = await this.client.accountsBalanceGet({ ...this.credentials, access_token: accessToken });
    return response.data.accounts
      .filter((account) => account.subtype === 'checking' || account.subtype === 'savings')
      .map((account) => ({
        id: account.account_id,
        name: account.official_name ?? account.name,
        mask: account.mask ?? null,
        subType: account.subtype as 'checking' | 'savings',
        balanceCents: Math.round((account.balances.available ?? account.balances.current ?? 0) * 100),
      }));
  }

  /** /identity/get: the owners of the picked accounts as the bank holds them (ADR 0072). */
  async getIdentity(accessToken: string, accountIds: string[]): Promise<TBankOwner[]> {
    const response = await this.client.identityGet({
      ...this.credentials,
      access_token: accessToken,
      ...(accountIds.length ? { options: { account_ids: accountIds } } : {}),
    });
    return distinctOwners(
      response.data.accounts.flatMap((account) =>
        account.owners.map((owner) => ({
          names: owner.names,
          addresses: owner.addresses.map((address) => ({
            street: address.data.street ?? null,
            city: address.data.city ?? null,
            region: address.data.region ?? null,
            postalCode: address.data.postal_code ?? null,
          })),
          emails: owner.emails.map((email) => email.data),
          phoneNumbers: owner.phone_numbers.map((phone) => phone.data),
        })),
      ),
    );
  }

  /** /item/remove: the access token stops working at Plaid (and Plaid stops billing for the item). */
  async removeItem(accessToken: string): Promise<void> {
    await this.client.itemRemove({ ...this.credentials, access_token: accessToken });
  }
}
