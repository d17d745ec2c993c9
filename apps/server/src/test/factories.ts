import type { TRole } from '@bidright/domain';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/password';

let sequence = 0;
let cachedHash: Promise<string> | undefined;
export const DEFAULT_PASSWORD = 'Demo1234';

export async function createCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  sequence += 1;
  const [company] = await db
    .insert(companies)
    .values({ name: `Test Auctions ${sequence}`, status: 'Active', ...values })
    .returning();
  return company!;
}

/** A user with the given role; password defaults to Demo1234 (hashed once per file for speed). */
export async function createUser(
  db: Db,
  role: TRole,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  sequence += 1;
  const { password, ...rest } = values;
  cachedHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await cachedHash;
  const userName = rest.userName ?? `${role.toLowerCase()}${sequence}`;
  const [user] = await db
    .insert(users)
    .values({
      userName,
      email: `${userName}@example.com`,
      firstName: role,
      lastName: `Tester${sequence}`,
      role,
      passwordHash,
      ...rest,
    })
    .returning();
  return user!;
}
