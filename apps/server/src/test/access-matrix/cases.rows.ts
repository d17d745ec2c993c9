import { lakeshoreOnlyClient } from './companies.rows';
import { type MatrixRow, row } from './matrix';

/** Cases: cases, notes, activity logs, client and attorney lookups. Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const casesRows: MatrixRow[] = [
  row('POST /api/cases/list', '401 403 ok ok ok ok ok'),
  row('POST /api/cases/listattorney', '401 403 403 403 ok 403 403'),
  row('GET /api/cases/lookup/{caseNumber}/{county}', '401 403 ok ok 403 403 ok'),
  row('GET /api/cases/{caseId}', '401 403 ok ok ok ok 403'),
  row('PUT /api/cases/{caseId}', '401 403 ok ok 403 403 403', {
    body: (f) => ({ fileNumber: 'F-1', caseNumber: f.caseNumber, county: 'Cook', clientId: f.client }),
  }),
  row('DELETE /api/cases/{caseId}', '401 403 ok ok 403 403 403', {
    params: { caseId: (f) => f.fresh.case() },
  }),
  row('POST /api/cases', '401 403 ok ok 403 403 ok'),
  row('PUT /api/cases/{caseId}/updatestatus/{status}', '401 403 ok ok 403 403 403'),
  row('POST /api/casenotes/{caseId}', '401 403 ok ok 403 403 403', { body: { body: 'Matrix note' } }),
  row('POST /api/casenotes/{caseId}/list', '401 403 ok ok ok ok 403'),
  row('POST /api/notifications/activitylogs/list', '401 403 ok ok ok ok ok'),
  row('GET /api/clients/lookup', '401 403 ok ok 403 ok ok'),
  row('POST /api/attorneys/{clientId}/list', '401 403 ok ok 403 ok 403', {
    params: { clientId: lakeshoreOnlyClient },
    note: 'the fixture firm also works with Prairie (seeded), so the cross-tenant cell uses a Lakeshore-only firm',
  }),
];
