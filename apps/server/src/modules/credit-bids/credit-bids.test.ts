import { CREDIT_BID_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { CREDIT_BID_MISMATCH_JOB } from '../../jobs/lot-alerts-port';
import { createTestApp, type TestApp } from '../../test/app';
import { createLot } from '../../test/live-fixtures';
import { DELIVER_JOB } from '../notifications/raise-notification';
import {
  type CreditBidWorld,
  call,
  confirm,
  createCreditBidWorld,
  enter,
  requiredAuctionWithLot,
} from './test/credit-bid-kit';

let t: TestApp;
let world: CreditBidWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createCreditBidWorld(t);
});
afterAll(() => t.close());

const readCase = (token: string) => call(t, 'GET', `/api/credit-bids/cases/${world.host.caseId}`, token);
const lotOf = async (token: string, lotId: number) =>
  (await readCase(token)).json().data.find((lot: { lotId: string }) => lot.lotId === String(lotId));

describe('entering and confirming, blind', () => {
  it('an attorney enters; the amount is hidden from everyone else until confirmed', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    const entered = await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({
      status: 'AwaitingConfirmation',
      amount: 150_000,
      canConfirm: false,
    });

    const forPartner = await lotOf(world.partner.token, lotId);
    expect(forPartner).toMatchObject({ status: 'AwaitingConfirmation', amount: null, canConfirm: true });
    expect(JSON.stringify(forPartner)).not.toContain('150000');
    const forHost = await lotOf(world.host.token, lotId);
    expect(forHost).toMatchObject({ amount: null, canConfirm: true, canEnter: false });
    expect(JSON.stringify(forHost)).not.toContain('150000');

    // The activity log names no amount before the confirmation either.
    const [log] = await queryRows<{ body: string }>(
      t.db,
      sql`select body from activity_logs where lot_id = ${lotId} and title = 'Credit bid entered'`,
    );
    expect(log!.body).not.toMatch(/150/);
  });

  it('a matching confirmation by the host confirms it and makes it the opening price', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    const confirmed = await confirm(t, lotId, world.employee.token, { amount: 150_000 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'Confirmed', amount: 150_000 });
    expect(confirmed.json().confirmedByName).toMatch(/^Employee /);
    const [lot] = await queryRows<{ opening_price_cents: string }>(
      t.db,
      sql`select opening_price_cents from lots where id = ${lotId}`,
    );
    expect(Number(lot!.opening_price_cents)).toBe(150_000_00);
    const history = (await lotOf(world.partner.token, lotId)).history;
    expect(history.map((step: { action: string }) => step.action)).toEqual(['Entered', 'Confirmed']);
    expect(history[0].amount).toBe(150_000);

    // On the audit trail (ADR 0071) with who and when, but never the amount, which host staff who confirm
    // blind could read there (ADR 0074).
    const trail = await queryRows<{ operation: string; actor_role: string; new_values: string }>(
      t.db,
      sql`select operation, actor_role, new_values::text from audit_trail
          where table_name = 'credit_bids' and new_values->>'lot_id' = ${String(lotId)} order by id`,
    );
    expect(trail.map((row) => [row.operation, row.actor_role])).toEqual([
      ['INSERT', 'Client'],
      ['UPDATE', 'Employee'],
    ]);
    for (const row of trail) {
      expect(JSON.parse(row.new_values).amount_cents).toBe('[withheld]');
      expect(row.new_values).not.toContain('15000000');
    }
  });

  it('another attorney of the firm may confirm; the one who entered may not', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { amount: 120_000.5 });
    const self = await confirm(t, lotId, world.attorney.token, { amount: 120_000.5 });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'CREDIT_BID_SELF_CONFIRM' });
    const partner = await confirm(t, lotId, world.partner.token, { amount: '120000.50' });
    expect(partner.statusCode).toBe(200);
    expect(partner.json().status).toBe('Confirmed');
  });

  it('a mismatch is refused, recorded, and both people are told in the app', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    const wrong = await confirm(t, lotId, world.host.token, { amount: 15_000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: CREDIT_BID_MESSAGES.mismatch, code: 'CREDIT_BID_MISMATCH' });
    expect((await lotOf(world.host.token, lotId)).status).toBe('AwaitingConfirmation');
    const [mismatch] = await queryRows<{ amount_cents: string }>(
      t.db,
      sql`select amount_cents from credit_bid_history where lot_id = ${lotId} and action = 'Mismatch'`,
    );
    expect(Number(mismatch!.amount_cents)).toBe(15_000_00);

    // Queued with the change, not sent inside the request: the job tells both, once.
    expect(await t.app.jobs.runDue(CREDIT_BID_MISMATCH_JOB)).toBe(1);
    await t.app.jobs.runDue(DELIVER_JOB);
    const told = await queryRows<{ user_id: number; body: string }>(
      t.db,
      sql`select user_id, body from notifications where lot_id = ${lotId} and kind = 'CreditBidMismatch' order by user_id`,
    );
    expect(told.map((row) => Number(row.user_id)).sort()).toEqual(
      [world.attorney.id, world.host.auctioneerId].sort(),
    );
    for (const row of told) expect(row.body).not.toMatch(/15,?000/);
    const bell = await call(t, 'GET', '/api/notifications', world.attorney.token);
    expect(bell.json().data[0]).toMatchObject({
      kind: 'CreditBidMismatch',
      title: 'Credit bid not confirmed',
    });

    // The right amount still confirms.
    expect((await confirm(t, lotId, world.host.token, { amount: 150_000 })).statusCode).toBe(200);
  });

  it('three wrong confirmations withdraw the entry, so an amount cannot be guessed', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    for (const guess of [100_000, 110_000, 120_000])
      expect((await confirm(t, lotId, world.partner.token, { amount: guess })).statusCode).toBe(400);
    expect((await lotOf(world.attorney.token, lotId)).status).toBe('None');
    const again = await confirm(t, lotId, world.partner.token, { amount: 150_000 });
    expect(again.json().code).toBe('CREDIT_BID_NOTHING_TO_CONFIRM');
  });

  it('"the plaintiff does not bid" is confirmed the same way, blind', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { plaintiffDoesNotBid: true });
    expect((await confirm(t, lotId, world.host.token, { amount: 1 })).statusCode).toBe(400);
    const confirmed = await confirm(t, lotId, world.host.token, { plaintiffDoesNotBid: true });
    expect(confirmed.json()).toMatchObject({ status: 'PlaintiffDoesNotBid', amount: null });
  });

  it('a new entry replaces the last one, which must then be confirmed again', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    await confirm(t, lotId, world.host.token, { amount: 150_000 });
    const again = await enter(t, lotId, world.partner.token, { amount: 160_000 });
    expect(again.json()).toMatchObject({ status: 'AwaitingConfirmation', amount: 160_000 });
    expect((await confirm(t, lotId, world.attorney.token, { amount: 160_000 })).json().status).toBe(
      'Confirmed',
    );
  });
});

