import type { TCaseNote, TCaseNoteBody } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { caseNotes, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/access-token';
import { assertCaseWritable, findCase } from './load-case';
import { presentCaseNote } from './presenter';

/** POST /api/casenotes/{caseId}: staff of the owning company add a note; notes stay after a case closes. */
export async function addCaseNote(
  db: Db,
  caller: AuthUser,
  caseId: number,
  body: TCaseNoteBody,
): Promise<TCaseNote> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const kase = assertCaseWritable(caller, await findCase(tx, caseId));
    const [note] = await tx
      .insert(caseNotes)
      .values({ caseId: kase.id, subject: body.subject, body: body.body, createdBy: caller.id })
      .returning();
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, caller.id));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      userId: caller.id,
      title: 'Case note added',
      body: body.subject
        ? `${caller.userName} added the note "${body.subject}".`
        : `${caller.userName} added a note.`,
    });
    return presentCaseNote({
      ...note!,
      firstName: author?.firstName ?? null,
      lastName: author?.lastName ?? null,
    });
  });
}
