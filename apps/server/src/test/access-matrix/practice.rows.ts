import { sql } from 'drizzle-orm';
import { type MatrixRow, row } from './matrix';
import { first, oncePerFixture } from './sql-helper';

const practiceLot = oncePerFixture((f) =>
  first(
    f,
    sql`select min(l.id) from lots l join auctions a on a.id = l.auction_id
      where a.is_practice and l.lot_status = 'Listed' and l.stopped_time is null`,
  ),
);

/**
 * The practice sale (issue 43 point 4, ADR 0076): any signed-in bidder reads the lobby and joins a practice
 * lot with play money; staff, clients and admins have no practice seat. The matrix app runs with
 * PRACTICE_SALE=on (off, the routes do not exist: the practice tests check the 404). Columns: anonymous,
 * Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer.
 */
export const practiceRows: MatrixRow[] = [
  row('GET /api/practice', '401 ok 403 403 403 403 403'),
  row('POST /api/practice/lots/{lotId}/join', '401 ok 403 403 403 403 403', {
    params: { lotId: practiceLot },
  }),
];