describe('the judgment bounds and the deadline', () => {
  it('above the judgment or below the share needs a written reason, recorded with the entry', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    const above = await enter(t, lotId, world.attorney.token, { amount: 250_000 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'CREDIT_BID_OVERRIDE_REQUIRED',
      errors: { overrideReason: expect.stringContaining('above the judgment ($200,000)') },
    });
    const below = await enter(t, lotId, world.attorney.token, { amount: 20_000 });
    expect(below.json().errors.overrideReason).toContain('below 50% of the judgment');
    const given = await enter(t, lotId, world.attorney.token, {
      amount: 20_000,
      overrideReason: 'Appraised value: the property is badly damaged.',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().overrideReason).toBe('Appraised value: the property is badly damaged.');
    // Blind: the reason may speak of the amount, so the confirmer does not read it either.
    expect((await lotOf(world.host.token, lotId)).overrideReason).toBeNull();
    await confirm(t, lotId, world.host.token, { amount: 20_000 });
    expect((await lotOf(world.host.token, lotId)).overrideReason).toContain('Appraised');
  });

  it('the host sets the share: 0 % lets any amount up to the judgment pass', async () => {
    const { auctionId, lotId } = await requiredAuctionWithLot(t, world);
    await call(t, 'PUT', `/api/credit-bids/auctions/${auctionId}/settings`, world.host.token, {
      isRequired: true,
      minSharePercent: 0,
    });
    expect((await enter(t, lotId, world.attorney.token, { amount: 1_000 })).statusCode).toBe(200);
  });

  it('a case without a judgment amount needs a reason for any amount', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    await t.db.execute(sql`update cases set judgment_cents = null where id = ${world.host.caseId}`);
    const refused = await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    expect(refused.json().errors.overrideReason).toBe(CREDIT_BID_MESSAGES.judgmentMissingOverride);
    await t.db.execute(sql`update cases set judgment_cents = ${200_000_00} where id = ${world.host.caseId}`);
  });

  it('refuses an entry after the deadline, shows the deadline, and still takes a confirmation', async () => {
    const { auctionId, lotId } = await requiredAuctionWithLot(t, world);
    await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    const past = new Date(Date.now() - 60_000).toISOString();
    const settings = await call(
      t,
      'PUT',
      `/api/credit-bids/auctions/${auctionId}/settings`,
      world.host.token,
      {
        isRequired: true,
        deadline: past,
      },
    );
    expect(settings.json()).toMatchObject({ hostDeadline: past, deadline: past });
    const late = await enter(t, lotId, world.partner.token, { amount: 150_000 });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('CREDIT_BID_DEADLINE_PASSED');
    const read = await lotOf(world.partner.token, lotId);
    expect(read).toMatchObject({ isDeadlinePassed: true, canEnter: false, canConfirm: true });
    expect((await confirm(t, lotId, world.partner.token, { amount: 150_000 })).statusCode).toBe(200);
  });

  it('computes the default deadline: 3:00 PM host time on the business day before the sale', async () => {
    const { auctionId } = await requiredAuctionWithLot(t, world);
    await t.db.execute(sql`update auctions set start_time = '2030-11-26T16:00:00Z' where id = ${auctionId}`);
    const answer = await call(t, 'GET', `/api/credit-bids/auctions/${auctionId}`, world.host.token);
    // Tuesday 26 November 2030, 10:00 AM CST: Monday the 25th at 3:00 PM CST.
    expect(answer.json()).toMatchObject({ deadline: '2030-11-25T21:00:00.000Z', hostDeadline: null });
  });

  it('takes no entry when the auction does not require credit bids (the spec as it was)', async () => {
    const { auctionId } = await requiredAuctionWithLot(t, world);
    const lotId = await createLot(t.db, world.host, auctionId);
    await call(t, 'PUT', `/api/credit-bids/auctions/${auctionId}/settings`, world.host.token, {
      isRequired: false,
    });
    const refused = await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    expect(refused.json().code).toBe('CREDIT_BID_NOT_REQUIRED');
  });
});

