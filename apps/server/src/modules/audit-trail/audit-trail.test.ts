import { LOGIN_CLIENTS, type TAuditTrailPage, type TAuditTrailVerification } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithAuditActor } from '../../db/audit-actor';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';
import { purgeAuditTrail } from './purge-audit-trail';
import { verifyAuditTrail } from './verify-audit-trail';

let t: TestApp;
let adminToken: string;

async function renameCompany(id: number, name: string) {
  await runWithAuditActor(
    () => ({ userId: 1, role: 'Admin', companyId: null, ip: '198.51.100.7', route: 'PUT /test' }),
    async () => {
      await t.db.execute(sql`update companies set name = ${name} where id = ${id}`);
    },
  );
}

/** Runs a statement the append-only guard would refuse, as an owner with the guard off could (tampering). */
async function tamper(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_trail disable trigger audit_trail_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_trail enable trigger audit_trail_append_only`);
  });
}

async function ids(): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(t.db, sql`select id from audit_trail order by id`);
  return rows.map((row) => Number(row.id));
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, 'Admin', { userName: 'trail-admin' });
  adminToken = (await loginAs(t.app, 'trail-admin', 'Demo1234', { clientId: LOGIN_CLIENTS.admin }))
    .access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('reading the audit trail (issue 42 point 3)', () => {
  it("shows a host only its own company's rows, and admins all of them, filtered", async () => {
    const own = await createCompany(t.db, { name: 'Own Host' });
    const other = await createCompany(t.db, { name: 'Other Host' });
    await createUser(t.db, 'Auctioneer', { userName: 'trail-host', companyId: own.id });
    await renameCompany(own.id, 'Own Host Renamed');
    await renameCompany(other.id, 'Other Host Renamed');
    const hostToken = (await loginAs(t.app, 'trail-host', 'Demo1234')).access_token;

    const hosts = await t.app.inject({
      method: 'GET',
      url: `/api/audit-trail?table=companies&companyId=${other.id}`,
      headers: bearer(hostToken),
    });
    expect(hosts.statusCode).toBe(200);
    // The company filter cannot widen a host's scope.
    expect(hosts.json<TAuditTrailPage>().items).toEqual([]);
    const own_ = await t.app.inject({
      method: 'GET',
      url: '/api/audit-trail?operation=UPDATE',
      headers: bearer(hostToken),
    });
    const items = own_.json<TAuditTrailPage>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.companyId === String(own.id))).toBe(true);
    const rename = items.find((item) => item.table === 'companies')!;
    expect(rename).toMatchObject({ before: { name: 'Own Host' }, after: { name: 'Own Host Renamed' } });
    expect(rename.changed).toContain('name');
    // An admin's address is not shown to a host.
    expect(rename.actorIp).toBeNull();

    const admins = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-trail?table=companies&companyId=${other.id}&pageSize=5`,
      headers: bearer(adminToken),
    });
    const page = admins.json<TAuditTrailPage>();
    expect(page.items.map((item) => item.after?.name)).toContain('Other Host Renamed');
    expect(page.items.find((item) => item.operation === 'UPDATE')!.actorIp).toBe('198.51.100.7');
    expect(page.pageSize).toBe(5);
  });

  it('exports the filtered trail as an Excel file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-trail/export?table=companies',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/AuditTrail_\d{8}_\d{6}\.xlsx/);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a bad filter with a 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-trail?table=bids',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("the trail's hash chain", () => {
  it('verifies, and names the first row that was edited, removed, or cut off the end', async () => {
    const company = await createCompany(t.db);
    for (const name of ['Chain One', 'Chain Two', 'Chain Three']) await renameCompany(company.id, name);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-trail/verify',
      headers: bearer(adminToken),
    });
    expect(ok.json<TAuditTrailVerification>()).toMatchObject({ isValid: true, firstBadId: null });

    const all = await ids();
    const [edited, removed, after] = [all.at(-3)!, all.at(-2)!, all.at(-1)!];
    // A row removed: the row after it no longer chains.
    await tamper(sql`delete from audit_trail where id = ${removed}`);
    expect(await verifyAuditTrail(t.db)).toMatchObject({ isValid: false, firstBadId: String(after) });
    // A row edited: it fails itself, before anything later.
    await tamper(sql`update audit_trail set new_values = '{"name":"Forged"}' where id = ${edited}`);
    const result = await verifyAuditTrail(t.db);
    expect(result).toMatchObject({ isValid: false, firstBadId: String(edited) });
    expect(result.reason).toMatch(/does not match its hash/);
  });

  it('detects a removed tail from the head the database keeps', async () => {
    const t2 = await createTestApp();
    try {
      const company = await createCompany(t2.db);
      await t2.db.execute(sql`update companies set name = 'Tail' where id = ${company.id}`);
      const [last] = await queryRows<{ id: string }>(t2.db, sql`select max(id)::text as id from audit_trail`);
      await t2.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_trail disable trigger audit_trail_append_only`);
        await tx.execute(sql`delete from audit_trail where id = ${last!.id}`);
        await tx.execute(sql`alter table audit_trail enable trigger audit_trail_append_only`);
      });
      const result = await verifyAuditTrail(t2.db);
      expect(result.isValid).toBe(false);
      expect(result.reason).toMatch(/rows after it were removed/);
    } finally {
      await t2.close();
    }
  });
});

describe('retention', () => {
  it('purges rows older than the retention, anchors the chain, records the purge, and still verifies', async () => {
    const t3 = await createTestApp();
    try {
      const old = await createCompany(t3.db, { name: 'Old Row' });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const cut = new Date();
      await new Promise((resolve) => setTimeout(resolve, 30));
      await t3.db.execute(sql`update companies set name = 'New Row' where id = ${old.id}`);
      const before = await queryRows<{ n: string | number }>(
        t3.db,
        sql`select count(*) as n from audit_trail`,
      );
      // Retention of one day, as seen a day after the cut: everything before the cut goes.
      const removed = await purgeAuditTrail(t3.db, 1, new Date(cut.getTime() + 24 * 60 * 60 * 1000));
      expect(removed).toBeGreaterThan(0);
      const rows = await queryRows<{
        operation: string;
        new_values: unknown;
        old_values: Record<string, unknown>;
      }>(t3.db, sql`select operation, new_values, old_values from audit_trail order by id`);
      expect(rows.length).toBe(Number(before[0]!.n) - removed + 1);
      expect(rows.at(-1)).toMatchObject({ operation: 'PURGE', old_values: { rows: removed } });
      expect(rows.some((row) => JSON.stringify(row.new_values).includes('New Row'))).toBe(true);
      const verified = await verifyAuditTrail(t3.db);
      expect(verified).toMatchObject({ isValid: true, checked: rows.length });
      expect(Number(verified.anchorId)).toBeGreaterThan(0);
      // Nothing older remains to purge; a second run removes nothing.
      expect(await purgeAuditTrail(t3.db, 1, new Date(cut.getTime() + 24 * 60 * 60 * 1000))).toBe(0);
    } finally {
      await t3.close();
    }
  });
});
