import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { bearer, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createHost, type TestHost } from '../../test/live-fixtures';

/** Test helpers of the lots area: signed-in users of every role, multipart bodies, sample files. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(t: TestApp, method: Method, url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Another staff user of the host's company. */
export async function staffToken(
  t: TestApp,
  companyId: number,
  role: 'Auctioneer' | 'Employee' = 'Employee',
) {
  const user = await createUser(t.db, role, { companyId });
  return (await loginAs(t.app, user.userName)).access_token;
}

export async function adminToken(t: TestApp) {
  const user = await createUser(t.db, 'Admin');
  return (await loginAs(t.app, user.userName, undefined, { clientId: 'bidright-admin' })).access_token;
}

/** A Client user who is an attorney of the firm owning the host's case. */
export async function clientToken(t: TestApp, host: TestHost) {
  const user = await createUser(t.db, 'Client');
  const [kase] = await queryRows<{ client_id: number }>(
    t.db,
    sql`select client_id from cases where id = ${host.caseId}`,
  );
  await t.db.execute(sql`insert into attorneys (client_id, user_id, first_name, last_name, email)
    values (${Number(kase!.client_id)}, ${user.id}, 'Ann', 'Attorney', ${`${user.userName}@example.com`})`);
  return (await loginAs(t.app, user.userName)).access_token;
}

export async function bidderToken(t: TestApp) {
  const user = await createUser(t.db, 'Bidder');
  return { id: user.id, token: (await loginAs(t.app, user.userName)).access_token };
}

export { createHost };

/** An upcoming auction of the host, not started. */
export async function createUpcomingAuction(t: TestApp, host: TestHost) {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into auctions (company_id, type, start_type, start_time, created_by)
      values (${host.companyId}, 'Online', 'Manual', ${new Date(Date.now() + 86_400_000).toISOString()}, ${host.auctioneerId})
      returning id`,
  );
  return Number(row!.id);
}

/** A Draft lot through the API. */
export async function createDraftLot(t: TestApp, host: TestHost, body: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', `/api/lots/${host.caseId}`, host.token, body);
  if (response.statusCode !== 200) throw new Error(`create lot: ${response.statusCode} ${response.body}`);
  return Number(response.json().id);
}

export const ADDRESS = {
  streetLine1: '123 N/ State St',
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60602',
};

export async function createProperty(
  t: TestApp,
  host: TestHost,
  lotId: number,
  body: Record<string, unknown> = {},
) {
  const response = await call(t, 'POST', `/api/properties/${lotId}`, host.token, { ...ADDRESS, ...body });
  if (response.statusCode !== 200)
    throw new Error(`create property: ${response.statusCode} ${response.body}`);
  return Number(response.json().id);
}

/** Attribute definitions and document types, as the demo seed has them. */
export async function seedCatalog(t: TestApp) {
  const ids: Record<string, number> = {};
  const defs = [
    ['PropertyClasses', 'Property Class', 'DropdownField'],
    ['BedroomCount', 'Bedrooms', 'IntField'],
    ['SquareFeet', 'Square Feet', 'DecimalField'],
    ['MarketValuationValue', 'Estimated Market Value', 'DecimalField'],
    ['HasGarage', 'Garage', 'BoolField'],
    ['LastSaleDate', 'Last Sale', 'DateField'],
    ['Notes', 'Notes', 'TextField'],
  ] as const;
  for (const [i, [name, displayName, type]] of defs.entries()) {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into property_attributes (name, display_name, type, search_type, sort)
        values (${name}, ${displayName}, ${type}, 'Exact', ${i}) returning id`,
    );
    ids[name] = Number(row!.id);
  }
  const options: Record<string, number> = {};
  for (const value of ['Residential', 'Commercial', 'Other']) {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into property_attribute_options (attribute_id, value) values (${ids.PropertyClasses!}, ${value}) returning id`,
    );
    options[value] = Number(row!.id);
  }
  const types: Record<string, number> = {};
  for (const name of ['Notice of Sale', 'Judgment']) {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into document_types (name) values (${name}) returning id`,
    );
    types[name] = Number(row!.id);
  }
  return { attributes: ids, options, documentTypes: types };
}

// ---- Files ----

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake png body'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('fake jpeg body')]);
export const PDF = Buffer.from('%PDF-1.7\nfake pdf body\n%%EOF');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]);

/** A multipart/form-data body as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----bidright${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  t: TestApp,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Every stored file under DATA_DIR/files (relative keys). */
export function storedFiles(t: TestApp): string[] {
  const root = join(t.dataDir, 'files');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

/** The file a /files/<key> URL points at. */
export function fileOfUrl(t: TestApp, url: string) {
  return join(t.dataDir, 'files', decodeURIComponent(url.replace(/^\/files\//, '')));
}

export async function countRows(t: TestApp, table: string, where = 'true') {
  const [row] = await queryRows<{ n: string | number }>(
    t.db,
    sql.raw(`select count(*) as n from ${table} where ${where}`),
  );
  return Number(row!.n);
}

export async function activityTitles(t: TestApp, lotId: number) {
  const rows = await queryRows<{ title: string }>(
    t.db,
    sql`select title from activity_logs where lot_id = ${lotId} order by id`,
  );
  return rows.map((row) => row.title);
}
