import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { bearer, loginAs, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { createHost, type TestHost } from '../../../test/live-fixtures';

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

// Real 2×2 images: uploads must decode whole, not only start right.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCTADC6v//Z',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.7\nfake pdf body\n%%EOF');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]);

/** A ZIP archive of stored (uncompressed) entries, well formed: local headers and a central directory. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word .docx: the OOXML content types, the package relationships and the main part. */
export const DOCX = zipOf({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Title</w:t></w:r></w:p></w:body></w:document>',
});

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

/** The file a /files/<key> URL points at (a signed /files/signed/<key>?… link too). */
export function fileOfUrl(t: TestApp, url: string) {
  const key = url.split('?')[0]!.replace(/^\/files\/(signed\/)?/, '');
  return join(t.dataDir, 'files', decodeURIComponent(key));
}

/**
 * The stored file of a case or lot document, found through its download route (`doc.url`) as the
 * document's uploader; read it before the record is deleted.
 */
export async function documentFile(t: TestApp, doc: { url: string }, token: string) {
  const response = await call(t, 'GET', doc.url, token);
  if (response.statusCode !== 200) throw new Error(`${doc.url}: ${response.statusCode} ${response.body}`);
  return fileOfUrl(t, (response.json() as { url: string }).url);
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
