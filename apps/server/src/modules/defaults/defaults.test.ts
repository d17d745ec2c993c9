import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createHost } from '../../test/live-fixtures';
import { adminToken, call, staffToken } from '../lots/test/test-kit';
import { pdfText } from '../winnings/test/winnings-test-kit';
import { LAPSE_OFFERS_JOB } from './lapse-offers';
import { pastDueSale, winnerOf } from './test/defaults-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REASON = { reason: 'Deposit never arrived' };

/** The "runner-up offer ended" alerts a member of staff has about a lot. */
async function staffAlerts(userId: number, lotId: number) {
  return queryRows<{ title: string; link: string | null }>(
    t.db,
    sql`select title, link from notifications where user_id = ${userId} and lot_id = ${lotId}
      and kind = 'RunnerUpOfferEnded' order by id`,
  );
}

async function offerOf(lotId: number, token: string) {
  const offers = (await call(t, 'GET', '/api/bidders/runnerupoffers', token)).json();
  return offers.find((offer: { lotId: string }) => offer.lotId === String(lotId));
}

describe('marking a win as defaulted', () => {
  it('only a past-due win, with a reason; the defaulter goes on the non-payer list', async () => {
    const fresh = await pastDueSale(t, { pastDue: false });
    const early = await call(t, 'POST', `/api/lots/${fresh.lotId}/default`, fresh.host.token, REASON);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('WIN_NOT_PAST_DUE');

    const sale = await pastDueSale(t);
    const noReason = await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const view = await call(t, 'GET', `/api/lots/${sale.lotId}/defaults`, sale.host.token);
    expect(view.json().canMarkDefaulted).toBe(true);

    const marked = await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().defaults[0]).toMatchObject({ amount: 102_000, reason: REASON.reason });
    expect(marked.json().nextRunnerUp).toMatchObject({ amount: 101_500 });
    expect(await winnerOf(t, sale.lotId)).toBeNull();
    // Nothing is due on a lot without a winner: no past due, no deposit to confirm.
    const kase = (await call(t, 'GET', `/api/cases/${sale.host.caseId}`, sale.host.token)).json();
    expect(kase.lots.find((lot: { id: string }) => lot.id === String(sale.lotId))).toMatchObject({
      isDepositPastDue: false,
      isFullPaymentPastDue: false,
    });
    expect((await call(t, 'PUT', `/api/lots/${sale.lotId}/deposit`, sale.host.token)).statusCode).toBe(409);
    // The defaulted win is no longer on the defaulter's My Winnings, and cannot be defaulted twice.
    expect((await call(t, 'GET', '/api/bidders/winning', sale.winner.token)).json()).toEqual([]);
    expect(
      (await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON)).statusCode,
    ).toBe(400);

    const list = (await call(t, 'GET', '/api/nonpayers', sale.host.token)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      bidderId: String(sale.winner.id),
      lotId: String(sale.lotId),
      reason: REASON.reason,
    });
    // Another host's staff neither see the entry nor touch the lot.
    const other = await createHost(t);
    expect((await call(t, 'GET', '/api/nonpayers', other.token)).json()).toEqual([]);
    expect((await call(t, 'GET', `/api/lots/${sale.lotId}/defaults`, other.token)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, other.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.winner.token, REASON)).statusCode,
    ).toBe(403);

    // An admin removes the entry with a reason; it stays listed as removed.
    const admin = await adminToken(t);
    const removed = await call(t, 'POST', `/api/nonpayers/${list[0].id}/remove`, admin, {
      reason: 'Paid in full later',
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(t, 'POST', `/api/nonpayers/${list[0].id}/remove`, sale.host.token, REASON)).statusCode,
    ).toBe(403);
    const again = await call(t, 'POST', `/api/nonpayers/${list[0].id}/remove`, admin, REASON);
    expect([again.statusCode, again.json().code]).toEqual([409, 'NON_PAYER_ALREADY_REMOVED']);
    const after = (await call(t, 'GET', '/api/nonpayers', sale.host.token)).json();
    expect(after[0]).toMatchObject({
      removedReason: 'Paid in full later',
      companyId: String(sale.host.companyId),
      hostName: expect.any(String),
    });
    expect(after[0].removedAt).not.toBeNull();
    // The removal is on the audit trail, by the admin, under the host's company.
    const [trail] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_trail where table_name = 'non_payers' and row_id = ${list[0].id}
        and operation = 'UPDATE' and actor_role = 'Admin' and company_id = ${sale.host.companyId}`,
    );
    expect(trail!.n).toBe(1);
  });
});

describe('the runner-up', () => {
  it('is the highest other bidder at their own highest bid; ties go to the earlier bid', async () => {
    const sale = await pastDueSale(t);
    // `second` also bids 101,500, later than `first`: `first` (the earlier bid) stays the runner-up.
    const [ab] = await queryRows<{ id: number; seq: number }>(
      t.db,
      sql`select b.auction_bidder_id as id, (select max(seq) from bids where lot_id = ${sale.lotId}) as seq
        from bids b where b.lot_id = ${sale.lotId} and b.bidder_id = ${sale.second.id} limit 1`,
    );
    await t.db.execute(sql`insert into bids (lot_id, auction_bidder_id, bidder_id, amount_cents, seq)
      values (${sale.lotId}, ${ab!.id}, ${sale.second.id}, 10150000, ${Number(ab!.seq) + 100})`);
    await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON);

    const offered = await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token);
    expect(offered.statusCode).toBe(200);
    const offer = offered.json().defaults[0].offers[0];
    expect(offer).toMatchObject({ amount: 101_500, status: 'Open', depositAmount: 10_150 });
    expect(new Date(offer.deadlineAt).getTime() - new Date(offer.offeredAt).getTime()).toBe(24 * 3_600_000);
    expect(
      (await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token)).json().code,
    ).toBe('OFFER_ALREADY_OPEN');
    // Only the runner-up sees it; another bidder cannot answer it.
    expect(await offerOf(sale.lotId, sale.second.token)).toBeUndefined();
    const mine = await offerOf(sale.lotId, sale.first.token);
    expect(mine.id).toBe(offer.id);
    expect(
      (await call(t, 'POST', `/api/bidders/runnerupoffers/${offer.id}/accept`, sale.second.token)).statusCode,
    ).toBe(404);

    // The bidder is told once, through the alerts' queue.
    expect(await t.app.jobs.runDue('notification.runner-up-offer')).toBe(1);
    const alerts = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where user_id = ${sale.first.id} and kind = 'RunnerUpOffer'`,
    );
    expect(alerts[0]!.n).toBe(1);

    // Declined: the host's staff are told once, and the next one down is `second`, at their 101,500.
    expect(
      (await call(t, 'POST', `/api/bidders/runnerupoffers/${offer.id}/decline`, sale.first.token)).statusCode,
    ).toBe(200);
    expect(await t.app.jobs.runDue('notification.runner-up-ended')).toBe(1);
    expect(await t.app.jobs.runDue('notification.runner-up-ended')).toBe(0);
    expect(await staffAlerts(sale.host.auctioneerId, sale.lotId)).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Runner-up offer declined: /) }),
    ]);
    const next = await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token);
    expect(next.json().defaults[0].offers[0]).toMatchObject({
      bidderName: expect.any(String),
      amount: 101_500,
    });
    expect((await offerOf(sale.lotId, sale.second.token)).status).toBe('Open');
  });

  it('an acceptance makes a new win with its deadlines, deposit locked, receipt and report naming the runner-up', async () => {
    const sale = await pastDueSale(t);
    await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON);
    await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token);
    const offer = await offerOf(sale.lotId, sale.first.token);
    const before = (await call(t, 'GET', '/api/bidders/lockedfunds', sale.first.token)).json();

    const accepted = await call(
      t,
      'POST',
      `/api/bidders/runnerupoffers/${offer.id}/accept`,
      sale.first.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(await winnerOf(t, sale.lotId)).toEqual({ bidderId: sale.first.id, amountCents: 101_500_00 });
    const wins = (await call(t, 'GET', '/api/bidders/winning', sale.first.token)).json();
    expect(wins).toHaveLength(1);
    expect(wins[0].winner.bidAmount).toBe(101_500);
    expect(wins[0].payment).toMatchObject({ depositAmount: 10_150, isDepositPastDue: false });
    const won = new Date(wins[0].winnerCreatedDate).getTime();
    expect(Math.abs(won - Date.now())).toBeLessThan(60_000);
    expect(new Date(wins[0].payment.depositDueDate).getTime() - won).toBe(2 * 3_600_000);
    const lockedAfter = (await call(t, 'GET', '/api/bidders/lockedfunds', sale.first.token)).json();
    expect(JSON.stringify(lockedAfter)).not.toBe(JSON.stringify(before));
    expect(JSON.stringify(lockedAfter)).toContain('10150');

    // The defaulted win stays on record; a second answer is refused.
    const record = (await call(t, 'GET', `/api/lots/${sale.lotId}/defaults`, sale.host.token)).json();
    expect(record.defaults[0]).toMatchObject({ amount: 102_000 });
    expect(record.defaults[0].offers[0].status).toBe('Accepted');
    expect(
      (await call(t, 'POST', `/api/bidders/runnerupoffers/${offer.id}/decline`, sale.first.token)).json()
        .code,
    ).toBe('OFFER_NOT_OPEN');
    // Receipt and Report of Sale are the new winner's.
    const [names] = await queryRows<{ first: string; last: string }>(
      t.db,
      sql`select first_name as first, last_name as last from users where id = ${sale.first.id}`,
    );
    for (const name of ['receiptofsale', 'reportofsale']) {
      const pdf = await call(t, 'GET', `/api/lots/${sale.lotId}/${name}`, sale.host.token);
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(names!.last);
      expect(text).toContain('101,500');
    }
    expect((await call(t, 'GET', `/api/lots/${sale.lotId}/receiptofsale`, sale.first.token)).statusCode).toBe(
      200,
    );
    expect(
      (await call(t, 'GET', `/api/lots/${sale.lotId}/receiptofsale`, sale.winner.token)).statusCode,
    ).toBe(404);
    // The win is told as a won lot's, with its reminders.
    expect(await t.app.jobs.runDue('notification.runner-up-won')).toBe(1);
    const [won2] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where user_id = ${sale.first.id} and kind = 'Won'`,
    );
    expect(won2!.n).toBe(1);
  });

  it('refuses an acceptance the balance cannot cover', async () => {
    const sale = await pastDueSale(t);
    await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON);
    await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token);
    const offer = await offerOf(sale.lotId, sale.first.token);
    await t.db.execute(sql`update bank_accounts set balance_cents = 100 where bidder_id = ${sale.first.id}`);
    const refused = await call(t, 'POST', `/api/bidders/runnerupoffers/${offer.id}/accept`, sale.first.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('OFFER_INSUFFICIENT_FUNDS');
    expect(await winnerOf(t, sale.lotId)).toBeNull();
  });

  it('lapses through the job at its deadline; staff may then offer the next or close', async () => {
    const sale = await pastDueSale(t);
    await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON);
    await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token);
    const offer = await offerOf(sale.lotId, sale.first.token);
    await t.db.execute(
      sql`update runner_up_offers set deadline_at = now() - interval '1 second' where id = ${offer.id}`,
    );
    // Past the deadline and not yet lapsed: no acceptance.
    expect(
      (await call(t, 'POST', `/api/bidders/runnerupoffers/${offer.id}/accept`, sale.first.token)).json().code,
    ).toBe('OFFER_NOT_OPEN');
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${LAPSE_OFFERS_JOB}`);
    expect(await t.app.jobs.runDue(LAPSE_OFFERS_JOB)).toBeGreaterThanOrEqual(1);
    expect((await offerOf(sale.lotId, sale.first.token)).status).toBe('Lapsed');
    // The host's staff hear of the lapse once, with a link to the lot.
    expect(await t.app.jobs.runDue('notification.runner-up-ended')).toBe(1);
    expect(await staffAlerts(sale.host.auctioneerId, sale.lotId)).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Runner-up offer lapsed: /),
        link: `/cases/${sale.host.caseId}/lots/${sale.lotId}`,
      }),
    ]);
    // A later sweep lapses nothing again, so nothing more is said.
    await t.app.jobs.runDue(LAPSE_OFFERS_JOB);
    expect(await t.app.jobs.runDue('notification.runner-up-ended')).toBe(0);
    expect(await staffAlerts(sale.host.auctioneerId, sale.lotId)).toHaveLength(1);

    const employee = await staffToken(t, sale.host.companyId);
    const closed = await call(t, 'POST', `/api/lots/${sale.lotId}/default/close`, employee, {
      reason: 'Resell next month',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().nextRunnerUp).toBeNull();
    expect(
      (await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token)).json().code,
    ).toBe('DEFAULT_CLOSED');
  });

  it('says so when nobody else bid', async () => {
    const sale = await pastDueSale(t);
    await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON);
    await t.db.execute(sql`insert into runner_up_offers (default_id, lot_id, bid_id, bidder_id, amount_cents, status, deadline_at)
      select d.id, d.lot_id, b.id, b.bidder_id, b.amount_cents, 'Declined', now()
      from lot_defaults d join bids b on b.lot_id = d.lot_id where d.lot_id = ${sale.lotId}
        and b.bidder_id <> d.bidder_id`);
    const none = await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('NO_RUNNER_UP');
  });
});

