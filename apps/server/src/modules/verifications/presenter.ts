import type { TIdentityEvidence } from '@bidright/domain';
import type { identityEvidence } from '../../db/schema/index';

type EvidenceRow = typeof identityEvidence.$inferSelect;

export const presentEvidence = (row: EvidenceRow, bidderName: string): TIdentityEvidence => ({
  id: String(row.id),
  bidderId: String(row.bidderId),
  bidderName,
  method: row.method,
  bankAccountId: row.bankAccountId === null ? null : String(row.bankAccountId),
  owners: row.owners,
  registered: row.registered,
  result: row.result,
  nameScore: row.nameScore,
  addressScore: row.addressScore,
  reasons: row.reasons,
  decision: row.decision,
  decidedBy: row.decidedBy === null ? null : String(row.decidedBy),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
  createdAt: row.createdAt.toISOString(),
});
