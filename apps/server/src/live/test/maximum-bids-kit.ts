// Test helpers for maximum bids (not a test file itself): the calls, a signed-in user of any role, a stream.
import { randomBytes } from 'node:crypto';
import type { TRole } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { signAccessToken } from '../../http/access-token';
import { bearer, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { type AuctionMessage, LiveEvent, SubscriberRole } from '../messages';
import { liveClient } from './live-test-kit';

export const KIT_SECRET = randomBytes(32).toString('hex');

/** An access token for a user of any role, signed with the test app's secret (createTestApp({ JWT_SECRET: KIT_SECRET })). */
export function tokenFor(user: { id: number; userName: string; role: TRole; companyId: number | null }) {
  return signAccessToken(
    { ...user, sessionId: `max-${user.id}`, sessionVersion: 0 },
    new TextEncoder().encode(KIT_SECRET),
    3600,
  );
}

export async function createSignedIn(t: TestApp, role: TRole, companyId: number | null = null) {
  const user = await createUser(t.db, role, { companyId });
  return { id: user.id, token: await tokenFor({ id: user.id, userName: user.userName, role, companyId }) };
}

const path = (auctionId: number, lotId: number) => `/api/auctions/${auctionId}/lots/${lotId}/maximum-bid`;

export const setMaximum = (t: TestApp, token: string, auctionId: number, lotId: number, amount: number) =>
  t.app.inject({ method: 'PUT', url: path(auctionId, lotId), headers: bearer(token), payload: { amount } });

export const readMaximum = (t: TestApp, token: string, auctionId: number, lotId: number) =>
  t.app.inject({ method: 'GET', url: path(auctionId, lotId), headers: bearer(token) });

export const withdrawMaximum = (t: TestApp, token: string, auctionId: number, lotId: number) =>
  t.app.inject({ method: 'DELETE', url: path(auctionId, lotId), headers: bearer(token) });

/** The lot's bids in log order: amount in dollars, who (users.id) and whether a maximum placed it. */
export async function loggedBids(t: TestApp, lotId: number) {
  const rows = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select seq, amount_cents, bidder_id, placed_by_maximum from bids where lot_id = ${lotId} order by seq`,
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    amount: Number(row.amount_cents) / 100,
    bidderId: Number(row.bidder_id),
    byMaximum: Boolean(row.placed_by_maximum),
  }));
}

/** A live stream on the listening test app, collecting every message but Pongs. */
export function watch(baseUrl: string, token: string, lotId: number, role = SubscriberRole.BIDDER) {
  const abort = new AbortController();
  const messages: AuctionMessage[] = [];
  const done = (async () => {
    try {
      for await (const message of liveClient(baseUrl).subscribe(
        { lots: [{ id: String(lotId) }], role, device: `watch ${role}` },
        { headers: bearer(token), signal: abort.signal },
      ))
        if (message.event !== LiveEvent.PONG) messages.push(message);
    } catch {}
  })();
  return {
    messages,
    bids: () => messages.filter((message) => message.event === LiveEvent.BID_PLACED),
    async close() {
      abort.abort();
      await done;
    },
  };
}

/** Waits until `check` holds (polling), failing with `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
