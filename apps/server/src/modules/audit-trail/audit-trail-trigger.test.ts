import { LOGIN_CLIENTS } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithAuditActor } from '../../db/audit-actor';
import { queryRows } from '../../db/client';
import { companies } from '../../db/schema/index';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { createCompany, createUser } from '../../test/factories';

interface TrailRow {
  id: string | number;
  actor_user_id: number | null;
  actor_role: string;
  actor_company_id: number | null;
  actor_ip: string | null;
  route: string | null;
  table_name: string;
  row_id: string;
  operation: string;
  company_id: number | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

let t: TestApp;
const actor = { userId: 4242, role: 'Admin', companyId: null, ip: '203.0.113.9', route: 'PUT /api/test' };

async function trailAfter(id: number, table?: string): Promise<TrailRow[]> {
  return queryRows<TrailRow>(
    t.db,
    sql`select * from audit_trail where id > ${id} ${table ? sql`and table_name = ${table}` : sql``} order by id`,
  );
}

/** The database's own message of a failed statement (Drizzle wraps it). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const failure = error as Error & { cause?: Error };
    return failure.cause?.message ?? failure.message;
  }
  return 'not refused';
}

async function lastId(): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(
    t.db,
    sql`select coalesce(max(id), 0) as id from audit_trail`,
  );
  return Number(row!.id);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the audit trail trigger (issue 42 point 3)', () => {
  it('records who, from where, through which route, and the row before and after, in the same transaction', async () => {
    const company = await createCompany(t.db, { name: 'Audit Before' });
    const from = await lastId();
    await runWithAuditActor(
      () => actor,
      () =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`update companies set name = 'Audit After' where id = ${company.id}`);
        }),
    );
    const [row, ...more] = await trailAfter(from);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actor_user_id: 4242,
      actor_role: 'Admin',
      actor_ip: '203.0.113.9',
      route: 'PUT /api/test',
      table_name: 'companies',
      row_id: String(company.id),
      operation: 'UPDATE',
      company_id: company.id,
    });
    expect(row!.old_values).toMatchObject({ name: 'Audit Before' });
    expect(row!.new_values).toMatchObject({ name: 'Audit After' });
  });

  it('wraps a lone write so the actor and the write share a transaction', async () => {
    const company = await createCompany(t.db);
    const from = await lastId();
    await runWithAuditActor(
      () => actor,
      // Awaited inside: a Drizzle query is sent when awaited, and must be awaited within the actor's run.
      async () => {
        await t.db.update(companies).set({ website: 'https://lone.example' }).where(sql`id = ${company.id}`);
      },
    );
    const rows = await trailAfter(from);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_role: 'Admin', actor_user_id: 4242, operation: 'UPDATE' });
  });

  it('leaves no audit row for a change that rolls back', async () => {
    const company = await createCompany(t.db);
    const from = await lastId();
    await expect(
      runWithAuditActor(
        () => actor,
        () =>
          t.db.transaction(async (tx) => {
            await tx.execute(sql`update companies set name = 'Never' where id = ${company.id}`);
            throw new Error('roll back');
          }),
      ),
    ).rejects.toThrow('roll back');
    expect(await trailAfter(from)).toEqual([]);
  });

  it("records writes with no actor as 'system', and redacts secrets", async () => {
    const from = await lastId();
    const user = await createUser(t.db, 'Employee');
    const [row] = await trailAfter(from, 'users');
    expect(row).toMatchObject({
      actor_role: 'system',
      actor_user_id: null,
      operation: 'INSERT',
      row_id: String(user.id),
    });
    expect(String(row!.new_values!.password_hash)).toMatch(/^\[redacted [0-9a-f]{12}\]$/);
    expect(JSON.stringify(row)).not.toContain(user.passwordHash);
  });

  it('does not record sign-in bookkeeping, and records a request with its user, address and route', async () => {
    const company = await createCompany(t.db);
    await createUser(t.db, 'Admin', { userName: 'audit-admin' });
    const from = await lastId();
    const { access_token } = await loginAs(t.app, 'audit-admin', 'Demo1234', {
      clientId: LOGIN_CLIENTS.admin,
    });
    expect(await trailAfter(from, 'users')).toEqual([]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/configurations',
      headers: bearer(access_token),
      payload: { key: 'Contact_ToEmail', value: 'audit@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await trailAfter(from, 'configurations');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_role: 'Admin',
      actor_ip: '127.0.0.1',
      route: 'PUT /api/configurations',
      row_id: 'Contact_ToEmail',
    });
    expect(company.id).toBeGreaterThan(0);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the trail', async () => {
    await createCompany(t.db);
    expect(await refusal(t.db.execute(sql`update audit_trail set actor_role = 'x'`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_trail`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate audit_trail`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_trail_head`))).toMatch(/forward/);
    expect(await refusal(t.db.execute(sql`update audit_trail_head set last_id = 0`))).toMatch(/forward/);
    // The bypass is the purge's alone: the setting does not let a row newer than the anchor go.
    expect(
      await refusal(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('bidright.audit_purge', '999999', true)`);
          await tx.execute(sql`delete from audit_trail`);
        }),
      ),
    ).toMatch(/append-only/);
  });
});
