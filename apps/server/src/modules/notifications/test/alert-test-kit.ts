import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { queryRows } from '../../../db/client';
import type { TestApp } from '../../../test/app';
import { createAuction, createBidder, createHost, createLot, joinLot } from '../../../test/live-fixtures';
import { call } from '../../lots/test/test-kit';
import {
  LOT_EVENT_JOB,
  LOT_POSTPONED_JOB,
  LOT_PUBLISHED_JOB,
  OUTBID_WINDOW_MS,
  REMINDER_JOB,
  SETTLEMENT_STEP_JOB,
} from '../alert-jobs';
import { alertOutbid } from '../lot-alerts';
import { DELIVER_JOB } from '../raise-notification';

/**
 * The alert tests' helpers over the test app that `app()` answers (each test file opens its own): run the
 * queue, read queued jobs, alerts and the outbox, open a lot with two bidders.
 */
export function alertTestKit(app: () => TestApp) {
  /**
   * Turns the committed live events into jobs (the lot event outbox, as a process's timers would), then runs
   * every queued alert job of `app` until nothing is due. Staff calls queue their alert jobs (through the
   * LotAlerts port) in their transaction, so nothing needs waiting for.
   */
  async function drain(app: FastifyInstance) {
    for (let round = 0; round < 5; round += 1) {
      let ran = await app.lotEvents.drainAll();
      for (const name of [
        LOT_EVENT_JOB,
        LOT_POSTPONED_JOB,
        LOT_PUBLISHED_JOB,
        SETTLEMENT_STEP_JOB,
        REMINDER_JOB,
        DELIVER_JOB,
      ])
        ran += await app.jobs.runDue(name);
      if (ran === 0) return;
    }
  }

  /** Jobs of `name` queued for the lot. */
  async function queuedJobs(name: string, lotId: number) {
    const [row] = await queryRows<{ n: string | number }>(
      app().db,
      sql`select count(*) as n from pgboss.job where name = ${name} and (data->>'lotId')::int = ${lotId}`,
    );
    return Number(row!.n);
  }

  /**
   * Runs the outbid job of every window the lot's bids fell in, as the queue would once each window ends
   * (the job itself waits for its window to close; the test does not wait).
   */
  async function outbidNow(db: TestApp['db'], jobs: FastifyInstance['jobs'], lotId: number) {
    const rows = await queryRows<{ created_date: string | Date }>(
      db,
      sql`select created_date from bids where lot_id = ${lotId}`,
    );
    const windows = new Set(
      rows.map((row) => Math.floor(new Date(row.created_date).getTime() / OUTBID_WINDOW_MS)),
    );
    for (const window of windows) await alertOutbid(db, jobs, { lotId, window });
  }

  async function alertsOf(userId: number, kind?: string) {
    return queryRows<{ kind: string; occurrence: string; title: string; body: string }>(
      app().db,
      sql`select kind, occurrence, title, body from notifications where user_id = ${userId}
        ${kind ? sql`and kind = ${kind}` : sql``} order by id`,
    );
  }

  async function outboxOf(recipient: string) {
    return queryRows<{ channel: string; subject: string | null; body: string }>(
      app().db,
      sql`select channel, subject, body from dev_outbox where recipient = ${recipient} order by id`,
    );
  }

  async function openLotWithTwo() {
    const host = await createHost(app());
    const auctionId = await createAuction(app().db, host);
    const lotId = await createLot(app().db, host, auctionId, { openingPriceCents: 100_000_00 });
    expect((await call(app(), 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
    const first = await createBidder(app());
    const second = await createBidder(app());
    await joinLot(app(), first, auctionId, lotId, 20_000);
    await joinLot(app(), second, auctionId, lotId, 20_000);
    return { host, auctionId, lotId, first, second };
  }

  const emailOf = async (userId: number) =>
    (
      await queryRows<{ email: string; user_name: string }>(
        app().db,
        sql`select email, user_name from users where id = ${userId}`,
      )
    )[0]!;

  return { drain, queuedJobs, outbidNow, alertsOf, outboxOf, openLotWithTwo, emailOf };
}
