// deploy/scripts/backup.sh and restore.sh, run as an operator would, on this machine's PostgreSQL: a sale
// with a bid is backed up, restored into an empty database, and the restored copy has the same rows and
// live log (hashes included), and starts with no migration left to run.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { withDatabase } from '../test/global-setup';
import { bid, createAuction, createBidder, createHost, createLot, joinLot } from '../test/live-fixtures';

const run = promisify(execFile);
const DATABASE_URL = process.env.DATABASE_URL;
const SCRIPTS = fileURLToPath(new URL('../../../../deploy/scripts/', import.meta.url));

async function rows(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(DATABASE_URL)('backup and restore with pg_dump and pg_restore', () => {
  let t: TestApp;
  const restoredName = `bidright_restored_${randomBytes(6).toString('hex')}`;
  // Set in beforeAll: a describe body runs while files are collected, even when runIf skips it (no DATABASE_URL).
  let dir: string;
  let restoredUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bidright-backup-'));
    restoredUrl = withDatabase(DATABASE_URL!, restoredName);
    t = await createTestApp();
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { started: true });
    const bidder = await createBidder(t);
    await joinLot(t, bidder, auctionId, lotId, 20_000);
    expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(200);
    await rows(DATABASE_URL!, `CREATE DATABASE ${restoredName}`);
  });
  afterAll(async () => {
    await t.close();
    await rows(DATABASE_URL!, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a backup into an empty database with the same rows and live log', async () => {
    const dump = join(dir, 'sale.dump');
    const backup = await run(join(SCRIPTS, 'backup.sh'), [dump], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl },
    });
    expect(backup.stdout.trim()).toBe(dump);
    const restore = await run(join(SCRIPTS, 'restore.sh'), [dump, restoredUrl]);
    expect(restore.stdout).toContain('restore complete');

    const log = 'select lot_id, seq, event, hash from lot_events order by lot_id, seq';
    const original = await rows(t.databaseUrl!, log);
    expect(original.length).toBeGreaterThan(0);
    expect(await rows(restoredUrl, log)).toEqual(original);
    const counts = 'select (select count(*) from users) as users, (select count(*) from bids) as bids';
    expect(await rows(restoredUrl, counts)).toEqual(await rows(t.databaseUrl!, counts));

    // The restored database is at the dump's migration: a process starting on it has nothing to apply.
    const migrations = 'select hash from drizzle.__drizzle_migrations order by id';
    const restored = await openDatabase({ url: restoredUrl, poolSize: 1 });
    try {
      await restored.migrate();
    } finally {
      await restored.close();
    }
    expect(await rows(restoredUrl, migrations)).toEqual(await rows(t.databaseUrl!, migrations));
  });

  it('refuses to restore over a database that has tables', async () => {
    const dump = join(dir, 'again.dump');
    await run(join(SCRIPTS, 'backup.sh'), [dump], { env: { ...process.env, DATABASE_URL: t.databaseUrl } });
    await expect(run(join(SCRIPTS, 'restore.sh'), [dump, restoredUrl])).rejects.toMatchObject({
      stderr: expect.stringContaining('refusing'),
    });
  });
});
