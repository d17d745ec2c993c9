import { sql } from 'drizzle-orm';
import { type MatrixRow, row } from './matrix';
import { first, oncePerFixture } from './sql-helper';

// Found once per database: the Admin cell decides it, and the cells after it still name the same review.
const pendingEvidence = oncePerFixture((f) =>
  first(f, sql`select min(id) from identity_evidence where result = 'no_match' and decision is null`),
);
const pendingPapers = oncePerFixture((f) =>
  first(f, sql`select coalesce(min(id), -1) from purchase_profiles where name = 'Raman Family Trust'`),
);

/**
 * Independent identity verification (issue 42, ADR 0072): a bidder reads only their own identity state and
 * uploads papers only for their own profile (the verifications tests check another bidder's profile is
 * refused); the review queue and its decisions are the admin's alone. Columns: anonymous, Bidder,
 * Auctioneer, Employee, Client, Admin, other company's Auctioneer.
 */
export const verificationsRows: MatrixRow[] = [
  row('GET /api/verifications/identity', '401 ok 403 403 403 403 403'),
  row('GET /api/admin/verifications', '401 403 403 403 403 ok 403'),
  row('PUT /api/admin/verifications/identity/{id}', '401 403 403 403 403 ok 403', {
    params: { id: pendingEvidence },
    body: { decision: 'Denied', reason: 'The bank account is held by another person.' },
  }),
  row('POST /api/purchaseprofiles/{id}/papers', '401 ok 403 403 403 403 403', {
    params: { id: 'profile' },
    note: 'sent without a file: the Bidder cell answers 400 (allowed); ownership is checked by the verifications tests',
  }),
  row('PUT /api/admin/verifications/papers/{id}', '401 403 403 403 403 ok 403', {
    params: { id: pendingPapers },
    body: { decision: 'Approved', reason: null },
  }),
];
