import { sql } from 'drizzle-orm';
import { type MatrixRow, row } from './matrix';
import { first, oncePerFixture } from './sql-helper';

const ADMIN_ONLY = '401 403 403 403 403 ok 403';
const HOST_STAFF = '401 403 ok ok 403 403 ok';
const CLIENT_ONLY = '401 403 403 403 ok 403 403';

/** bidder2: the admin's bidder calls act on them, so bidder1's session stays whole. */
const bidder2 = oncePerFixture((f) => first(f, sql`select id from users where user_name = 'bidder2'`));
/** A second admin (the demo data has one): the admin's calls on admins act on it, not on themselves. */
const otherAdmin = oncePerFixture((f) =>
  first(
    f,
    sql`insert into users (user_name, email, password_hash, first_name, last_name, role)
      select 'matrixadmin', 'matrix.admin@example.com', password_hash, 'Matrix', 'Admin', 'Admin'
      from users where user_name = 'admin' returning id`,
  ),
);
const REPORT = {};

/** Admin area, reports and dashboards (issue 16). Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const adminRows: MatrixRow[] = [
  row('POST /api/companies/list', ADMIN_ONLY, { body: {} }),
  row('PUT /api/companies/{id}/approve', ADMIN_ONLY, { params: { id: 'lakeshore' } }),
  row('PUT /api/companies/{id}/{flag}', ADMIN_ONLY, {
    params: { id: 'lakeshore', flag: 'true' },
    note: 'true (activate) keeps Lakeshore usable for the rows that follow',
  }),
  row('POST /api/bidders/list', ADMIN_ONLY, { body: {} }),
  row('POST /api/bidders/listexcel', ADMIN_ONLY, { body: {} }),
  row('GET /api/bidders/lookup/{term}', ADMIN_ONLY, { params: { term: 'bidder' } }),
  row('GET /api/bidders/{id}', ADMIN_ONLY, { params: { id: bidder2 } }),
  row('PUT /api/bidders/{id}', ADMIN_ONLY, { params: { id: bidder2 }, body: {} }),
  row('PUT /api/bidders/activate/{id}', ADMIN_ONLY, { params: { id: bidder2 } }),
  row('DELETE /api/bidders/{id}/delete', ADMIN_ONLY, { params: { id: bidder2 } }),
  row('POST /api/auctioneers/listall', ADMIN_ONLY, { body: {} }),
  row('POST /api/auctioneers/listallexcel', ADMIN_ONLY, { body: {} }),
  row('POST /api/admins/list', ADMIN_ONLY, { body: {} }),
  row('POST /api/admins/listexcel', ADMIN_ONLY, { body: {} }),
  row('POST /api/admins', ADMIN_ONLY, { body: {} }),
  row('PUT /api/admins/{id}', ADMIN_ONLY, { params: { id: otherAdmin }, body: {} }),
  row('PUT /api/admins/{id}/{flag}', ADMIN_ONLY, { params: { id: otherAdmin, flag: 'true' } }),
  row('GET /api/configurations', ADMIN_ONLY),
  row('PUT /api/configurations', ADMIN_ONLY, { body: {} }),
  row('GET /api/admins/helps', ADMIN_ONLY),
  row('POST /api/helps', ADMIN_ONLY, { body: { question: 'Matrix?', answer: 'Yes.' } }),
  row('PUT /api/helps/{id}', ADMIN_ONLY, {
    params: { id: (f) => first(f, sql`select max(id) from helps`) },
    body: { question: 'Matrix?', answer: 'Yes.' },
  }),
  row('DELETE /api/helps/{id}', ADMIN_ONLY, {
    params: { id: (f) => first(f, sql`select max(id) from helps`) },
  }),
  row('GET /api/admins/resources', ADMIN_ONLY),
  row('POST /api/resources', ADMIN_ONLY, { body: {} }),
  row('PUT /api/resources/{id}', ADMIN_ONLY, {
    params: { id: (f) => first(f, sql`select max(id) from resources`) },
    body: {},
  }),
  row('DELETE /api/resources/{id}', ADMIN_ONLY, {
    params: { id: (f) => first(f, sql`select max(id) from resources`) },
  }),
  row('GET /api/admins/featuredlot', ADMIN_ONLY),
  row('GET /api/admins/lot/{search}', ADMIN_ONLY, { params: { search: 'Chicago' } }),
  row('POST /api/admins/featuredlot/{id}', ADMIN_ONLY, { params: { id: 'lot' } }),
  row('DELETE /api/admins/featuredlot/{id}', ADMIN_ONLY, {
    params: { id: (f) => first(f, sql`select max(id) from featured_lots`) },
  }),
  row('POST /api/reports/auction', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/auction/pdf', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/auction/excel', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/bidder', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/bidder/pdf', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/bidder/excel', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/bid', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/bid/excel', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/bid/pdf', ADMIN_ONLY, { body: REPORT }),
  row('POST /api/reports/dashboard', ADMIN_ONLY, { body: {} }),
  row('GET /api/reports/dashboard', ADMIN_ONLY),
  row('POST /api/reports/bidauctioneer', HOST_STAFF, { body: REPORT }),
  row('POST /api/reports/bidauctioneer/excel', HOST_STAFF, { body: REPORT }),
  row('GET /api/reports/dashboard/host', HOST_STAFF),
  row('GET /api/reports/dashboard/client', CLIENT_ONLY),
  row('POST /api/reports/clientsales', CLIENT_ONLY, { body: REPORT }),
  row('POST /api/reports/clientsales/excel', CLIENT_ONLY, { body: REPORT }),
  row('GET /api/reports/dashboard/bidder', '401 ok 403 403 403 403 403'),
];
