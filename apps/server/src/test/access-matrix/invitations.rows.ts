import { freshAttorney, lakeshoreOnlyClient } from './companies.rows';
import { type MatrixRow, row } from './matrix';

/** Attorney invitations and token revocation (issue 12). Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const invitationsRows: MatrixRow[] = [
  row('POST /api/attorneys/{attorneyId}/invite', '401 403 ok ok 403 403 403', {
    params: { attorneyId: async (f) => freshAttorney(f, await lakeshoreOnlyClient(f)) },
    note: 'an attorney not signed up yet, of a firm that works with Lakeshore only',
  }),
  row('POST /connect/revocation', 'ok ok ok ok ok ok ok', { body: { token: 'not-a-token' } }),
];
