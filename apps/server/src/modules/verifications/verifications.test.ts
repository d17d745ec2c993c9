import { JOIN_MESSAGES, VERIFICATION_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bidders } from '../../db/schema/index';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createAuction, createHost, createLot } from '../../test/live-fixtures';
import { caller, freshPhone, lastCode } from '../accounts/test/test-kit';

/**
 * Issue 42 (1), ADR 0072: linking a bank compares the bank's account owners with the registration; a match
 * verifies the identity, no match waits for an admin, and a bidder joins a lot only once verified. Entity
 * grantees join only with approved papers. On the real embedded database, through the routes.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let adminToken: string;
let adminId: number;
let auctionId: number;
let lotId: number;

interface Bidder {
  id: number;
  token: string;
}

async function registeredBidder(firstName: string, lastName: string): Promise<Bidder> {
  const user = await createUser(t.db, 'Bidder', { firstName, lastName });
  await t.db.insert(bidders).values({
    userId: user.id,
    streetLine1: '1420 North Dearborn Street',
    streetLine2: 'Apartment 5',
    city: 'Chicago',
    stateCode: 'IL',
    zipCode: '60610',
  });
  return { id: user.id, token: (await loginAs(t.app, user.userName)).access_token };
}

/** Links a sandbox bank as the widget does; `ownerName` is what a tester types (blank: the bidder's own). */
async function linkSandbox(bidder: Bidder, ownerName?: string) {
  const widget = await call('POST', '/api/accounts/sandbox/publictoken', bidder.token, {
    institutionId: 'sbx_chase',
    accounts: [{ name: 'Checking', subType: 'checking', balance: 50_000 }],
    ...(ownerName === undefined ? {} : { ownerName }),
  });
  expect(widget.statusCode).toBe(200);
  const linked = await call('POST', '/api/accounts/bidder', bidder.token, {
    publicToken: widget.json().publicToken,
    accountIds: [],
  });
  expect(linked.statusCode).toBe(200);
  return linked.json()[0].id as string;
}

/** The phone code step as today: send, read the code in the outbox, confirm. */
async function verifyPhone(bidder: Bidder, accountId: string) {
  const number = freshPhone();
  const sent = await call('POST', '/api/bidderphones/verification', bidder.token, { number, accountId });
  expect(sent.statusCode).toBe(200);
  const code = await lastCode(t.app, number);
  const verified = await call('POST', `/api/bidderphones/verification/${sent.json().id}`, bidder.token, {
    code,
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().isVerified as boolean;
}

async function profileOf(bidder: Bidder, type: 'Individual' | 'Corporation', name: string) {
  const created = await call('POST', '/api/purchaseprofiles', bidder.token, {
    name,
    type,
    contactName: 'Contact',
    phoneNumber: '(312) 555-0100',
    address1: '2 Wacker Dr',
    city: 'Chicago',
    county: 'Cook',
    state: 'IL',
    zip: '60606',
    isPrimary: type === 'Individual',
    isAgentForBidder: type === 'Corporation',
    isSameAsBidder: false,
  });
  expect(created.statusCode).toBe(200);
  return created.json() as { id: string; papersStatus: string };
}

const join = (bidder: Bidder, purchaseProfileId: string) =>
  call('POST', `/api/auctions/${auctionId}/${lotId}/bidders`, bidder.token, {
    amount: -1,
    purchaseProfileId: Number(purchaseProfileId),
    type: 'ONLINE',
  });

const identityOf = async (bidder: Bidder) =>
  (await call('GET', '/api/verifications/identity', bidder.token)).json();

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const admin = await createUser(t.db, 'Admin');
  adminId = admin.id;
  adminToken = (await loginAs(t.app, admin.userName, 'Demo1234', { clientId: 'bidright-admin' }))
    .access_token;
  const host = await createHost(t);
  auctionId = await createAuction(t.db, host);
  lotId = await createLot(t.db, host, auctionId);
});
afterAll(async () => t?.close());

