import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogs, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/access-token';
import { lotForRead } from './lot-access';

/** GET /api/lots/{lotId}/activity: the lot's activity log, newest first. */
export async function listLotActivity(db: Db, caller: AuthUser, lotId: number) {
  await lotForRead(db, caller, lotId);
  const rows = await db
    .select({ log: activityLogs, userName: users.userName })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(eq(activityLogs.lotId, lotId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));
  return rows.map((row) => ({
    id: String(row.log.id),
    actLogTitle: row.log.title,
    actLogBody: row.log.body ?? '',
    userName: row.userName,
    createdDate: row.log.createdAt.toISOString(),
  }));
}
