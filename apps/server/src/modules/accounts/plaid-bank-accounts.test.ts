import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bankItems } from '../../db/schema/index';
import { PlaidBank } from '../../providers/bank/plaid-bank';
import { createTestApp, type TestApp } from '../../test/app';
import {
  type PlaidStandIn,
  plaidStandInEnv,
  publicTokenFor,
  STAND_IN_CLIENT_ID,
  STAND_IN_SECRET,
  startPlaidStandIn,
} from '../../test/plaid-stand-in';
import { caller, createBidderUser } from './test/test-kit';

/**
 * Issue 30 (3): with PLAID_* set, the bank routes run on Plaid. The server talks to a local stand-in that
 * answers Plaid's documented request and response shapes; each test checks what reached "Plaid" as well.
 */

let standIn: PlaidStandIn;
let t: TestApp;
let call: ReturnType<typeof caller>;
let bidder: { id: number; token: string; firstName: string; lastName: string };

beforeAll(async () => {
  standIn = await startPlaidStandIn();
  t = await createTestApp(plaidStandInEnv(standIn));
  call = caller(t.app);
  bidder = await createBidderUser(t);
  // The bank's account owner is this bidder, as registered (ADR 0072: a match verifies the identity).
  standIn.setOwner({
    names: [`${bidder.firstName.toUpperCase()} Q ${bidder.lastName.toUpperCase()}`],
    street: '1 Main Street',
    city: 'Chicago',
    region: 'IL',
    postalCode: '60601-0000',
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const credentials = { client_id: STAND_IN_CLIENT_ID, secret: STAND_IN_SECRET };

async function linkToken(): Promise<string> {
  const answer = await call('GET', '/api/accounts/linktoken', bidder.token);
  expect(answer.statusCode).toBe(200);
  return answer.json().linkToken;
}

describe('bank linking through Plaid (stand-in)', () => {
  let checkingId: string;
  let savingsId: string;

  it('issues a Plaid link token and tells the web to open Plaid Link', async () => {
    const answer = await call('GET', '/api/accounts/linktoken', bidder.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ linkToken: expect.stringMatching(/^link-sandbox-/), provider: 'plaid' });
    const [request] = standIn.callsTo('/link/token/create');
    expect(request!.body).toMatchObject({
      ...credentials,
      user: { client_user_id: String(bidder.id) },
      client_name: 'Bidright',
      products: ['auth', 'identity'],
      country_codes: ['US'],
      language: 'en',
      account_filters: { depository: { account_subtypes: ['checking', 'savings'] } },
    });
  });

  it('exchanges the public token and links the accounts picked in Link, with their balances', async () => {
    // Plaid's hand-over is not behind the sandbox's this-machine-only guard: real bidders call it.
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/bidder',
      headers: { authorization: `Bearer ${bidder.token}` },
      remoteAddress: '203.0.113.9',
      payload: {
        publicToken: publicTokenFor(await linkToken()),
        accountIds: ['plaid-acct-checking', 'plaid-acct-savings'],
      },
    });
    expect(linked.statusCode).toBe(200);
    const accounts = linked.json() as { id: string; name: string }[];
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({
      name: 'Plaid Gold Standard 0% Interest Checking',
      mask: '0000',
      subType: 'checking',
      institutionName: 'First Platypus Bank',
      institutionLogo: expect.stringMatching(/^data:image\/png;base64,iVBOR/),
      balance: 32_100.55, // the available figure
      isValid: true,
      bidderId: String(bidder.id),
    });
    // No available figure reported: the current balance counts.
    expect(accounts[1]).toMatchObject({ subType: 'savings', balance: 41_000 });
    checkingId = accounts[0]!.id;
    savingsId = accounts[1]!.id;

    const [item] = standIn.items();
    const [exchange] = standIn.callsTo('/item/public_token/exchange');
    expect(exchange!.body).toEqual({
      ...credentials,
      public_token: expect.stringMatching(/^public-sandbox-/),
    });
    expect(standIn.callsTo('/item/get').at(-1)!.body).toEqual({
      ...credentials,
      access_token: item!.accessToken,
    });
    expect(standIn.callsTo('/institutions/get_by_id').at(-1)!.body).toMatchObject({
      ...credentials,
      institution_id: 'ins_109508',
      country_codes: ['US'],
    });
    expect(standIn.callsTo('/accounts/balance/get').at(-1)!.body).toEqual({
      ...credentials,
      access_token: item!.accessToken,
    });
    const [stored] = await t.db.select().from(bankItems).where(eq(bankItems.bidderId, bidder.id));
    expect(stored).toMatchObject({ provider: 'plaid', itemId: item!.itemId });
  });

  it('answers the spec linking error for a used or unknown public token', async () => {
    const token = await linkToken();
    const first = await call('POST', '/api/accounts/bidder', bidder.token, {
      publicToken: publicTokenFor(token),
      accountIds: ['plaid-acct-checking'],
    });
    expect(first.statusCode).toBe(200);
    // Plaid answered INVALID_PUBLIC_TOKEN both times.
    for (const publicToken of [publicTokenFor(token), 'public-sandbox-forged']) {
      const again = await call('POST', '/api/accounts/bidder', bidder.token, { publicToken, accountIds: [] });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(ACCOUNT_MESSAGES.bankLinkFailed);
    }
    // That second item's account goes again, so the rest of the file sees the first item only.
    const [extra] = (first.json() as { id: string; name: string }[]).slice(-1);
    expect((await call('PUT', `/api/accounts/${extra!.id}/${bidder.id}`, bidder.token)).statusCode).toBe(200);
  });

  it('ends an item nobody keeps: only a credit card picked answers the error and removes the item', async () => {
    const removals = standIn.callsTo('/item/remove').length;
    const answer = await call('POST', '/api/accounts/bidder', bidder.token, {
      publicToken: publicTokenFor(await linkToken()),
      accountIds: ['plaid-acct-credit'],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.bankLinkFailed,
      errors: { accountIds: ACCOUNT_MESSAGES.noBankAccount },
    });
    const orphan = standIn.items().at(-1)!;
    expect(
      standIn
        .callsTo('/item/remove')
        .slice(removals)
        .map((c) => c.body),
    ).toEqual([{ ...credentials, access_token: orphan.accessToken }]);
    expect(orphan.removed).toBe(true);
  });

  it('refreshes balances from /accounts/balance/get', async () => {
    standIn.setAvailable('plaid-acct-checking', 12_345.67);
    const refreshed = await call('GET', '/api/accounts/refreshaccounts', bidder.token);
    expect(refreshed.statusCode).toBe(200);
    const balances = Object.fromEntries(
      (refreshed.json().accounts as { id: string; balance: number }[]).map((a) => [a.id, a.balance]),
    );
    expect(balances).toEqual({ [checkingId]: 12_345.67, [savingsId]: 41_000 });
    expect(refreshed.json().available_balance).toBe(12_345.67 + 41_000);
  });

  it('verifies the bidder with a Plaid account and a verified phone', async () => {
    await queryRows(
      t.db,
      sql`insert into bidder_phones (user_id, number, is_primary, verified_date) values (${bidder.id}, '3125550177', true, now())`,
    );
    const verified = await call('PUT', `/api/accounts/${checkingId}/verifybidder`, bidder.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ isVerified: true });
    // The owners came from Plaid Identity for the linked accounts, and the evidence says why it matched.
    expect(standIn.callsTo('/identity/get')[0]!.body).toMatchObject({
      access_token: standIn.items()[0]!.accessToken,
      options: { account_ids: ['plaid-acct-checking', 'plaid-acct-savings'] },
    });
    const [evidence] = await queryRows<{ method: string; result: string; name_score: number }>(
      t.db,
      sql`select method, result, name_score from identity_evidence where bidder_id = ${bidder.id}`,
    );
    expect(evidence).toEqual({ method: 'bank-identity', result: 'match', name_score: 1 });
  });

  it('a bank that needs a new login answers the spec refresh error and changes nothing', async () => {
    const item = standIn.items()[0]!;
    standIn.requireLogin(item.accessToken);
    standIn.setAvailable('plaid-acct-checking', 1);
    const refreshed = await call('GET', '/api/accounts/refreshaccounts', bidder.token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().message).toBe(ACCOUNT_MESSAGES.balanceRefreshFailed);
    const listed = (await call('GET', '/api/accounts/bidder', bidder.token)).json() as { balance: number }[];
    expect(listed.map((a) => a.balance)).toEqual([12_345.67, 41_000]);
  });

  it('removes the item at Plaid when its last account is unlinked, and drops its token', async () => {
    const item = standIn.items()[0]!;
    const removals = standIn.callsTo('/item/remove').length;
    await call('PUT', `/api/accounts/${checkingId}/${bidder.id}`, bidder.token);
    expect(standIn.callsTo('/item/remove')).toHaveLength(removals); // the savings account still uses it
    const last = await call('PUT', `/api/accounts/${savingsId}/${bidder.id}`, bidder.token);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual([]);
    expect(standIn.callsTo('/item/remove').at(-1)!.body).toEqual({
      ...credentials,
      access_token: item.accessToken,
    });
    expect(item.removed).toBe(true);
    const left = await t.db.select().from(bankItems).where(eq(bankItems.itemId, item.itemId));
    expect(left).toEqual([]);
  });
});

describe('the Plaid adapter', () => {
  it('sends its keys to Plaid, which refuses wrong ones', async () => {
    const wrong = new PlaidBank({
      clientId: STAND_IN_CLIENT_ID,
      secret: 'not-the-secret',
      environment: 'sandbox',
      baseUrl: standIn.baseUrl,
    });
    await expect(wrong.createLinkToken({ id: 1, name: 'x' })).rejects.toThrow();
    expect(standIn.calls.at(-1)!.body).toMatchObject({
      client_id: STAND_IN_CLIENT_ID,
      secret: 'not-the-secret',
    });
  });
});
