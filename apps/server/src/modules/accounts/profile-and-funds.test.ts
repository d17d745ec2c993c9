import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bankAccounts, bidders } from '../../db/schema/index';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { caller } from './test/test-kit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const a = await createUser(t.db, 'Bidder', {
    firstName: 'Alice',
    lastName: 'Adams',
    phoneNumber: '3125550100',
  });
  const b = await createUser(t.db, 'Bidder');
  await t.db.insert(bidders).values([
    {
      userId: a.id,
      birthDate: '1980-01-02',
      streetLine1: '1 Main St',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60601',
    },
    { userId: b.id },
  ]);
  alice = { id: a.id, token: (await loginAs(t.app, a.userName)).access_token };
  bob = { id: b.id, token: (await loginAs(t.app, b.userName)).access_token };
  const staff = await createUser(t.db, 'Admin');
  staffToken = (await loginAs(t.app, staff.userName, 'Demo1234', { clientId: 'bidright-admin' }))
    .access_token;
});
afterAll(async () => t?.close());

const corporation = {
  name: 'Adams Holdings LLC',
  type: 'Corporation',
  contactName: 'Alice Adams',
  phoneNumber: '(312) 555-0100',
  address1: '2 Wacker Dr',
  city: 'Chicago',
  county: 'Cook',
  state: 'il',
  zip: '60606',
  isPrimary: false,
  isAgentForBidder: true,
  isSameAsBidder: false,
};

