import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { loginAs, type TestApp } from './app';
import { createCompany, createUser } from './factories';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export interface TestHost {
  companyId: number;
  auctioneerId: number;
  token: string;
  caseId: number;
}

/** An active auction-host company with a signed-in auctioneer, a client firm and one case. */
export async function createHost(t: TestApp): Promise<TestHost> {
  const company = await createCompany(t.db);
  const auctioneer = await createUser(t.db, 'Auctioneer', { companyId: company.id });
  const [client] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into clients (name, status) values (${`Firm ${next()}`}, 'Active') returning id`,
  );
  const [kase] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into cases (company_id, client_id, case_number, county, file_number, created_by)
      values (${company.id}, ${client!.id}, ${`2026CH${next()}`}, 'Cook', ${`F-${sequence}`}, ${auctioneer.id}) returning id`,
  );
  return {
    companyId: company.id,
    auctioneerId: auctioneer.id,
    token: (await loginAs(t.app, auctioneer.userName)).access_token,
    caseId: Number(kase!.id),
  };
}

export async function createAuction(
  db: Db,
  host: TestHost,
  values: {
    startType?: 'Manual' | 'Auto';
    startTime?: Date;
    stopTime?: Date | null;
    timeLeft?: number;
    extraTime?: number;
  } = {},
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into auctions (company_id, type, start_type, start_time, stop_time, time_left, extra_time, created_by)
      values (${host.companyId}, 'Online', ${values.startType ?? 'Manual'},
        ${(values.startTime ?? new Date(Date.now() - 60_000)).toISOString()},
        ${values.stopTime ? values.stopTime.toISOString() : null}, ${values.timeLeft ?? 0}, ${values.extraTime ?? 0},
        ${host.auctioneerId})
      returning id`,
  );
  return Number(row!.id);
}

export async function createLot(
  db: Db,
  host: TestHost,
  auctionId: number,
  values: {
    lotNumber?: number;
    openingPriceCents?: number;
    requiredDown?: number;
    minIncrementCents?: number;
    started?: boolean;
    stopTime?: Date | null;
    status?: string;
  } = {},
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into lots (case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down,
        min_bid_increment_cents, started_time, stop_time)
      values (${host.caseId}, ${auctionId}, ${values.lotNumber ?? next()}, ${values.status ?? 'Listed'},
        ${values.openingPriceCents ?? 100_000_00}, ${values.requiredDown ?? 10}, ${values.minIncrementCents ?? 500_00},
        ${values.started ? new Date(Date.now() - 30_000).toISOString() : null},
        ${values.stopTime ? values.stopTime.toISOString() : null})
      returning id`,
  );
  const lotId = Number(row!.id);
  await db.execute(sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, is_primary)
    values (${lotId}, ${`${next()} W Madison St`}, 'Chicago', 'Cook', 'IL', '60602', true)`);
  return lotId;
}

export interface TestBidder {
  id: number;
  userName: string;
  token: string;
  profileId: number;
}

/** A verified bidder with a verified phone, one sandbox bank balance and a purchase profile, signed in. */
export async function createBidder(
  t: TestApp,
  values: { balanceDollars?: number; verified?: boolean; phoneVerified?: boolean } = {},
): Promise<TestBidder> {
  const user = await createUser(t.db, 'Bidder', { userName: `bidder-${next()}` });
  await t.db.execute(
    sql`insert into bidders (user_id, is_verified) values (${user.id}, ${values.verified ?? true})`,
  );
  await t.db.execute(sql`insert into bidder_phones (user_id, number, is_primary, verified_date)
    values (${user.id}, '3125550199', true, ${values.phoneVerified === false ? null : new Date().toISOString()})`);
  await t.db.execute(sql`insert into bank_accounts (bidder_id, provider, name, sub_type, balance_cents)
    values (${user.id}, 'sandbox', 'Checking', 'checking', ${(values.balanceDollars ?? 1_000_000) * 100})`);
  const [profile] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into purchase_profiles (bidder_id, name, type, is_primary)
      values (${user.id}, ${`${user.firstName} ${user.lastName}`}, 'Individual', true) returning id`,
  );
  const token = (await loginAs(t.app, user.userName)).access_token;
  return { id: user.id, userName: user.userName, token, profileId: Number(profile!.id) };
}

/** Joins through the API, as the bidder's page does; amount in dollars (-1 pre-register, 0 spectate). */
export async function joinLot(
  t: TestApp,
  bidder: TestBidder,
  auctionId: number,
  lotId: number,
  amount: number,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/${lotId}/bidders`,
    headers: { authorization: `Bearer ${bidder.token}` },
    payload: { amount, purchaseProfileId: bidder.profileId, type: 'ONLINE' },
  });
  if (response.statusCode !== 200) throw new Error(`join failed: ${response.statusCode} ${response.body}`);
  return response.json<{ paddleNumber: number }>();
}

/** Places a bid through the API. */
export function bid(t: TestApp, bidder: TestBidder, auctionId: number, lotId: number, amount: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/lots/${lotId}/bids`,
    headers: { authorization: `Bearer ${bidder.token}` },
    payload: { amount },
  });
}

/** A lot's counters and its event log, to check that a rejected call changed nothing. */
export async function lotSnapshot(db: Db, lotId: number) {
  const [lot] = await queryRows(
    db,
    sql`select seq, bid_count, high_bid_cents, stop_time, stopped_time, stop_alert_time, lot_status from lots
      where id = ${lotId}`,
  );
  const [counts] = await queryRows(
    db,
    sql`select (select count(*) from bids where lot_id = ${lotId}) as bids,
      (select count(*) from lot_events where lot_id = ${lotId}) as events`,
  );
  const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const asTime = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return {
    seq: Number(lot!.seq),
    bid_count: Number(lot!.bid_count),
    high_bid_cents: asNumber(lot!.high_bid_cents),
    stop_time: asTime(lot!.stop_time),
    stopped_time: asTime(lot!.stopped_time),
    stop_alert_time: asTime(lot!.stop_alert_time),
    lot_status: String(lot!.lot_status),
    bids: Number(counts!.bids),
    events: Number(counts!.events),
  };
}

export async function lotEvents(db: Db, lotId: number) {
  return queryRows<{ seq: string | number; event: number; payload: Record<string, unknown> }>(
    db,
    sql`select seq, event, payload from lot_events where lot_id = ${lotId} order by seq`,
  );
}