describe('a bank whose owner is the bidder', () => {
  it('verifies the identity on link, and the phone code then verifies the bidder, who may join', async () => {
    const bidder = await registeredBidder('James', 'Whitaker');
    const profile = await profileOf(bidder, 'Individual', 'James Whitaker');
    expect((await identityOf(bidder)).status).toBe('Unverified');
    const accountId = await linkSandbox(bidder, 'WHITAKER, JAMES R. JR');
    expect(await identityOf(bidder)).toMatchObject({ status: 'Verified', result: 'match', reason: null });
    // Verified identity alone is not "verified": the phone code follows as before.
    expect((await join(bidder, profile.id)).json().message).toBe(JOIN_MESSAGES.notVerified);
    expect(await verifyPhone(bidder, accountId)).toBe(true);
    expect((await join(bidder, profile.id)).statusCode).toBe(200);
    const [evidence] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select method, result, name_score, address_score, bank_account_id, owners, registered
        from identity_evidence where bidder_id = ${bidder.id}`,
    );
    expect(evidence).toMatchObject({
      method: 'bank-identity',
      result: 'match',
      name_score: 1,
      address_score: 1,
      bank_account_id: Number(accountId),
      owners: [expect.objectContaining({ names: ['WHITAKER, JAMES R. JR'] })],
      registered: expect.objectContaining({ firstName: 'James', lastName: 'Whitaker', zipCode: '60610' }),
    });
  });
});

describe('a bank held in another name', () => {
  let bidder: Bidder;
  let accountId: string;
  let profileId: string;

  it('sets Pending review, keeps the bidder unverified even with the phone code, and refuses the join', async () => {
    bidder = await registeredBidder('Elena', 'Novak');
    profileId = (await profileOf(bidder, 'Individual', 'Elena Novak')).id;
    accountId = await linkSandbox(bidder, 'Robert Novak');
    expect(await identityOf(bidder)).toMatchObject({ status: 'Pending review', result: 'no_match' });
    expect(await verifyPhone(bidder, accountId)).toBe(false);
    const refused = await join(bidder, profileId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(JOIN_MESSAGES.notVerified);
  });

  it('shows the admin both sides with scores and reasons; only admins see the queue', async () => {
    expect((await call('GET', '/api/admin/verifications', bidder.token)).statusCode).toBe(403);
    const queue = await call('GET', '/api/admin/verifications', adminToken);
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json()
      .identity.find((entry: { bidderId: string }) => entry.bidderId === String(bidder.id));
    expect(item).toMatchObject({
      bidderName: 'Elena Novak',
      result: 'no_match',
      nameScore: 0.5,
      addressScore: 1,
      owners: [expect.objectContaining({ names: ['Robert Novak'] })],
      registered: expect.objectContaining({ firstName: 'Elena', streetLine1: '1420 North Dearborn Street' }),
      reasons: [expect.stringContaining('First name differs'), expect.stringContaining('Address agrees')],
      decision: null,
    });
  });

  it('a denial needs a reason; it is recorded and the bidder sees it', async () => {
    const [{ id }] = (await call('GET', '/api/admin/verifications', adminToken))
      .json()
      .identity.filter((entry: { bidderId: string }) => entry.bidderId === String(bidder.id));
    const noReason = await call('PUT', `/api/admin/verifications/identity/${id}`, adminToken, {
      decision: 'Denied',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: VERIFICATION_MESSAGES.reasonRequired });
    expect(
      (await call('PUT', `/api/admin/verifications/identity/${id}`, bidder.token, { decision: 'Approved' }))
        .statusCode,
    ).toBe(403);
    const denied = await call('PUT', `/api/admin/verifications/identity/${id}`, adminToken, {
      decision: 'Denied',
      reason: 'The account belongs to Robert Novak.',
    });
    expect(denied.json()).toEqual({ message: VERIFICATION_MESSAGES.denied });
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select decision, decided_by, decided_at is not null as dated, decision_reason from identity_evidence where id = ${Number(id)}`,
    );
    expect(row).toEqual({
      decision: 'Denied',
      decided_by: adminId,
      dated: true,
      decision_reason: 'The account belongs to Robert Novak.',
    });
    expect(await identityOf(bidder)).toMatchObject({
      status: 'Denied',
      reason: 'The account belongs to Robert Novak.',
    });
    // Decided once: a second decision is refused, and the review left the queue.
    const again = await call('PUT', `/api/admin/verifications/identity/${id}`, adminToken, {
      decision: 'Approved',
    });
    expect(again.statusCode).toBe(409);
    const queue = (await call('GET', '/api/admin/verifications', adminToken)).json();
    expect(queue.identity.map((entry: { id: string }) => entry.id)).not.toContain(id);
  });

  it('after a denial the bidder links another account, in their own name, and is verified', async () => {
    const again = await linkSandbox(bidder);
    expect(await identityOf(bidder)).toMatchObject({ status: 'Verified', result: 'match' });
    // The verification step with the new account, as today: the phone was confirmed already.
    const verified = await call('PUT', `/api/accounts/${again}/verifybidder`, bidder.token);
    expect(verified.json()).toMatchObject({ isVerified: true });
    expect((await join(bidder, profileId)).statusCode).toBe(200);
  });

  it("an admin's approval verifies the identity, and with the phone done, the bidder", async () => {
    const other = await registeredBidder('Maria', 'Lopez');
    const account = await linkSandbox(other, 'Mario Lopez');
    expect(await verifyPhone(other, account)).toBe(false);
    const { id } = (await call('GET', '/api/admin/verifications', adminToken))
      .json()
      .identity.find((entry: { bidderId: string }) => entry.bidderId === String(other.id));
    const approved = await call('PUT', `/api/admin/verifications/identity/${id}`, adminToken, {
      decision: 'Approved',
      reason: 'Called the bank: joint account.',
    });
    expect(approved.statusCode).toBe(200);
    expect(await identityOf(other)).toMatchObject({
      status: 'Verified',
      reason: 'Called the bank: joint account.',
    });
    const profile = await profileOf(other, 'Individual', 'Maria Lopez');
    expect((await join(other, profile.id)).statusCode).toBe(200);
  });
});

