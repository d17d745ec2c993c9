import { encodePushToken } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Fixture, type MatrixRow, row } from './matrix';
import { first } from './sql-helper';

/** A lot of the demo sold to a bidder: bidder1's win when there is one (the Bidder column is its winner). */
const wonLot = (f: Fixture) =>
  first(
    f,
    sql`select l.id from lots l join bids b on b.id = l.winner_bid_id join users u on u.id = b.bidder_id
      where l.sold_to = 'ThirdParty' order by (u.user_name = 'bidder1') desc, l.id limit 1`,
  );

/** Winnings, court-sale documents, notifications and private file downloads. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const winningsRows: MatrixRow[] = [
  row('GET /api/bidders/winning', '401 ok 403 403 403 403 403'),
  row('POST /api/bidders/winningpaginated', '401 ok 403 403 403 403 403', {
    body: { pagination: { current: 1, pageSize: 10 } },
  }),
  row('GET /api/bidders/winning/{lotId}', '401 ok 403 403 403 403 403', { params: { lotId: wonLot } }),
  row('GET /api/bidders/winning/{lotId}/calendar', '401 ok 403 403 403 403 403', {
    params: { lotId: wonLot },
  }),
  row('GET /api/lots/{lotId}/receiptofsale', '401 ok ok ok ok ok 403', { params: { lotId: wonLot } }),
  row('GET /api/lots/{lotId}/reportofsale', '401 403 ok ok ok ok 403', { params: { lotId: wonLot } }),
  row('GET /api/notifications', '401 ok ok ok ok ok ok'),
  row('PUT /api/notifications/readall', '401 ok ok ok ok ok ok'),
  row('PUT /api/notifications/{id}/read', '401 404 404 404 404 404 404', {
    params: { id: 999_999 },
    note: 'an alert of nobody: each caller reads only their own',
  }),
  row('GET /api/notifications/preferences', '401 ok ok ok ok ok ok'),
  row('PUT /api/notifications/preferences', '401 ok ok ok ok ok ok', { body: { preferences: [] } }),
  row('GET /api/notifications/pushkey', '401 ok ok ok ok ok ok'),
  row('PUT /updatepushnotificationkey/{token}', '401 ok ok ok ok ok ok', {
    params: {
      token: encodePushToken({
        endpoint: 'https://push.example.com/send/matrix',
        keys: { p256dh: 'matrix-p256dh', auth: 'matrix-auth' },
      }),
    },
  }),
  row('GET /api/documents/{id}/download', '401 404 ok ok 404 ok 403', {
    params: { id: 'document' },
    note: 'the fixture document is visible to neither bidders nor clients',
  }),
  row('GET /api/lotdocuments/{id}/download', '401 404 ok ok ok ok 403', { params: { id: 'lotDocument' } }),
];
