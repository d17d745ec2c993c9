import type { Db } from './client';
import { activityLogs } from './schema/index';

export interface ActivityEntry {
  companyId?: number | null;
  caseId?: number | null;
  lotId?: number | null;
  userId?: number | null;
  title: string;
  body: string;
}

/** Every state change that matters to people writes one entry, in the same transaction as the change. */
export async function logActivity(tx: Db, entry: ActivityEntry) {
  await tx.insert(activityLogs).values({
    companyId: entry.companyId ?? null,
    caseId: entry.caseId ?? null,
    lotId: entry.lotId ?? null,
    userId: entry.userId ?? null,
    title: entry.title,
    body: entry.body,
  });
}
