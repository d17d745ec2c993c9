import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import type { Fixture, MatrixRow } from '../../../test/access-matrix/matrix';

/**
 * Inputs the walk (every-staff-write-is-audited.test.ts) sends instead of a matrix row's, for the routes the
 * issue names (configuration, roles, company approval, users, deposits and payments, lot and case status):
 * the matrix's rows only need a body that gets past validation to the ownership check, the walk needs one
 * that changes something. `prepare` puts the database in the state the call needs, as the system, before
 * the call is measured, and answers the path parameters.
 */
export interface WalkInput {
  prepare?: (f: Fixture) => Promise<Record<string, string | number>>;
  /** The body, from the fixture and what `prepare` answered. */
  body?: (f: Fixture, prepared: Record<string, string | number>) => unknown;
}

let count = 0;
const unique = () => {
  count += 1;
  return `${Date.now().toString(36)}${count}`;
};

async function one(f: Fixture, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(f.db, query);
  if (!row) throw new Error(`walk input found nothing: ${JSON.stringify(query)}`);
  return Number(row.id);
}

/** A Lakeshore lot that has a winner, put in `status` (its case in `caseStatus`), deposit received or not. */
async function wonLot(f: Fixture, status: string, caseStatus: string, isDepositReceived: boolean) {
  const lotId = await one(
    f,
    sql`select l.id from lots l join cases c on c.id = l.case_id
      where c.company_id = ${f.lakeshore} and l.winner_bid_id is not null order by l.id limit 1`,
  );
  await f.db.execute(sql`update lots set lot_status = ${status}, payment_received_date = null, deed_delivery = 'PickUp',
    deposit_received_date = ${isDepositReceived ? sql`now()` : sql`null`} where id = ${lotId}`);
  await f.db.execute(
    sql`update cases set case_status = ${caseStatus} where id = (select case_id from lots where id = ${lotId})`,
  );
  return { lotId };
}

/** A Lakeshore lot of `status` in a fresh case and a fresh auction that has not started, with a property. */
async function lotInFreshAuction(f: Fixture, status: string) {
  const caseId = await f.fresh.case();
  const auctionId = await f.fresh.auction();
  const lotId = await one(
    f,
    sql`insert into lots (case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down)
      values (${caseId}, ${auctionId}, 1, ${status}, 100000, 10) returning id`,
  );
  await f.db.execute(sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, is_primary)
    values (${lotId}, '2 Walk Way', 'Chicago', 'Cook', 'IL', '60602', true)`);
  return { lotId };
}

/**
 * A Lakeshore lot in a fresh auction whose win is past due (issue 43, ADR 0075): a bidder of its own bid 1,100
 * and bidder1 won at 1,200, thirty days ago, and nothing was paid. Bids are written as the bid log holds them (seq 1, 2).
 */
async function pastDueWin(f: Fixture) {
  const { lotId } = await lotInFreshAuction(f, 'PendingTransaction');
  const auctionId = await one(f, sql`select auction_id as id from lots where id = ${lotId}`);
  // The lower bidder is made here: earlier calls of the walk may have deleted (anonymised) a demo bidder.
  const name = `walkbidder${unique()}`;
  const other = await one(
    f,
    sql`insert into users (user_name, email, password_hash, first_name, last_name, role)
      values (${name}, ${`${name}@example.com`}, 'x', 'Walk', 'Runner-up', 'Bidder') returning id`,
  );
  const bidIds: number[] = [];
  for (const [seq, bidderId] of [
    [1, other],
    [2, f.bidder],
  ] as const) {
    const entry = await one(
      f,
      sql`insert into auction_bidders (auction_id, bidder_id, paddle_number)
        values (${auctionId}, ${bidderId}, ${seq}) returning id`,
    );
    bidIds.push(
      await one(
        f,
        sql`insert into bids (lot_id, auction_bidder_id, bidder_id, amount_cents, seq, created_date)
          values (${lotId}, ${entry}, ${bidderId}, ${100_000 + seq * 10_000}, ${seq}, now() - interval '30 days')
          returning id`,
      ),
    );
  }
  await f.db.execute(sql`update lots set sold_to = 'ThirdParty', winner_bid_id = ${bidIds[1]!},
    winner_created_date = now() - interval '30 days' where id = ${lotId}`);
  return { lotId, winnerBidId: bidIds[1]! };
}

/** A past-due win already marked defaulted (as the system), so staff may offer the lot or close the default. */
async function defaultedWin(f: Fixture) {
  const { lotId, winnerBidId } = await pastDueWin(f);
  await f.db.execute(sql`insert into lot_defaults (lot_id, company_id, bid_id, bidder_id, amount_cents, reason)
    values (${lotId}, ${f.lakeshore}, ${winnerBidId}, ${f.bidder}, 120000, 'walk')`);
  await f.db.execute(
    sql`update lots set winner_bid_id = null, winner_created_date = null where id = ${lotId}`,
  );
  return { lotId };
}

/** A Draft lot, without an auction, in a fresh Lakeshore case (one that may still be edited). */
async function draftLot(f: Fixture) {
  const caseId = await f.fresh.case();
  const lotId = await one(
    f,
    sql`insert into lots (case_id, lot_number, lot_status, opening_price_cents, required_down)
      values (${caseId}, 1, 'Draft', 100000, 10) returning id`,
  );
  return { caseId, lotId };
}

/** A company's profile as the settings form sends it, with a new website. */
async function companyProfile(f: Fixture, companyId: number) {
  const [company] = await queryRows<{ name: string }>(
    f.db,
    sql`select name from companies where id = ${companyId}`,
  );
  return { companyId, name: company!.name };
}
const companyBody = (prepared: Record<string, string | number>) => ({
  name: prepared.name,
  phoneNumber: '3125550100',
  isPublic: true,
  streetLine1: '1 Walk St',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60601',
  timeZone: 'America/Chicago',
  website: `https://walk${unique()}.example.com`,
});

