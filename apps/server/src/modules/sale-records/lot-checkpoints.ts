import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordSigningKeys, saleRecordCheckpoints } from '../../db/schema/index';

/** A lot's signed checkpoints, newest first: what the Report of Sale prints (ADR 0069). */
export async function lotCheckpointsOf(db: Db, lotId: number) {
  return db
    .select({
      hash: saleRecordCheckpoints.hash,
      keyId: saleRecordCheckpoints.keyId,
      eventCount: saleRecordCheckpoints.eventCount,
      publicKey: recordSigningKeys.publicKey,
    })
    .from(saleRecordCheckpoints)
    .innerJoin(recordSigningKeys, eq(recordSigningKeys.keyId, saleRecordCheckpoints.keyId))
    .where(and(eq(saleRecordCheckpoints.kind, 'lot'), eq(saleRecordCheckpoints.lotId, lotId)))
    .orderBy(desc(saleRecordCheckpoints.id));
}
