import { sql } from 'drizzle-orm';
import { type MatrixRow, row } from './matrix';
import { first, oncePerFixture } from './sql-helper';

/** A saved filter of bidder3 (not a column's user). */
const otherBiddersFilter = oncePerFixture((f) =>
  first(
    f,
    sql`insert into bidder_filters (bidder_id, name, saved_filter)
      select id, 'Not yours', '{}'::jsonb from users where user_name = 'bidder3' returning id`,
  ),
);

const BIDDER_ONLY = '401 ok 403 403 403 403 403';
const ANYONE = 'ok ok ok ok ok ok ok';

/** Property discovery, pinned lots, saved filters, public content and public settings (issue 13). Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const listingsRows: MatrixRow[] = [
  row('POST /api/lots/list/public', ANYONE, { body: {} }),
  row('POST /api/lots/list/bidder', BIDDER_ONLY, { body: {} }),
  row('POST /api/lots/list/live', BIDDER_ONLY, { body: {} }),
  row('GET /api/lots/listpinned/bidder', BIDDER_ONLY),
  row('GET /api/bidders/pin/count', '401 ok 403 403 403 403 403'),
  row('GET /api/bidders/pin/{lotId}', '401 ok 403 403 403 403 403'),
  row('DELETE /api/bidders/unpin/{lotId}', '401 ok 403 403 403 403 403'),
  row('GET /api/lots/listupcoming/bidder', BIDDER_ONLY),
  row('POST /api/bidders/filters/list', BIDDER_ONLY, { body: {} }),
  row('POST /api/bidders/filters', BIDDER_ONLY, { body: { name: 'Matrix', savedFilter: {} } }),
  row('PUT /api/bidders/filters/{id}', BIDDER_ONLY, {
    params: { id: (f) => first(f, sql`select min(id) from bidder_filters where bidder_id = ${f.bidder}`) },
    body: { name: 'Matrix', savedFilter: {} },
  }),
  row('DELETE /api/bidders/filters/{id}', BIDDER_ONLY, {
    params: {
      id: (f) =>
        first(
          f,
          sql`insert into bidder_filters (bidder_id, name, saved_filter) values (${f.bidder}, 'Matrix', '{}'::jsonb) returning id`,
        ),
    },
  }),
  row('PUT /api/bidders/filters/{id}', '401 404 403 403 403 403 403', {
    params: { id: otherBiddersFilter },
    body: { name: 'Matrix', savedFilter: {} },
    note: "another bidder's filter is not found",
  }),
  row('DELETE /api/bidders/filters/{id}', '401 404 403 403 403 403 403', {
    params: { id: otherBiddersFilter },
  }),
  row('GET /api/resources/list', ANYONE),
  row('GET /api/resources/{blogId}', ANYONE, {
    params: { blogId: (f) => first(f, sql`select min(id) from resources`) },
  }),
  row('GET /api/helps/list', ANYONE),
  row('POST /api/helps/contactus', ANYONE, {
    body: { name: 'Matrix', email: 'matrix@example.com', subject: 'Matrix', message: 'Hello' },
    note: 'rate-limited to 5 an hour per IP: the last cells may be 429, which the matrix counts as allowed',
  }),
  row('GET /api/configurations/{key}', ANYONE, {
    params: { key: (f) => first(f, sql`select min(key) from configurations where is_public = 1`) },
  }),
  row('GET /api/configurations/{key}', '404 404 404 404 404 404 404', {
    params: { key: (f) => first(f, sql`select min(key) from configurations where is_public = 0`) },
    note: 'an admin-only setting is not found, whoever asks',
  }),
];
