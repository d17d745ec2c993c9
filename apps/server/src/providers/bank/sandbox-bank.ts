import { randomBytes } from 'node:crypto';
import type { TBankOwner } from '@bidright/domain';
import { z } from 'zod';
import { BankLinkError, type BankProvider, type LinkedItem, type ProviderAccount } from './bank';

/**
 * Offline bank: the web widget lets a person pick an institution and type accounts with balances; the
 * sandbox packs them into a public token (no state to keep), exactly where Plaid Link would hand one over.
 * The institution "Broken Bank" fails every balance refresh, to exercise the error path.
 */
export const SANDBOX_INSTITUTIONS = [
  { id: 'sbx_chase', name: 'Chase', logo: null },
  { id: 'sbx_bmo', name: 'BMO', logo: null },
  { id: 'sbx_wintrust', name: 'Wintrust', logo: null },
  { id: 'sbx_first_platypus', name: 'First Platypus Bank', logo: null },
  { id: 'sbx_broken', name: 'Broken Bank', logo: null },
] as const;

const ZItem = z.object({
  institutionId: z.string(),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      mask: z.string(),
      subType: z.enum(['checking', 'savings']),
      balanceCents: z.number().int().min(0),
    }),
  ),
  /** The account owner the sandbox reports (ADR 0072); a token made before owners existed has none. */
  owners: z
    .array(
      z.object({
        names: z.array(z.string()),
        addresses: z.array(
          z.object({
            street: z.string().nullable(),
            city: z.string().nullable(),
            region: z.string().nullable(),
            postalCode: z.string().nullable(),
          }),
        ),
        emails: z.array(z.string()),
        phoneNumbers: z.array(z.string()),
      }),
    )
    .optional(),
});
type SandboxItem = z.infer<typeof ZItem>;

const PUBLIC_PREFIX = 'public-sandbox-';
const ACCESS_PREFIX = 'access-sandbox-';
const encode = (item: SandboxItem) => Buffer.from(JSON.stringify(item)).toString('base64url');
function decode(token: string, prefix: string): SandboxItem {
  if (!token.startsWith(prefix)) throw new BankLinkError('Not a sandbox token');
  try {
    return ZItem.parse(JSON.parse(Buffer.from(token.slice(prefix.length), 'base64url').toString('utf8')));
  } catch {
    throw new BankLinkError('Malformed sandbox token');
  }
}

export class SandboxBank implements BankProvider {
  readonly kind = 'sandbox' as const;

  async createLinkToken(user: { id: number }): Promise<string> {
    return `link-sandbox-${user.id}-${randomBytes(8).toString('hex')}`;
  }

  /** What the sandbox widget calls when the person confirms: accounts typed in dollars. */
  createPublicToken(input: {
    institutionId: string;
    accounts: { name: string; subType: 'checking' | 'savings'; balance: number }[];
    /** Who the bank says owns the accounts: the route defaults it to the bidder's registration. */
    owner?: TBankOwner;
  }) {
    if (!SANDBOX_INSTITUTIONS.some((institution) => institution.id === input.institutionId))
      throw new BankLinkError('Unknown sandbox institution');
    const accounts = input.accounts.map((account) => ({
      id: `sbx-acct-${randomBytes(6).toString('hex')}`,
      name: account.name,
      mask: String(1000 + Math.floor(Math.random() * 9000)),
      subType: account.subType,
      balanceCents: Math.round(account.balance * 100),
    }));
    const publicToken =
      PUBLIC_PREFIX +
      encode({ institutionId: input.institutionId, accounts, owners: input.owner ? [input.owner] : [] });
    return { publicToken, accounts };
  }

  async exchangePublicToken(publicToken: string): Promise<LinkedItem> {
    const item = decode(publicToken, PUBLIC_PREFIX);
    const institution = SANDBOX_INSTITUTIONS.find((entry) => entry.id === item.institutionId);
    if (!institution) throw new BankLinkError('Unknown sandbox institution');
    return {
      itemId: `sbx-item-${randomBytes(8).toString('hex')}`,
      accessToken: ACCESS_PREFIX + encode(item),
      institution: { id: institution.id, name: institution.name, logo: institution.logo },
    };
  }

  async getAccounts(accessToken: string): Promise<ProviderAccount[]> {
    const item = decode(accessToken, ACCESS_PREFIX);
    if (item.institutionId === 'sbx_broken') throw new Error('Sandbox: the institution is unreachable');
    return item.accounts;
  }

  /** The owner typed (or defaulted) in the sandbox widget, carried by the token. */
  async getIdentity(accessToken: string): Promise<TBankOwner[]> {
    const item = decode(accessToken, ACCESS_PREFIX);
    if (item.institutionId === 'sbx_broken') throw new Error('Sandbox: the institution is unreachable');
    return item.owners ?? [];
  }

  /** The sandbox keeps no state: its access token carries the item, so there is nothing to end. */
  async removeItem(accessToken: string): Promise<void> {
    decode(accessToken, ACCESS_PREFIX);
  }
}
