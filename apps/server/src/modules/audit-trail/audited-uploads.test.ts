import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { freshPhone, lastCode } from '../accounts/test/test-kit';
import { call, createHost, multipart, PDF } from '../lots/test/test-kit';

/**
 * A targeted test for what the walk cannot send (issue 42 point 3): a wire instructions upload is multipart
 * and needs the auctioneer's two-step code, so the walk's matrix row never reaches a 2xx. The change must be
 * on the trail like any other: the new version and the company's pointer, by the auctioneer, with the route.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('records a wire instructions change with its author, address, route and both rows', async () => {
  const host = await createHost(t);
  const phone = freshPhone();
  await t.db.execute(sql`update users set phone_number = ${phone} where id = ${host.auctioneerId}`);
  const asked = await call(t, 'POST', '/api/companies/wireinstructions/code', host.token);
  expect(asked.statusCode, asked.body).toBe(200);
  const code = await lastCode(t.app, phone);
  const body = multipart(
    { twoFactorCode: code, verificationId: asked.json().verificationId as string },
    { field: 'wireInstructions', name: 'wire.pdf', type: 'application/pdf', data: PDF },
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/companies/wireinstructions',
    headers: { ...body.headers, authorization: `Bearer ${host.token}` },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  const rows = await queryRows<{
    table_name: string;
    operation: string;
    actor_role: string;
    actor_ip: string;
    route: string;
    company_id: number;
    new_values: Record<string, unknown>;
  }>(
    t.db,
    sql`select table_name, operation, actor_role, actor_ip, route, company_id, new_values from audit_trail
      where actor_user_id = ${host.auctioneerId} and route = 'POST /api/companies/wireinstructions' order by id`,
  );
  const version = rows.find((row) => row.table_name === 'wire_instruction_versions');
  const company = rows.find((row) => row.table_name === 'companies');
  expect(version).toMatchObject({ operation: 'INSERT', actor_role: 'Auctioneer', actor_ip: '127.0.0.1' });
  expect(version!.company_id).toBe(host.companyId);
  expect(version!.new_values).toMatchObject({ version: 1, file_name: 'wire.pdf' });
  expect(company).toMatchObject({ operation: 'UPDATE' });
  expect(company!.new_values.wire_instruction_sha256).toBe(version!.new_values.sha256);
});
