import { type MatrixRow, row } from './matrix';

/** The sale record (issue 42, ADR 0069). Columns: anonymous, Bidder, Auctioneer, Employee, Client, Admin, other company's Auctioneer. */
export const saleRecordRows: MatrixRow[] = [
  row('GET /.well-known/bidright-record-keys.json', 'ok ok ok ok ok ok ok', {
    note: 'the public keys are public: anyone checking a record needs them',
  }),
  row('GET /api/auctions/{auctionId}/sale-record', '401 403 ok ok ok ok 403', {
    note: "the fixture client's firm holds a case of the fixture auction",
  }),
];
