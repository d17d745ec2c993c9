import { ADMIN_MESSAGES, type TAdminCreateBody, type TAdminUpdateBody } from '@bidright/domain';
import { and, eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { hashPassword } from '../auth/public';
import { createUser, emailTaken, userNameTaken } from '../users/public';

async function refuseTaken(db: Db, body: { email: string; userName: string }, exceptUserId?: number) {
  const errors: Record<string, string> = {};
  if (await emailTaken(db, body.email, exceptUserId)) errors.email = ADMIN_MESSAGES.emailTaken;
  if (await userNameTaken(db, body.userName, exceptUserId)) errors.userName = ADMIN_MESSAGES.userNameTaken;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** POST /api/admins: a new admin account (password, phone and e-mail required). */
export async function createAdmin(db: Db, caller: AuthUser, body: TAdminCreateBody) {
  await refuseTaken(db, body);
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    const created = await createUser(tx, {
      userName: body.userName,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phone,
      role: 'Admin',
      passwordHash,
    });
    await logActivity(tx, {
      userId: caller.id,
      title: 'Admin Created',
      body: `Admin ${body.userName} was created.`,
    });
    return created.id;
  });
  return { id: String(id), message: ADMIN_MESSAGES.adminSaved };
}

/** PUT /api/admins/{id}: names, e-mail, user name and phone (no password change here). */
export async function updateAdmin(db: Db, caller: AuthUser, adminId: number, body: TAdminUpdateBody) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, adminId), eq(users.role, 'Admin')));
  if (!existing) throw notFound('Admin is not found!');
  await refuseTaken(db, body, adminId);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        userName: body.userName,
        phoneNumber: body.phone,
        updatedAt: new Date(),
      })
      .where(eq(users.id, adminId));
    await logActivity(tx, {
      userId: caller.id,
      title: 'Admin Updated',
      body: `Admin ${adminId} was edited.`,
    });
  });
  return { id: String(adminId), message: ADMIN_MESSAGES.adminSaved };
}