describe("an entity grantee's papers", () => {
  let bidder: Bidder;
  let llcId: string;
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

  const upload = (who: Bidder, profileId: string, data: Buffer, fileName = 'articles.pdf') => {
    const boundary = '----papers';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="papers"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/purchaseprofiles/${profileId}/papers`,
      headers: {
        authorization: `Bearer ${who.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  beforeAll(async () => {
    bidder = await registeredBidder('Priya', 'Raman');
    const account = await linkSandbox(bidder);
    expect(await verifyPhone(bidder, account)).toBe(true);
    const llc = await profileOf(bidder, 'Corporation', 'Raman Holdings LLC');
    expect(llc.papersStatus).toBe('Missing');
    llcId = llc.id;
  });

  it('refuse the join until the papers are approved', async () => {
    const refused = await join(bidder, llcId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VERIFICATION_MESSAGES.papersNotApproved);
  });

  it("are uploaded only by the profile's owner, as a real PDF, for an entity", async () => {
    const stranger = await registeredBidder('Eve', 'Stone');
    expect((await upload(stranger, llcId, pdf)).statusCode).toBe(403);
    expect((await upload(bidder, llcId, Buffer.from('<html>not a pdf</html>'))).statusCode).toBe(400);
    const individual = await profileOf(bidder, 'Individual', 'Priya Raman');
    const notEntity = await upload(bidder, individual.id, pdf);
    expect(notEntity.json().message).toBe(VERIFICATION_MESSAGES.papersNotEntity);
    const uploaded = await upload(bidder, llcId, pdf);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toEqual({
      message: VERIFICATION_MESSAGES.papersUploaded,
      status: 'Pending review',
    });
    expect((await join(bidder, llcId)).json().message).toBe(VERIFICATION_MESSAGES.papersNotApproved);
  });

  it('wait in the admin queue with a signed link; a denial needs a reason; an approval lets the profile join', async () => {
    const queue = (await call('GET', '/api/admin/verifications', adminToken)).json();
    const item = queue.papers.find((entry: { profileId: string }) => entry.profileId === llcId);
    expect(item).toMatchObject({
      entityName: 'Raman Holdings LLC',
      status: 'Pending review',
      bidderName: 'Priya Raman',
    });
    expect(item.fileUrl).toMatch(/\/files\/signed\//);
    expect(
      (
        await call('PUT', `/api/admin/verifications/papers/${llcId}`, adminToken, {
          decision: 'Denied',
          reason: ' ',
        })
      ).statusCode,
    ).toBe(400);
    const denied = await call('PUT', `/api/admin/verifications/papers/${llcId}`, adminToken, {
      decision: 'Denied',
      reason: 'The articles are for another company.',
    });
    expect(denied.statusCode).toBe(200);
    const profiles = (await call('GET', '/api/purchaseprofiles', bidder.token)).json();
    expect(profiles.find((p: { id: string }) => p.id === llcId)).toMatchObject({
      papersStatus: 'Denied',
      papersReason: 'The articles are for another company.',
    });
    expect((await join(bidder, llcId)).statusCode).toBe(400);
    expect((await upload(bidder, llcId, pdf)).statusCode).toBe(200);
    const approved = await call('PUT', `/api/admin/verifications/papers/${llcId}`, adminToken, {
      decision: 'Approved',
    });
    expect(approved.statusCode).toBe(200);
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select papers_status, papers_decided_by from purchase_profiles where id = ${Number(llcId)}`,
    );
    expect(row).toEqual({ papers_status: 'Approved', papers_decided_by: adminId });
    expect((await join(bidder, llcId)).statusCode).toBe(200);
  });
});
