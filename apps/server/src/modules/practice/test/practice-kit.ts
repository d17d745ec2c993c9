import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { applyDueTransitions } from '../../../live/clock/lot-clock';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

/** An app with the practice sale on; its loop and the lot clock are ticked by the test. */
export async function createPracticeApp(env: Record<string, string> = {}) {
  return createTestApp({ PRACTICE_SALE: 'on', ...env });
}

/** A bidder fresh from registration: no bank, no phone, no verification, no purchase profile. */
export async function createNewcomer(t: TestApp) {
  const user = await createUser(t.db, 'Bidder');
  const token = (await loginAs(t.app, user.userName)).access_token;
  return { id: user.id, userName: user.userName, token };
}

export type Newcomer = Awaited<ReturnType<typeof createNewcomer>>;

/** Opens due practice lots (the lot clock), then runs one practice pass (listing and rivals). */
export async function tickPractice(t: TestApp) {
  await applyDueTransitions(t.app.live.ctx);
  return t.app.practice!.tick();
}

/** The practice auction's running lots, by lot number. */
export async function practiceLots(t: TestApp) {
  return queryRows<{ id: number; lot_number: number; lot_status: string; started_time: string | null }>(
    t.db,
    sql`select l.id, l.lot_number, l.lot_status, l.started_time from lots l join auctions a on a.id = l.auction_id
      where a.is_practice and l.lot_status = 'Listed' and l.stopped_time is null order by l.lot_number`,
  );
}

/** Closes a practice lot now, as its timer would. */
export async function closeNow(t: TestApp, lotId: number) {
  await t.db.execute(sql`update lots set stop_time = clock_timestamp() where id = ${lotId}`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await applyDueTransitions(t.app.live.ctx);
}

export const api = (t: TestApp, who: { token: string }) => ({
  get: (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } }),
  post: (url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${who.token}` },
      payload: payload as object,
    }),
  put: (url: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${who.token}` },
      payload: payload as object,
    }),
});
