import { Configuration, CountryCode, PlaidApi, PlaidEnvironments, Products } from 'plaid';
import { BankLinkError, type BankProvider, type LinkedItem, type ProviderAccount } from './bank';

/** Real bank linking through Plaid Link: link token → public token → item → balances. */
export class PlaidBank implements BankProvider {
  readonly kind = 'plaid' as const;
  private readonly client: PlaidApi;

  constructor(options: { clientId: string; secret: string; environment: 'sandbox' | 'production' }) {
    this.client = new PlaidApi(
      new Configuration({
        basePath: PlaidEnvironments[options.environment],
        baseOptions: { headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret } },
      }),
    );
  }

  async createLinkToken(user: { id: number; name: string }) {
    const response = await this.client.linkTokenCreate({
      user: { client_user_id: String(user.id), legal_name: user.name },
      client_name: 'Bidright',
      products: [Products.Auth],
      country_codes: [CountryCode.Us],
      language: 'en',
    });
    return response.data.link_token;
  }

  async exchangePublicToken(publicToken: string): Promise<LinkedItem> {
    try {
      const exchanged = await this.client.itemPublicTokenExchange({ public_token: publicToken });
      const item = await this.client.itemGet({ access_token: exchanged.data.access_token });
      const institutionId = item.data.item.institution_id ?? null;
      const institution = institutionId
        ? (
            await this.client.institutionsGetById({
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

  async getAccounts(accessToken: string): Promise<ProviderAccount[]> {
    const response = await this.client.accountsBalanceGet({ access_token: accessToken });
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
}
