import { CASE_NOTES_PAGE_SIZE, type TCaseNote, type TTablePagination } from '@bidright/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { caseNotes, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/access-token';
import { assertCaseReadable, findCase } from './load-case';
import { presentCaseNote } from './presenter';

/** POST /api/casenotes/{caseId}/list: a case's notes, newest first, 100 a page. */
export async function listCaseNotes(
  db: Db,
  caller: AuthUser,
  caseId: number,
  pagination: TTablePagination | undefined,
): Promise<{ data: TCaseNote[]; total: number }> {
  const kase = await assertCaseReadable(db, caller, await findCase(db, caseId));
  const { limit, offset } = pageOf(pagination, CASE_NOTES_PAGE_SIZE);
  const rows = await db
    .select({
      id: caseNotes.id,
      subject: caseNotes.subject,
      body: caseNotes.body,
      createdAt: caseNotes.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(caseNotes)
    .leftJoin(users, eq(users.id, caseNotes.createdBy))
    .where(eq(caseNotes.caseId, kase.id))
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(caseNotes).where(eq(caseNotes.caseId, kase.id));
  return { data: rows.map(presentCaseNote), total: Number(total?.n ?? 0) };
}
