import { freshAttorney, lakeshoreOnlyClient } from './companies.rows';
import { type Fixture, type MatrixRow, row } from './matrix';

const ATTORNEY = { firstName: 'Matrix', lastName: 'Attorney', email: 'matrix.other@example.com' };

/** A fresh attorney of a firm the signed-in client does not belong to (a firm working with Lakeshore only). */
const otherFirmAttorney = async (f: Fixture) => freshAttorney(f, await lakeshoreOnlyClient(f));
/** A fresh attorney of the client's own firm (Wabash & Monroe). */
const ownFirmAttorney = (f: Fixture) => freshAttorney(f);

/**
 * A law-firm client manages its own firm's attorneys, never another firm's (issue 31 item 10). The rows of
 * companies.rows.ts cover each call on the own firm; these add the make-primary call the client may now
 * make, and every call aimed at another firm's attorney.
 */
export const clientAttorneysRows: MatrixRow[] = [
  row('PUT /api/attorneys/{clientId}/{attorneyId}', '401 403 ok ok ok 403 ok', {
    params: { clientId: 'client', attorneyId: ownFirmAttorney },
    note: 'the own firm: the client may; staff get 400 (the firm has linked itself, so it is its own to edit)',
  }),
  row('PUT /api/attorneys/{clientId}/{attorneyId}', '401 403 ok ok 403 403 ok', {
    params: { clientId: 'client', attorneyId: otherFirmAttorney },
    note: "the own firm's id with another firm's attorney: the client is refused; staff get 400 (the firm has linked itself)",
  }),
  row('PUT /api/attorneys/{id}', '401 403 403 403 403 403 403', {
    params: { id: otherFirmAttorney },
    body: ATTORNEY,
  }),
  row('DELETE /api/attorneys/{id}', '401 403 403 403 403 403 403', { params: { id: otherFirmAttorney } }),
];
