import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attorneyInvitations, attorneys, clientCompanies, clients } from '../../db/schema/index';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { caller, outbox } from '../accounts/test/test-kit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let companyId: number;
let otherCompanyId: number;
let hostToken: string;
let attorneyId: number;

const EMAIL = 'sam@smithlaw.example';

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  companyId = company.id;
  otherCompanyId = other.id;
  const [firm] = await t.db.insert(clients).values({ name: 'Smith Law' }).returning();
  await t.db.insert(clientCompanies).values({ clientId: firm!.id, companyId });
  const [attorney] = await t.db
    .insert(attorneys)
    .values({ clientId: firm!.id, firstName: 'Sam', lastName: 'Smith', email: EMAIL, phone: '3125550000' })
    .returning();
  attorneyId = attorney!.id;
  const host = await createUser(t.db, 'Auctioneer', { companyId });
  hostToken = (await loginAs(t.app, host.userName)).access_token;
});
afterAll(async () => t?.close());

/** Sends an invitation as the host and reads the link's query from the outbox. */
async function invite() {
  const sent = await call('POST', `/api/attorneys/${attorneyId}/invite`, hostToken);
  expect(sent.statusCode).toBe(200);
  const mail = (await outbox(t.app)).find(
    (message) => message.channel === 'email' && message.recipient === EMAIL,
  );
  const link = new URL(/http\S+client-register\S+/.exec(mail!.body)![0]);
  return {
    email: link.searchParams.get('email')!,
    companyId: link.searchParams.get('companyId')!,
    token: link.searchParams.get('token')!,
  };
}

const signUp = (link: { email: string; companyId: string; token: string }, userName: string) =>
  call('POST', `/api/attorneys/${attorneyId}/register`, null, {
    firstName: 'Samuel',
    lastName: 'Smith',
    email: link.email,
    phone: '3125552000',
    userName,
    password: 'Client12',
    attorneyId,
    companyId: link.companyId,
    firmName: 'Smith Law',
    token: link.token,
  });

describe('attorney invitations', () => {
  it('the lookup answers nothing that identifies anyone without the token', async () => {
    // Today's hole: an e-mail alone answered the attorney's id, name, phone and firm.
    const bare = await call('POST', '/api/attorneys/register', null, { email: EMAIL });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(ACCOUNT_MESSAGES.emailNotFound);
    expect(bare.body).not.toContain('Sam');
    const unknown = await call('POST', '/api/attorneys/register', null, { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual(bare.json());
    const guessed = await call('POST', '/api/attorneys/register', null, {
      email: EMAIL,
      token: 'A'.repeat(43),
    });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().message).toBe(ACCOUNT_MESSAGES.emailNotFound);
    // Nor can anyone sign up without it.
    const direct = await signUp(
      { email: EMAIL, companyId: String(companyId), token: 'A'.repeat(43) },
      'thief',
    );
    expect(direct.statusCode).toBe(400);
  });

  it('only staff of a company working with the firm may invite', async () => {
    const bidder = await createUser(t.db, 'Bidder');
    const client = await createUser(t.db, 'Client');
    const stranger = await createUser(t.db, 'Auctioneer', { companyId: otherCompanyId });
    const path = `/api/attorneys/${attorneyId}/invite`;
    expect((await call('POST', path, null)).statusCode).toBe(401);
    expect((await call('POST', path, (await loginAs(t.app, bidder.userName)).access_token)).statusCode).toBe(
      403,
    );
    expect((await call('POST', path, (await loginAs(t.app, client.userName)).access_token)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', path, (await loginAs(t.app, stranger.userName)).access_token)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/attorneys/999999/invite', hostToken)).statusCode).toBe(404);
    expect(await t.db.select().from(attorneyInvitations)).toHaveLength(0);
  });

  it('the e-mailed link loads the invite, signs up once, and its token is stored hashed', async () => {
    const link = await invite();
    expect(link.email).toBe(EMAIL);
    expect(link.companyId).toBe(String(companyId));
    const [stored] = await t.db.select().from(attorneyInvitations);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(link.token);
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const mismatch = await call('POST', '/api/attorneys/register', null, {
      ...link,
      companyId: otherCompanyId,
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe(ACCOUNT_MESSAGES.emailCompanyMismatch);
    const loaded = await call('POST', '/api/attorneys/register', null, link);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({
      attorneyId: String(attorneyId),
      firmName: 'Smith Law',
      firstName: 'Sam',
    });

    // A taken user name answers the client text, and leaves the link good for another try.
    const taken = await createUser(t.db, 'Bidder');
    const refused = await signUp(link, taken.userName.toUpperCase());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.userName).toBe(ACCOUNT_MESSAGES.clientUserNameUnavailable);
    const [unclaimed] = await t.db.select().from(attorneys).where(eq(attorneys.id, attorneyId));
    expect(unclaimed!.userId).toBeNull();

    expect((await signUp(link, 'samsmith')).statusCode).toBe(200);
    expect((await loginAs(t.app, 'samsmith', 'Client12')).roles).toEqual(['Client']);
    // The token is spent: neither the lookup nor a second sign-up works with it.
    const again = await call('POST', '/api/attorneys/register', null, link);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.emailNotFound);
    expect((await signUp(link, 'samsmith2')).statusCode).toBe(400);
    // A registered attorney cannot be invited again.
    const reinvite = await call('POST', `/api/attorneys/${attorneyId}/invite`, hostToken);
    expect(reinvite.statusCode).toBe(400);
    expect(reinvite.json().message).toBe(ACCOUNT_MESSAGES.attorneyAlreadyRegistered);
  });

  it('an expired or superseded link does not work', async () => {
    const [firm] = await t.db.insert(clients).values({ name: 'Jones Law' }).returning();
    await t.db.insert(clientCompanies).values({ clientId: firm!.id, companyId });
    const [jones] = await t.db
      .insert(attorneys)
      .values({ clientId: firm!.id, firstName: 'Jo', lastName: 'Jones', email: 'jo@joneslaw.example' })
      .returning();
    const send = async () => {
      expect((await call('POST', `/api/attorneys/${jones!.id}/invite`, hostToken)).statusCode).toBe(200);
      const mail = (await outbox(t.app)).find((message) => message.recipient === 'jo@joneslaw.example');
      const link = new URL(/http\S+client-register\S+/.exec(mail!.body)![0]);
      return { email: 'jo@joneslaw.example', companyId, token: link.searchParams.get('token')! };
    };
    const first = await send();
    const second = await send();
    expect((await call('POST', '/api/attorneys/register', null, first)).statusCode).toBe(400);
    expect((await call('POST', '/api/attorneys/register', null, second)).statusCode).toBe(200);
    await t.db
      .update(attorneyInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(attorneyInvitations.attorneyId, jones!.id));
    const expired = await call('POST', '/api/attorneys/register', null, second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.emailNotFound);
  });
});
