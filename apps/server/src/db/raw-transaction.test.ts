import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { type Database, queryRows } from './client';

// The bid hot path's raw transactions, on whichever engine the suite runs (PGlite, or PostgreSQL in CI).
describe('rawTransaction', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const names = async () =>
    (await queryRows<{ name: string }>(database.db, sql`select name from clients order by id`)).map(
      (row) => row.name,
    );

  it('commits what the work wrote and answers its result', async () => {
    const id = await database.rawTransaction(async (query) => {
      const [row] = await query<{ id: number }>('insert into clients (name) values ($1) returning id', [
        'Raw Commit LLP',
      ]);
      return Number(row!.id);
    });
    expect(id).toBeGreaterThan(0);
    expect(await names()).toContain('Raw Commit LLP');
  });

  it('rolls everything back when the work throws, and the connection stays usable', async () => {
    await expect(
      database.rawTransaction(async (query) => {
        await query('insert into clients (name) values ($1)', ['Raw Rollback LLP']);
        throw new Error('rule broken');
      }),
    ).rejects.toThrow('rule broken');
    await expect(
      database.rawTransaction(async (query) => {
        await query('insert into clients (name) values ($1)', ['Raw Failed Statement LLP']);
        await query('select no_such_column from clients', []);
      }),
    ).rejects.toThrow();
    const after = await names();
    expect(after).not.toContain('Raw Rollback LLP');
    expect(after).not.toContain('Raw Failed Statement LLP');
    // Several in a row on the pool's connections: none was left inside an aborted transaction.
    for (let i = 0; i < 12; i += 1) {
      expect(await database.rawTransaction((query) => query('select 1 as one', []))).toEqual([{ one: 1 }]);
    }
  });
});
