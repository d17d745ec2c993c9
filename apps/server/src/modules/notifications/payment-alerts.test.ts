import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../lots/test/test-kit';
import { wonLot } from '../winnings/test/winnings-test-kit';
import { REMINDER_JOB } from './alert-jobs';
import { alertTestKit } from './test/alert-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { drain, alertsOf } = alertTestKit(() => t);

describe('winner alerts and reminders', () => {
  it('tells the winner, schedules the reminders, and cancels them as payments arrive', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    const won = await alertsOf(sale.winner.id, 'Won');
    expect(won).toHaveLength(1);
    expect(won[0]!.body).toMatch(
      /^Your winning bid: \$101,000\. The deposit of \$10,100 is due by \d\d\/\d\d\/2026 /,
    );
    const reminders = () =>
      queryRows<{ key: string; state: string }>(
        t.db,
        sql`select data->>'kind' as key, state::text from pgboss.job where name = ${REMINDER_JOB}
          and (data->>'lotId')::int = ${sale.lotId} order by data->>'kind'`,
      );
    expect((await reminders()).map((r) => r.state)).toEqual(['created', 'created', 'created', 'created']);

    expect((await call(t, 'PUT', `/api/lots/${sale.lotId}/deposit`, sale.host.token)).statusCode).toBe(200);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'PaymentSteps')).map((a) => a.body)).toEqual([
      'Your deposit was received.',
    ]);
    expect(Object.fromEntries((await reminders()).map((r) => [r.key, r.state]))).toEqual({
      BalancePastDue: 'created',
      BalanceReminder: 'created',
      DepositPastDue: 'cancelled',
      DepositReminder: 'cancelled',
    });

    // The balance deadline passes unpaid: the winner is reminded and the host's staff hear of it.
    await t.db.execute(
      sql`update lots set winner_created_date = now() - interval '3 days' where id = ${sale.lotId}`,
    );
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_JOB}
      and (data->>'lotId')::int = ${sale.lotId} and state = 'created'`);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'Won')).map((a) => a.occurrence.split(':')[0]).sort()).toEqual([
      'BalancePastDue',
      'BalanceReminder',
      'won',
    ]);
    const staff = await alertsOf(sale.host.auctioneerId, 'HostPastDue');
    expect(staff.map((a) => a.title)).toEqual([expect.stringMatching(/^Payment past due: /)]);

    expect((await call(t, 'PUT', `/api/lots/${sale.lotId}/payment`, sale.host.token)).statusCode).toBe(200);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'PaymentSteps')).map((a) => a.body)).toEqual([
      'Your deposit was received.',
      'Your payment was received; the transaction is complete.',
    ]);
  });

  it('tells the winner each post-sale step, court approval and the deed among them', async () => {
    const sale = await wonLot(t);
    const put = async (url: string) => {
      const answer = await call(t, 'PUT', url, sale.host.token);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    };
    await put(`/api/lots/${sale.lotId}/deposit`);
    await put(`/api/lots/${sale.lotId}/payment`);
    await put(`/api/cases/${sale.host.caseId}/updatestatus/WaitingCourtHouse`);
    await put(`/api/cases/${sale.host.caseId}/updatestatus/Approved`);
    await put(`/api/lots/${sale.lotId}/deedready`);
    await t.db.execute(sql`update lots set deed_delivery = 'PickUp' where id = ${sale.lotId}`);
    await put(`/api/lots/${sale.lotId}/deedissued`);
    await drain(t.app);
    // The queue runs the steps' jobs in no set order.
    expect((await alertsOf(sale.winner.id, 'PaymentSteps')).map((a) => a.body).sort()).toEqual(
      [
        'Your deposit was received.',
        'Your payment was received; the transaction is complete.',
        'The court approved the sale.',
        'The deed is ready: choose how you want to receive it.',
        'The deed was issued.',
      ].sort(),
    );
    expect(await alertsOf(sale.loser.id, 'PaymentSteps')).toEqual([]);
  });

  it('sends nothing for a reminder whose payment arrived before it ran', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    await t.db.execute(
      sql`update lots set deposit_received_date = now(), payment_received_date = now() where id = ${sale.lotId}`,
    );
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_JOB}
      and (data->>'lotId')::int = ${sale.lotId}`);
    await drain(t.app);
    expect((await alertsOf(sale.winner.id, 'Won')).map((a) => a.occurrence.split(':')[0])).toEqual(['won']);
  });

  it('waits for the later deadline when the day rule moved it after the reminder was queued', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    // Won on Friday 2026-11-20 at 10:00 AM in Chicago, queued under calendar days (due Saturday 2:00 PM);
    // the rule is now business days, and the job runs at the old time: before Monday's deadline.
    await t.db.execute(
      sql`update lots set winner_created_date = '2026-11-20T16:00:00Z' where id = ${sale.lotId}`,
    );
    await t.db.execute(sql`insert into configurations (key, value, display_name)
      values ('Payment_DueDayRule', 'business', 'Balance due on the next day')`);
    try {
      const { remindPayment } = await import('./payment-alerts');
      const winnerBidId = Number(
        (
          await queryRows<{ id: number }>(
            t.db,
            sql`select winner_bid_id as id from lots where id = ${sale.lotId}`,
          )
        )[0]!.id,
      );
      const mondayMorning = new Date('2026-11-23T15:00:00Z');
      const realNow = Date.now;
      Date.now = () => mondayMorning.getTime();
      try {
        await remindPayment(t.db, t.app.jobs, { lotId: sale.lotId, kind: 'BalancePastDue', winnerBidId });
      } finally {
        Date.now = realNow;
      }
      expect((await alertsOf(sale.winner.id, 'Won')).map((a) => a.occurrence.split(':')[0])).toEqual(['won']);
      // Queued again for Monday 2:00 PM CST, the deadline under the rule in force.
      const requeued = await queryRows(
        t.db,
        sql`select 1 from pgboss.job where name = ${REMINDER_JOB} and (data->>'lotId')::int = ${sale.lotId}
          and data->>'kind' = 'BalancePastDue' and start_after = '2026-11-23T20:00:00Z'`,
      );
      expect(requeued).toHaveLength(1);
    } finally {
      await t.db.execute(sql`delete from configurations where key = 'Payment_DueDayRule'`);
    }
  });
});
