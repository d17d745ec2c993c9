import type { TLotStatus } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { attorneys, clientCompanies, clients, lots } from '../../../db/schema/index';
import { bearer, loginAs, type TestApp } from '../../../test/app';
import { createCompany, createUser } from '../../../test/factories';

/** Test world of the Cases area: two hosts, a firm linked to the first, its client user, an admin, a bidder. */
export interface CaseWorld {
  t: TestApp;
  companyA: number;
  companyB: number;
  firmA: number;
  firmB: number;
  attorneyA: number;
  attorneyB: number;
  tokens: {
    auctioneer: string;
    employee: string;
    otherHost: string;
    client: string;
    admin: string;
    bidder: string;
  };
}

let sequence = 0;

export async function createCaseWorld(t: TestApp): Promise<CaseWorld> {
  sequence += 1;
  const companyA = (await createCompany(t.db)).id;
  const companyB = (await createCompany(t.db)).id;
  const auctioneer = await createUser(t.db, 'Auctioneer', { companyId: companyA });
  const employee = await createUser(t.db, 'Employee', { companyId: companyA });
  const otherHost = await createUser(t.db, 'Auctioneer', { companyId: companyB });
  const clientUser = await createUser(t.db, 'Client');
  const admin = await createUser(t.db, 'Admin');
  const bidder = await createUser(t.db, 'Bidder');
  const [firmA] = await t.db
    .insert(clients)
    .values({ name: `Alpha Law ${sequence}` })
    .returning();
  const [firmB] = await t.db
    .insert(clients)
    .values({ name: `Beta Law ${sequence}` })
    .returning();
  await t.db.insert(clientCompanies).values([
    { clientId: firmA!.id, companyId: companyA, linkedSince: new Date() },
    { clientId: firmB!.id, companyId: companyB, linkedSince: new Date() },
  ]);
  const [attorneyA] = await t.db
    .insert(attorneys)
    .values({
      clientId: firmA!.id,
      userId: clientUser.id,
      firstName: 'Karen',
      lastName: 'Okafor',
      email: clientUser.email,
      isPrimary: true,
    })
    .returning();
  const [attorneyB] = await t.db
    .insert(attorneys)
    .values({ clientId: firmB!.id, firstName: 'Bo', lastName: 'Beta', email: `bo${sequence}@example.com` })
    .returning();
  const token = async (userName: string) => (await loginAs(t.app, userName)).access_token;
  return {
    t,
    companyA,
    companyB,
    firmA: firmA!.id,
    firmB: firmB!.id,
    attorneyA: attorneyA!.id,
    attorneyB: attorneyB!.id,
    tokens: {
      auctioneer: await token(auctioneer.userName),
      employee: await token(employee.userName),
      otherHost: await token(otherHost.userName),
      client: await token(clientUser.userName),
      admin: (await loginAs(t.app, admin.userName, undefined, { clientId: 'bidright-admin' })).access_token,
      bidder: await token(bidder.userName),
    },
  };
}

/** Creates a case through the API as the world's auctioneer; fails the test on anything but 200. */
export async function createCaseVia(
  world: CaseWorld,
  values: Partial<{
    caseNumber: string;
    county: string;
    fileNumber: string;
    clientId: number;
    attorneyId: number;
  }> = {},
  token = world.tokens.auctioneer,
): Promise<number> {
  sequence += 1;
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: bearer(token),
    payload: {
      caseNumber: `2026CH${String(sequence).padStart(5, '0')}`,
      county: 'Cook',
      fileNumber: `F-${sequence}`,
      clientId: world.firmA,
      ...values,
    },
  });
  if (response.statusCode !== 200) throw new Error(`create case: ${response.statusCode} ${response.body}`);
  return Number(response.json<{ id: string }>().id);
}

/** Adds lots with the given statuses to a case (directly: lots belong to another area). */
export async function addLots(world: CaseWorld, caseId: number, statuses: TLotStatus[]) {
  const ids: number[] = [];
  for (const status of statuses) {
    const [lot] = await world.t.db.insert(lots).values({ caseId, lotStatus: status }).returning();
    ids.push(lot!.id);
  }
  return ids;
}

/** Sets the status of every lot of a case. */
export async function setLotStatuses(world: CaseWorld, caseId: number, status: TLotStatus) {
  await world.t.db.execute(sql`update lots set lot_status = ${status} where case_id = ${caseId}`);
}

/** A case row and counts of what hangs off it, to check a refused call changed nothing. */
export async function caseSnapshot(world: CaseWorld, caseId: number) {
  const [row] = await queryRows<{
    case_number: string;
    county: string;
    file_number: string | null;
    client_id: unknown;
    attorney_id: unknown;
    case_status: string;
    notes: unknown;
    logs: unknown;
  }>(
    world.t.db,
    sql`select c.case_number, c.county, c.file_number, c.client_id, c.attorney_id, c.case_status,
        (select count(*) from case_notes where case_id = c.id) as notes,
        (select count(*) from activity_logs where case_id = c.id) as logs
      from cases c where c.id = ${caseId}`,
  );
  if (!row) return null;
  return {
    ...row,
    client_id: Number(row.client_id),
    attorney_id: row.attorney_id === null ? null : Number(row.attorney_id),
    notes: Number(row.notes),
    logs: Number(row.logs),
  };
}
