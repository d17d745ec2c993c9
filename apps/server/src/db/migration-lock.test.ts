// Three processes starting at once on an empty PostgreSQL database: each opens its own pool and migrates.
// The advisory lock lets one migrate while the others wait; all three come up and every migration ran once.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { MIGRATIONS_DIR, openDatabase } from './client';

const DATABASE_URL = process.env.DATABASE_URL;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(DATABASE_URL)('migrations on an empty PostgreSQL database', () => {
  const name = `bidright_lock_${randomBytes(6).toString('hex')}`;
  afterAll(() => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('three processes migrating at once all come up, and each migration is applied once', async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = withDatabase(DATABASE_URL!, name);
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 2 })));
    try {
      const outcomes = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
        entries: unknown[];
      };
      const counted = new pg.Client({ connectionString: url });
      await counted.connect();
      const applied = await counted
        .query('select count(*)::int as n from drizzle.__drizzle_migrations')
        .finally(() => counted.end());
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