describe('purchase profiles', () => {
  let corpId: string;
  it('creates profiles; the first becomes primary; GET lists id and name', async () => {
    const created = await call('POST', '/api/purchaseprofiles', alice.token, corporation);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Adams Holdings LLC',
      type: 'Corporation',
      contactName: 'Alice Adams',
      phoneNumber: '3125550100',
      state: 'IL',
      isPrimary: true,
      isAgentForBidder: true,
    });
    corpId = created.json().id;
    const individual = await call('POST', '/api/purchaseprofiles', alice.token, {
      name: 'Alice Adams',
      type: 'Individual',
      contactName: 'ignored for individuals',
      phoneNumber: '3125550100',
      address1: 'should be dropped',
      isSameAsBidder: true,
      isPrimary: true,
    });
    expect(individual.statusCode).toBe(200);
    expect(individual.json()).toMatchObject({
      contactName: null,
      address1: null,
      address2: null,
      city: null,
      county: null,
      state: null,
      zip: null,
      isSameAsBidder: true,
      isPrimary: true,
    });
    const list = (await call('GET', '/api/purchaseprofiles', alice.token)).json();
    expect(list.map((p: { name: string; isPrimary: boolean }) => [p.name, p.isPrimary])).toEqual([
      ['Alice Adams', true],
      ['Adams Holdings LLC', false],
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'id',
        'name',
        'type',
        'contactName',
        'phoneNumber',
        'address1',
        'address2',
        'city',
        'county',
        'state',
        'zip',
        'isPrimary',
        'isAgentForBidder',
        'isSameAsBidder',
        // ADR 0072: an entity grantee's papers, added beside the spec's fields.
        'papersStatus',
        'papersReason',
      ].sort(),
    );
  });

  it('answers field errors: name, type, phone, and the address unless same as bidder', async () => {
    const response = await call('POST', '/api/purchaseprofiles', alice.token, {
      type: 'Trust',
      phoneNumber: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: ACCOUNT_MESSAGES.fieldRequired,
      type: 'Field is required!',
      phoneNumber: ACCOUNT_MESSAGES.phoneInvalid,
    });
    const noAddress = await call('POST', '/api/purchaseprofiles', alice.token, {
      name: 'X',
      type: 'Individual',
      phoneNumber: '3125550100',
    });
    expect(noAddress.json().errors).toEqual({
      address1: ACCOUNT_MESSAGES.fieldRequired,
      city: ACCOUNT_MESSAGES.fieldRequired,
      state: ACCOUNT_MESSAGES.fieldRequired,
      zip: ACCOUNT_MESSAGES.fieldRequired,
    });
  });

  it('locks the entity type and updates the rest', async () => {
    const locked = await call('PUT', `/api/purchaseprofiles/${corpId}`, alice.token, {
      ...corporation,
      type: 'Individual',
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(ACCOUNT_MESSAGES.entityTypeLocked);
    const updated = await call('PUT', `/api/purchaseprofiles/${corpId}`, alice.token, {
      ...corporation,
      name: 'Adams Capital',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Adams Capital');
  });

  it("refuses another bidder's profile with 403 and changes nothing; non-bidders get 403", async () => {
    expect((await call('PUT', `/api/purchaseprofiles/${corpId}`, bob.token, corporation)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/purchaseprofiles/${corpId}`, bob.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/purchaseprofiles', bob.token)).json()).toEqual([]);
    expect((await call('GET', '/api/purchaseprofiles', staffToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/purchaseprofiles', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/purchaseprofiles/999999', alice.token)).statusCode).toBe(404);
  });

  it('deletes softly; deleting the primary promotes another', async () => {
    const list = (await call('GET', '/api/purchaseprofiles', alice.token)).json();
    const primary = list.find((p: { isPrimary: boolean }) => p.isPrimary);
    expect((await call('DELETE', `/api/purchaseprofiles/${primary.id}`, alice.token)).statusCode).toBe(200);
    const after = (await call('GET', '/api/purchaseprofiles', alice.token)).json();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: corpId, isPrimary: true });
    const [row] = await queryRows(
      t.db,
      sql`select deleted_at from purchase_profiles where id = ${Number(primary.id)}`,
    );
    expect(row?.deleted_at).not.toBeNull();
  });
});

describe('bidder account', () => {
  it('answers global data and profile', async () => {
    await t.db.insert(bankAccounts).values({
      bidderId: alice.id,
      provider: 'sandbox',
      name: 'Checking',
      subType: 'checking',
      balanceCents: 1_500_000,
    });
    const response = await call('GET', '/api/bidders', alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      pinned_count: 0,
      available_balance: 15000,
      locked_balance: 0,
      linked_account_count: 1,
      is_verified: false,
      name: 'Alice Adams',
      phone_number: '3125550100',
      birthDate: '1980-01-02',
      address1: '1 Main St',
      zip: '60601',
      configuredAuthenticatorApp: false,
    });
  });

  it('updates the profile; birth date and user name stay', async () => {
    const response = await call('PUT', '/api/bidders', alice.token, {
      firstName: 'Alicia',
      lastName: 'Adams',
      email: 'alicia@example.com',
      address1: '9 State St',
      address2: 'Unit 2',
      city: 'Evanston',
      state: 'il',
      zip: '60201',
      birthDate: '2010-01-01',
      userName: 'hacker',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Alicia',
      email: 'alicia@example.com',
      state: 'IL',
      birthDate: '1980-01-02',
    });
    expect(response.json().userName).not.toBe('hacker');
  });

  it('validates the profile with the spec texts and refuses a taken e-mail', async () => {
    const bad = await call('PUT', '/api/bidders', alice.token, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      firstName: ACCOUNT_MESSAGES.fieldRequired,
      email: ACCOUNT_MESSAGES.emailInvalid,
      address1: ACCOUNT_MESSAGES.fieldRequired,
    });
    const [bobRow] = await queryRows<{ email: string }>(
      t.db,
      sql`select email from users where id = ${bob.id}`,
    );
    const taken = await call('PUT', '/api/bidders', alice.token, {
      firstName: 'A',
      lastName: 'B',
      email: bobRow!.email.toUpperCase(),
      address1: 'x',
      city: 'c',
      state: 'IL',
      zip: '60601',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ email: ACCOUNT_MESSAGES.emailUnavailable });
  });

  it('answers locked funds and the pin count', async () => {
    const funds = await call('GET', '/api/bidders/lockedfunds', alice.token);
    expect(funds.statusCode).toBe(200);
    expect(funds.json()).toMatchObject({ activeAuctions: [], pendingWinnings: [], locked_balance: 0 });
    const pins = await call('GET', '/api/bidders/pin/count', alice.token);
    expect(pins.json()).toEqual({ count: 0 });
  });

  it('deletion request and deactivation close the account and its sessions', async () => {
    // A bidder of its own: the closed account's tokens stop working at once (issue 12).
    const leaving = await createUser(t.db, 'Bidder');
    const leaver = { id: leaving.id, token: (await loginAs(t.app, leaving.userName)).access_token };
    const deleted = await call('PUT', '/api/bidders/delete', leaver.token);
    expect(deleted.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleteRequested });
    const [row] = await queryRows(
      t.db,
      sql`select b.delete_requested_at, u.deactivated_date from bidders b join users u on u.id = b.user_id where b.user_id = ${leaver.id}`,
    );
    expect(row?.delete_requested_at).not.toBeNull();
    expect(row?.deactivated_date).not.toBeNull();
    const [live] = await queryRows(
      t.db,
      sql`select count(*)::int as n from refresh_tokens where user_id = ${leaver.id} and revoked_at is null`,
    );
    expect(live?.n).toBe(0);
    expect((await call('GET', '/api/bidders', leaver.token)).statusCode).toBe(401);
  });
});

describe('bank accounts through the sandbox bank', () => {
  let accountIds: string[];
  it('links the accounts picked in the sandbox widget', async () => {
    expect((await call('GET', '/api/accounts/linktoken', alice.token)).json()).toEqual({
      linkToken: expect.stringMatching(/^link-sandbox-/),
      provider: 'sandbox',
    });
    const institutions = (await call('GET', '/api/accounts/sandbox/institutions', alice.token)).json();
    expect(institutions.map((i: { id: string }) => i.id)).toContain('sbx_chase');
    const widget = await call('POST', '/api/accounts/sandbox/publictoken', alice.token, {
      institutionId: 'sbx_chase',
      accounts: [
        { name: 'Total Checking', subType: 'checking', balance: 2500.5 },
        { name: 'Savings', subType: 'savings', balance: 100 },
      ],
    });
    expect(widget.statusCode).toBe(200);
    const { publicToken, accounts } = widget.json();
    const linked = await call('POST', '/api/accounts/bidder', alice.token, {
      publicToken,
      accountIds: [accounts[0].id],
    });
    expect(linked.statusCode).toBe(200);
    const names = linked.json().map((a: { name: string }) => a.name);
    expect(names).toContain('Total Checking');
    expect(names).not.toContain('Savings');
    const chase = linked.json().find((a: { name: string }) => a.name === 'Total Checking');
    expect(chase).toMatchObject({
      institutionName: 'Chase',
      subType: 'checking',
      balance: 2500.5,
      isValid: true,
      bidderId: String(alice.id),
    });
    accountIds = linked.json().map((a: { id: string }) => a.id);
  });

  it('refuses a forged public token with the linking error', async () => {
    const response = await call('POST', '/api/accounts/bidder', alice.token, {
      publicToken: 'public-sandbox-garbage',
      accountIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.bankLinkFailed);
  });

  it('renames and hides an account; others get 403', async () => {
    const id = accountIds.at(-1);
    const response = await call('PUT', `/api/accounts/${id}/bidder`, alice.token, {
      nickName: 'Main',
      hide: true,
    });
    expect(response.json()).toMatchObject({ nickName: 'Main', isHidden: true });
    expect(
      (await call('PUT', `/api/accounts/${id}/bidder`, bob.token, { nickName: 'x', hide: false })).statusCode,
    ).toBe(403);
  });

  it('refreshes balances and answers the available balance; a failing bank answers the spec text', async () => {
    const refreshed = await call('GET', '/api/accounts/refreshaccounts', alice.token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().available_balance).toBe(15000 + 2500.5);
    const { publicToken } = (
      await call('POST', '/api/accounts/sandbox/publictoken', alice.token, {
        institutionId: 'sbx_broken',
        accounts: [{ name: 'Broken', subType: 'checking', balance: 5 }],
      })
    ).json();
    expect(
      (await call('POST', '/api/accounts/bidder', alice.token, { publicToken, accountIds: [] })).statusCode,
    ).toBe(400);
  });

  it('verifies the bidder only with a valid own account and a verified phone', async () => {
    const id = accountIds.at(-1)!;
    const noPhone = await call('PUT', `/api/accounts/${id}/verifybidder`, alice.token);
    expect(noPhone.json()).toEqual({ isVerified: false, phones: [] });
    await queryRows(
      t.db,
      sql`insert into bidder_phones (user_id, number, is_primary, verified_date) values (${alice.id}, '3125550100', true, now())`,
    );
    const verified = await call('PUT', `/api/accounts/${id}/verifybidder`, alice.token);
    expect(verified.json()).toMatchObject({
      isVerified: true,
      phones: [{ number: '3125550100', isPrimary: true }],
    });
    expect((await call('PUT', `/api/accounts/${id}/verifybidder`, bob.token)).statusCode).toBe(403);
  });

  it('removes an account only for its owner', async () => {
    const id = accountIds.at(-1)!;
    expect((await call('PUT', `/api/accounts/${id}/${bob.id}`, bob.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/accounts/${id}/${bob.id}`, alice.token)).statusCode).toBe(403);
    const removed = await call('PUT', `/api/accounts/${id}/${alice.id}`, alice.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().map((a: { id: string }) => a.id)).not.toContain(id);
    const noAccount = await call('PUT', `/api/accounts/${id}/verifybidder`, alice.token);
    expect(noAccount.statusCode).toBe(404);
  });
});
