import { sql } from 'drizzle-orm';
import { type Fixture, type MatrixRow, row } from './matrix';
import { first, oncePerFixture } from './sql-helper';

const STAFF = '401 403 ok ok 403 403 403';
const AUCTIONEER_ONLY = '401 403 ok 403 403 403 ok';
const ADMIN_ONLY = '401 403 403 403 403 ok 403';
const CLIENT_ONLY = '401 403 403 403 ok 403 403';
const API_KEY_ONLY = '401 401 401 401 401 401 401';
const MULTIPART = 'no multipart form sent: ownership is covered by the module tests';

const CLIENT = { name: 'Matrix Firm LLP', email: 'firm@example.com' };
const ATTORNEY = { firstName: 'Matrix', lastName: 'Attorney', email: 'matrix.attorney@example.com' };

/**
 * A firm that works with Lakeshore only. The fixture's firm (Wabash & Monroe) also works with Prairie
 * (seeded, not linked yet), so Prairie may rightly touch it: the cross-tenant cells use this firm instead.
 */
export const lakeshoreOnlyClient = oncePerFixture((f) =>
  first(
    f,
    sql`select min(cc.client_id) from client_companies cc
      where cc.company_id = ${f.lakeshore} and cc.linked_since is null
        and not exists (select 1 from client_companies x where x.client_id = cc.client_id and x.company_id <> ${f.lakeshore})`,
  ),
);
const attorneyOfLakeshoreOnly = oncePerFixture(async (f) =>
  first(
    f,
    sql`select min(id) from attorneys where client_id = ${await lakeshoreOnlyClient(f)} and user_id is null`,
  ),
);

/** A fresh firm linked to Lakeshore, for the calls that delete one. */
async function freshClient(f: Fixture) {
  const id = await first(f, sql`insert into clients (name) values ('Matrix Fresh LLP') returning id`);
  await first(
    f,
    sql`insert into client_companies (client_id, company_id) values (${id}, ${f.lakeshore}) returning client_id`,
  );
  return id;
}

let freshCount = 0;
/** A fresh attorney (no sign-in) of the given firm: the fixture's, or the Lakeshore-only one. */
export async function freshAttorney(f: Fixture, clientId?: number | string) {
  freshCount += 1;
  const email = `fresh.attorney${freshCount}@example.com`;
  return first(
    f,
    sql`insert into attorneys (client_id, first_name, last_name, email) values (${clientId ?? f.client}, 'Fresh', 'Attorney', ${email}) returning id`,
  );
}
const freshStaffAttorney = async (f: Fixture) => freshAttorney(f, await lakeshoreOnlyClient(f));

const employeeId = (f: Fixture) => first(f, sql`select id from users where user_name = 'employee'`);