/** An online, manual auction starting `days` from now at 10:00 UTC (a 5-minute mark). */
const auctionBody = (days: number) => {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  return { type: 'Online', startType: 'Manual', startTime: start.toISOString() };
};

const person = (userName: string) => ({
  firstName: 'Walk',
  lastName: 'Tester',
  email: `${userName}@example.com`,
  userName,
});

export const WALK_INPUTS: Record<string, WalkInput> = {
  'PUT /api/configurations': {
    body: () => ({ key: 'Contact_ToEmail', value: `walk-${unique()}@example.com` }),
  },
  'PUT /api/companies/{id}/approve': {
    prepare: async (f) => ({
      id: await one(
        f,
        sql`insert into companies (name, status) values (${`Walk ${unique()}`}, 'Pending') returning id`,
      ),
    }),
    body: () => ({ isApproved: true }),
  },
  'POST /api/admins': {
    body: () => ({ ...person(`walkadmin${unique()}`), phone: '3125550177', password: 'Demo1234' }),
  },
  'PUT /api/admins/{id}': {
    prepare: async (f) => ({
      id: await one(
        f,
        sql`insert into users (user_name, email, password_hash, first_name, last_name, role)
          values (${`walkadm${unique()}`}, ${`walkadm${unique()}@example.com`}, 'x', 'Walk', 'Admin', 'Admin')
          returning id`,
      ),
    }),
    body: () => ({ ...person(`walkadmin${unique()}`), phone: '3125550178' }),
  },
  'POST /api/auctioneers/add': {
    body: () => ({
      ...person(`walkstaff${unique()}`),
      phoneNumber: '3125550179',
      role: 'Employee',
      password: 'Demo1234',
    }),
  },
  'PUT /api/bidders/{id}': {
    prepare: async (f) => ({ id: f.bidder }),
    body: () => ({
      firstName: 'Walk',
      lastName: `Bidder${unique()}`,
      email: 'bidder1@example.com',
      userName: 'bidder1',
      address1: '1 Walk St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    }),
  },
  'POST /api/resources': {
    body: () => ({ title: `Walk ${unique()}`, description: 'A resource the walk adds.' }),
  },
  'PUT /api/resources/{id}': {
    prepare: async (f) => ({
      id: await one(f, sql`insert into resources (title, description) values ('Walk', 'Walk') returning id`),
    }),
    body: () => ({ title: `Walk ${unique()}`, description: 'A resource the walk changed.' }),
  },
  'PUT /api/companies': {
    prepare: (f) => companyProfile(f, f.lakeshore),
    body: (_f, prepared) => companyBody(prepared),
  },
  'PUT /api/companies/{companyId}': {
    prepare: (f) => companyProfile(f, f.lakeshore),
    body: (_f, prepared) => companyBody(prepared),
  },
  'PUT /api/lots/{lotId}/list': { prepare: (f) => lotInFreshAuction(f, 'Draft') },
  'PUT /api/lots/{lotId}/postpone': {
    prepare: (f) => lotInFreshAuction(f, 'Listed'),
    body: () => ({ isPostpone: true, date: new Date(Date.now() + 40 * 86_400_000).toISOString() }),
  },
  'POST /api/cases': {
    body: (f) => ({
      fileNumber: `W-${unique()}`,
      caseNumber: `2026WK${unique()}`,
      county: 'Cook',
      clientId: f.client,
    }),
  },
  'POST /api/lots/{caseId}': {
    prepare: async (f) => ({ caseId: await f.fresh.case() }),
    body: () => ({ openingPrice: 1500, requiredDown: 10 }),
  },
  'PUT /api/lots/{lotId}': {
    prepare: draftLot,
    body: () => ({ openingPrice: 2500, requiredDown: 15 }),
  },
  'DELETE /api/lots/{lotId}': { prepare: draftLot },
  'POST /api/auctions': { body: () => auctionBody(45) },
  'PUT /api/auctions/{auctionId}': {
    prepare: async (f) => ({ auctionId: await f.fresh.auction() }),
    body: () => auctionBody(50),
  },
  'PUT /api/lots/{lotId}/deposit': { prepare: (f) => wonLot(f, 'PendingTransaction', 'New', false) },
  'PUT /api/lots/{lotId}/payment': { prepare: (f) => wonLot(f, 'PendingTransaction', 'New', true) },
  'PUT /api/lots/{lotId}/deedready': { prepare: (f) => wonLot(f, 'CompleteTransaction', 'Approved', true) },
  'PUT /api/lots/{lotId}/deedissued': { prepare: (f) => wonLot(f, 'DeedReady', 'Approved', true) },
  // Defaults and the runner-up (issue 43, point 3): each call gets a win of its own in the state it needs.
  'POST /api/lots/{lotId}/default': {
    prepare: pastDueWin,
    body: () => ({ reason: 'Walk: deposit never came' }),
  },
  'POST /api/lots/{lotId}/runnerupoffer': { prepare: defaultedWin },
  'POST /api/lots/{lotId}/default/close': {
    prepare: defaultedWin,
    body: () => ({ reason: 'Walk: resell it' }),
  },
};

/** Reads sent by POST: a body they accept, so they answer 2xx and are seen to write nothing. */
export const READ_INPUTS: Record<string, WalkInput> = {
  'POST /api/auctions/list': { body: () => ({ listType: 'Upcoming' }) },
  'POST /api/auctions/lookup': { body: () => ({}) },
  'POST /api/auctions/lookup/auctioneer': { body: () => ({ date: '2026-12-07' }) },
  'POST /api/auctions/lots/{lotId}/bids': { body: () => ({}) },
  'POST /api/lots/list/auctionhost': { body: () => ({}) },
  'POST /api/companies/check': { body: () => ({ name: `Walk ${unique()}` }) },
};

/** The row with the walk's own inputs, when it has some. */
export async function walkRow(matrixRow: MatrixRow, fixture: Fixture): Promise<MatrixRow> {
  const input = WALK_INPUTS[matrixRow.route] ?? READ_INPUTS[matrixRow.route];
  if (!input) return matrixRow;
  const params = input.prepare ? await input.prepare(fixture) : {};
  return {
    ...matrixRow,
    params: { ...matrixRow.params, ...params },
    ...(input.body ? { body: input.body(fixture, params) as MatrixRow['body'] } : {}),
  };
}