describe("the host's offer window", () => {
  it('is 24 hours until the Auctioneer sets it; the next offer gets the new window', async () => {
    const sale = await pastDueSale(t);
    const employee = await staffToken(t, sale.host.companyId);
    expect((await call(t, 'GET', '/api/companies/runnerupofferhours', employee)).json()).toEqual({
      hours: 24,
    });
    for (const hours of [0, 169, 2.5, '48'])
      expect(
        (await call(t, 'PUT', '/api/companies/runnerupofferhours', sale.host.token, { hours })).statusCode,
      ).toBe(400);
    expect(
      (await call(t, 'PUT', '/api/companies/runnerupofferhours', employee, { hours: 48 })).statusCode,
    ).toBe(403);
    const set = await call(t, 'PUT', '/api/companies/runnerupofferhours', sale.host.token, { hours: 48 });
    expect(set.json()).toEqual({ hours: 48 });
    expect((await call(t, 'GET', '/api/companies/runnerupofferhours', employee)).json()).toEqual({
      hours: 48,
    });
    // Another host keeps its own.
    const other = await createHost(t);
    expect((await call(t, 'GET', '/api/companies/runnerupofferhours', other.token)).json()).toEqual({
      hours: 24,
    });

    await call(t, 'POST', `/api/lots/${sale.lotId}/default`, sale.host.token, REASON);
    const offer = (await call(t, 'POST', `/api/lots/${sale.lotId}/runnerupoffer`, sale.host.token)).json()
      .defaults[0].offers[0];
    expect(new Date(offer.deadlineAt).getTime() - new Date(offer.offeredAt).getTime()).toBe(48 * 3_600_000);
    // Recorded: on the audit trail with its actor, and in the company's activity log.
    const [trail] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_trail where table_name = 'companies'
        and row_id = ${String(sale.host.companyId)} and new_values->>'runner_up_offer_hours' = '48'
        and actor_user_id = ${sale.host.auctioneerId}`,
    );
    expect(trail!.n).toBe(1);
  });
});
