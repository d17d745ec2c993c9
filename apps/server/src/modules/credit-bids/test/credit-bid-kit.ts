import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { bearer, loginAs, type TestApp } from '../../../test/app';
import { createCompany, createUser } from '../../../test/factories';
import { createAuction, createHost, createLot, type TestHost } from '../../../test/live-fixtures';

/** Test helpers of the credit bids: a host whose case's firm has two attorneys, and calls. */

export interface CreditBidWorld {
  host: TestHost;
  /** Two attorneys of the case's firm. */
  attorney: { id: number; token: string };
  partner: { id: number; token: string };
  /** An attorney of another firm, an employee of the host, another host's auctioneer, a bidder, an admin. */
  otherFirm: string;
  employee: { id: number; token: string };
  otherHost: string;
  bidder: string;
  admin: string;
}

async function attorneyOf(t: TestApp, clientId: number) {
  const user = await createUser(t.db, 'Client');
  await t.db.execute(sql`insert into attorneys (client_id, user_id, first_name, last_name, email)
    values (${clientId}, ${user.id}, ${user.firstName}, ${user.lastName}, ${`${user.userName}@example.com`})`);
  return { id: user.id, token: (await loginAs(t.app, user.userName)).access_token };
}

export async function createCreditBidWorld(t: TestApp): Promise<CreditBidWorld> {
  const host = await createHost(t);
  const [kase] = await queryRows<{ client_id: number }>(
    t.db,
    sql`select client_id from cases where id = ${host.caseId}`,
  );
  const clientId = Number(kase!.client_id);
  // The firm is one of the host's clients, so the host's case form accepts it.
  await t.db.execute(
    sql`insert into client_companies (client_id, company_id) values (${clientId}, ${host.companyId})`,
  );
  const [firm] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into clients (name, status) values ('Another Firm LLP', 'Active') returning id`,
  );
  const employee = await createUser(t.db, 'Employee', { companyId: host.companyId });
  const otherCompany = await createCompany(t.db);
  const otherAuctioneer = await createUser(t.db, 'Auctioneer', { companyId: otherCompany.id });
  const bidder = await createUser(t.db, 'Bidder');
  const admin = await createUser(t.db, 'Admin');
  return {
    host,
    attorney: await attorneyOf(t, clientId),
    partner: await attorneyOf(t, clientId),
    otherFirm: (await attorneyOf(t, Number(firm!.id))).token,
    employee: { id: employee.id, token: (await loginAs(t.app, employee.userName)).access_token },
    otherHost: (await loginAs(t.app, otherAuctioneer.userName)).access_token,
    bidder: (await loginAs(t.app, bidder.userName)).access_token,
    admin: (await loginAs(t.app, admin.userName, undefined, { clientId: 'bidright-admin' })).access_token,
  };
}

type Method = 'GET' | 'POST' | 'PUT';

export function call(t: TestApp, method: Method, url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * An auction of the host starting in `days` days that requires credit bids, with one listed lot opening at
 * $10,000 on the host's case, whose judgment is $200,000.
 */
export async function requiredAuctionWithLot(
  t: TestApp,
  world: CreditBidWorld,
  options: { days?: number; startType?: 'Manual' | 'Auto' } = {},
) {
  const auctionId = await createAuction(t.db, world.host, {
    startType: options.startType ?? 'Manual',
    startTime: new Date(Date.now() + (options.days ?? 10) * 86_400_000),
    stopTime: options.startType === 'Auto' ? new Date(Date.now() + 11 * 86_400_000) : null,
  });
  const lotId = await createLot(t.db, world.host, auctionId, { openingPriceCents: 10_000_00 });
  await t.db.execute(sql`update cases set judgment_cents = ${200_000_00} where id = ${world.host.caseId}`);
  const settings = await call(t, 'PUT', `/api/credit-bids/auctions/${auctionId}/settings`, world.host.token, {
    isRequired: true,
  });
  if (settings.statusCode !== 200) throw new Error(`settings failed: ${settings.body}`);
  return { auctionId, lotId };
}

export const enter = (t: TestApp, lotId: number, token: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/credit-bids/lots/${lotId}/entry`, token, body);

export const confirm = (t: TestApp, lotId: number, token: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/credit-bids/lots/${lotId}/confirmation`, token, body);