describe('who may do what', () => {
  it('keeps other firms, other hosts, bidders and anonymous callers out', async () => {
    const { auctionId, lotId } = await requiredAuctionWithLot(t, world);
    expect((await enter(t, lotId, world.otherFirm, { amount: 150_000 })).statusCode).toBe(403);
    expect((await enter(t, lotId, world.host.token, { amount: 150_000 })).statusCode).toBe(403);
    expect((await enter(t, lotId, world.bidder, { amount: 150_000 })).statusCode).toBe(403);
    expect((await enter(t, lotId, '', { amount: 150_000 })).statusCode).toBe(401);
    await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    expect((await confirm(t, lotId, world.otherHost, { amount: 150_000 })).statusCode).toBe(403);
    expect((await confirm(t, lotId, world.otherFirm, { amount: 150_000 })).statusCode).toBe(403);
    expect((await confirm(t, lotId, world.bidder, { amount: 150_000 })).statusCode).toBe(403);
    expect((await readCase(world.otherFirm)).statusCode).toBe(403);
    expect((await readCase(world.otherHost)).statusCode).toBe(403);
    expect((await readCase(world.bidder)).statusCode).toBe(403);
    expect((await readCase(world.admin)).statusCode).toBe(200);
    const auction = `/api/credit-bids/auctions/${auctionId}`;
    expect((await call(t, 'GET', auction, world.otherHost)).statusCode).toBe(403);
    expect(
      (await call(t, 'PUT', `${auction}/settings`, world.otherHost, { isRequired: false })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', auction, world.attorney.token)).statusCode).toBe(403);
    expect((await enter(t, 999_999, world.attorney.token, { amount: 1 })).statusCode).toBe(404);
    expect((await readCase(world.attorney.token)).statusCode).toBe(200);
  });
});

describe("the case's judgment amount", () => {
  it('is entered on the case form by the host, read back, and bounds the credit bid', async () => {
    const { lotId } = await requiredAuctionWithLot(t, world);
    const kase = (await call(t, 'GET', `/api/cases/${world.host.caseId}`, world.host.token)).json();
    const form = {
      clientId: kase.clientId,
      caseNumber: kase.caseNumber,
      county: kase.county,
      fileNumber: kase.fileNumber,
    };
    const saved = await call(t, 'PUT', `/api/cases/${world.host.caseId}`, world.host.token, {
      ...form,
      judgmentAmount: 100_000.25,
    });
    expect(saved.json()).toEqual({ id: String(world.host.caseId) });
    expect(
      (await call(t, 'GET', `/api/cases/${world.host.caseId}`, world.host.token)).json().judgmentAmount,
    ).toBe(100_000.25);
    // The spec's form, without the field, leaves it as it was.
    await call(t, 'PUT', `/api/cases/${world.host.caseId}`, world.host.token, form);
    expect((await lotOf(world.attorney.token, lotId)).judgmentAmount).toBe(100_000.25);
    const above = await enter(t, lotId, world.attorney.token, { amount: 150_000 });
    expect(above.json().code).toBe('CREDIT_BID_OVERRIDE_REQUIRED');
    await t.db.execute(sql`update cases set judgment_cents = ${200_000_00} where id = ${world.host.caseId}`);
  });
});