/** Host companies, users, clients, attorneys, API keys, webhooks and /api/v1 (issue 15). Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const companiesRows: MatrixRow[] = [
  row('GET /api/companies/timezone', '401 ok ok ok ok ok ok'),
  row('GET /api/companies/lookup', '401 403 ok ok 403 ok ok'),
  row('GET /api/companies/lookupattorney', CLIENT_ONLY),
  row('GET /api/companies', '401 403 ok ok 403 403 ok'),
  row('PUT /api/companies', AUCTIONEER_ONLY, { body: {} }),
  row('PUT /api/companies/logo', AUCTIONEER_ONLY, { note: MULTIPART }),
  row('DELETE /api/companies/logo', AUCTIONEER_ONLY),
  row('PUT /api/companies/backgroundimage', AUCTIONEER_ONLY, { note: MULTIPART }),
  row('DELETE /api/companies/backgroundimage', AUCTIONEER_ONLY),
  row('POST /api/companies/wireinstructions', AUCTIONEER_ONLY, { note: MULTIPART }),
  row('GET /api/companies/{companyId}', ADMIN_ONLY, { params: { companyId: 'lakeshore' } }),
  row('PUT /api/companies/{companyId}', ADMIN_ONLY, { params: { companyId: 'lakeshore' }, body: {} }),
  row('PUT /api/companies/{companyId}/logo', ADMIN_ONLY, {
    params: { companyId: 'lakeshore' },
    note: MULTIPART,
  }),
  row('DELETE /api/companies/{companyId}/logo', ADMIN_ONLY, { params: { companyId: 'lakeshore' } }),
  row('PUT /api/companies/{companyId}/backgroundimage', ADMIN_ONLY, {
    params: { companyId: 'lakeshore' },
    note: MULTIPART,
  }),
  row('DELETE /api/companies/{companyId}/backgroundimage', ADMIN_ONLY, {
    params: { companyId: 'lakeshore' },
  }),
  row('POST /api/companies/{companyId}/wireinstructions', ADMIN_ONLY, {
    params: { companyId: 'lakeshore' },
    note: MULTIPART,
  }),
  row('POST /api/auctioneers/list', AUCTIONEER_ONLY, { body: {} }),
  row('POST /api/auctioneers/add', AUCTIONEER_ONLY, { body: {} }),
  row('GET /api/auctioneers/{userId}', '401 403 ok 403 403 ok 403', { params: { userId: employeeId } }),
  row('PUT /api/auctioneers/{userId}', '401 403 ok 403 403 ok 403', {
    params: { userId: employeeId },
    body: {
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'employee@example.com',
      phoneNumber: '3125550103',
      role: 'Employee',
    },
  }),
  row('PUT /api/auctioneers/{userId}/{flag}', '401 403 ok 403 403 ok 403', {
    params: { userId: employeeId, flag: 'true' },
  }),
  row('POST /api/clients/list', '401 403 ok ok 403 ok ok', { body: {} }),
  row('POST /api/clients', '401 403 ok ok 403 403 ok', { body: CLIENT }),
  row('GET /api/clients/import/template', '401 403 ok ok 403 403 ok'),
  row('POST /api/clients/import', '401 403 ok ok 403 403 ok', { note: MULTIPART }),
  row('PUT /api/clients/uploadlogo', CLIENT_ONLY, { note: MULTIPART }),
  row('GET /api/clients/{clientId}', '401 403 ok ok 403 ok 403', {
    params: { clientId: lakeshoreOnlyClient },
  }),
  row('GET /api/clients/{clientId}', '401 403 ok ok 403 ok ok', {
    note: 'the fixture firm works with Prairie too (seeded): Prairie may read it',
  }),
  row('PUT /api/clients/{clientId}', STAFF, { params: { clientId: lakeshoreOnlyClient }, body: CLIENT }),
  row('DELETE /api/clients/{clientId}', STAFF, { params: { clientId: freshClient } }),
  row('PUT /api/clients/{clientId}/uploadlogo', '401 403 ok ok 403 403 ok', {
    params: { clientId: lakeshoreOnlyClient },
    note: MULTIPART,
  }),
  row('POST /api/attorneys/{clientId}', STAFF, { params: { clientId: lakeshoreOnlyClient }, body: ATTORNEY }),
  row('PUT /api/attorneys/{attorneyId}/auctioneer', STAFF, {
    params: { attorneyId: attorneyOfLakeshoreOnly },
    body: { ...ATTORNEY, email: 'matrix.put@example.com' },
  }),
  row('DELETE /api/attorneys/{attorneyId}/auctioneer', STAFF, { params: { attorneyId: freshStaffAttorney } }),
  row('PUT /api/attorneys/{clientId}/{attorneyId}', STAFF, {
    params: { clientId: lakeshoreOnlyClient, attorneyId: attorneyOfLakeshoreOnly },
  }),
  row('GET /api/attorneys/lookup', '401 403 ok ok ok ok ok'),
  row('POST /api/attorneys', CLIENT_ONLY, { body: ATTORNEY }),
  row('PUT /api/attorneys/{id}', CLIENT_ONLY, { params: { id: 'attorney' }, body: ATTORNEY }),
  row('DELETE /api/attorneys/{id}', CLIENT_ONLY, { params: { id: freshAttorney } }),
  row('POST /api/attorneys/listcompany', CLIENT_ONLY, { body: {} }),
  row('PUT /api/attorneys/{companyId}/linkcompany', CLIENT_ONLY, { params: { companyId: 'lakeshore' } }),
  row('PUT /api/attorneys/{attorneyId}/switch/{companyId}', CLIENT_ONLY, {
    params: { companyId: 'lakeshore' },
  }),
  row('GET /api/settings/apikey', AUCTIONEER_ONLY),
  row('POST /api/settings/apikey', AUCTIONEER_ONLY, { body: {} }),
  row('DELETE /api/settings/apikey/{id}', '401 403 ok 403 403 403 404', {
    params: { id: (f) => first(f, sql`select min(id) from api_keys where company_id = ${f.lakeshore}`) },
  }),
  row('GET /api/settings/webhooks', AUCTIONEER_ONLY),
  row('POST /api/settings/webhooks', AUCTIONEER_ONLY, { body: { url: 'https://example.com/hook' } }),
  row('GET /api/settings/webhooks/deliveries', AUCTIONEER_ONLY),
  row('DELETE /api/settings/webhooks/{id}', '401 403 ok 403 403 403 404', {
    params: {
      id: (f) =>
        first(
          f,
          sql`insert into webhooks (company_id, url, secret) values (${f.lakeshore}, 'https://example.com/matrix', 'matrix-secret') returning id`,
        ),
    },
  }),
  row('GET /api/v1/auctions', API_KEY_ONLY),
  row('GET /api/v1/auctions/{auctionId}/lots', API_KEY_ONLY),
  row('GET /api/v1/lots', API_KEY_ONLY),
  row('GET /api/v1/lots/{lotId}/bids', API_KEY_ONLY),
  row('GET /api/v1/cases', API_KEY_ONLY),
];
