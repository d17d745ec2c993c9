import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client';
import { HttpError } from '../../errors';
import { openTestDatabase } from '../../test/database';
import { createUser } from './create-user';

// The race a sign-up can lose after its availability check: the unique index refuses the second insert,
// and every page that creates a login answers it alike (issue 40).
describe('createUser', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  const newUser = (userName: string, email: string) => ({
    userName,
    email,
    passwordHash: 'not-a-real-hash',
    firstName: 'Rae',
    lastName: 'Racer',
    role: 'Bidder' as const,
  });

  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  it('creates the user and answers its row', async () => {
    const created = await createUser(database.db, newUser('firstracer', 'first@race.example'));
    expect(created).toMatchObject({ userName: 'firstracer', role: 'Bidder' });
  });

  it('answers a user name taken in the race like the availability check, and writes nothing', async () => {
    const error = await refusal(
      database.db.transaction((tx) => createUser(tx, newUser('FIRSTRACER', 'other@race.example'))),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(ACCOUNT_MESSAGES.userNameUnavailable);
    expect(error.errors).toEqual({ userName: ACCOUNT_MESSAGES.userNameUnavailable });
    const rows = await queryRows(database.db, sql`select 1 from users where email = 'other@race.example'`);
    expect(rows).toHaveLength(0);
  });

  it('answers an e-mail taken in the race with the e-mail text', async () => {
    const error = await refusal(createUser(database.db, newUser('secondracer', 'FIRST@race.example')));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(ACCOUNT_MESSAGES.emailUnavailable);
    expect(error.errors).toEqual({ email: ACCOUNT_MESSAGES.emailUnavailable });
  });
});
