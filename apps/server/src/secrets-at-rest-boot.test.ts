import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client';
import { dataKeyId, SecretBox, sealContexts } from './db/sealed-secrets';
import { copyTemplateDataDir } from './test/database';
import { createUser } from './test/factories';
import { startServerProcess } from './test/server-process';

/**
 * Issue 30 (Deliver 6), ADR 0023, with the real processes: a server started on a database an older version
 * wrote seals its secrets before serving; `npm run secrets:reencrypt` moves them to a new key; a server
 * without the key they are sealed under refuses to start and says which key it needs.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'bidright-sealed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const key1 = randomBytes(32).toString('base64');
const key2 = randomBytes(32).toString('base64');
// The embedded database under DATA_DIR, whatever database the test run itself uses.
const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
// A first start migrates an empty embedded database: slow on a busy machine.
const slowStart = { startupTimeoutMs: 150_000 };
const openOldDatabase = () => openDatabase({ dataDir: join(dataDir, 'pglite') });

function reencrypt(keys: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', 'secrets:reencrypt', '-w', '@bidright/server'], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'test', ...env, ...keys },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

// Always the embedded database (env above), so the PostgreSQL pass of the suite would only repeat this file,
// on a PGlite migrated from scratch: it runs in the PGlite pass, on a copy of that pass's migrated template.
describe.skipIf(process.env.DATABASE_URL)('secrets at rest across versions and keys', () => {
  it('seals an older version’s rows at start, re-encrypts them under a new key, and refuses a missing key', async () => {
    // What a version before migration 0013 left behind: the secrets in clear (in today's schema, which
    // changed nothing else about these columns), on a copy of the run's migrated database where there is one.
    copyTemplateDataDir(join(dataDir, 'pglite'));
    const before = await openOldDatabase();
    await before.migrate();
    const user = await createUser(before.db, 'Auctioneer', {
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpEnabled: true,
      twoFactorMethod: 'authenticator',
    });
    await queryRows(
      before.db,
      sql`insert into bank_items (bidder_id, provider, item_id, access_token)
          values (${user.id}, 'plaid', 'item-v1', 'access-production-in-clear')`,
    );
    await before.close();

    const server = await startServerProcess({ ...env, DATA_KEY: key1 }, undefined, slowStart);
    await server.stop();
    expect(server.output()).toContain(
      `Sealed 2 stored secrets under data key ${dataKeyId(Buffer.from(key1, 'base64'))}`,
    );

    const rotated = await reencrypt({ DATA_KEY: key2, DATA_KEY_PREVIOUS: key1 });
    expect(rotated.output).toContain('0 secrets sealed from clear, 2 moved from older keys');
    expect(rotated.code).toBe(0);

    // Key 1 only: the rows are under key 2 now, so the start stops and names it.
    await expect(startServerProcess({ ...env, DATA_KEY: key1 }, undefined, slowStart)).rejects.toThrow(
      new RegExp(`${dataKeyId(Buffer.from(key2, 'base64'))} \\(2 values\\).*DATA_KEY_PREVIOUS`),
    );

    const after = await openOldDatabase();
    try {
      const [row] = await queryRows<{ totp_secret: string; access_token: string }>(
        after.db,
        sql`select u.totp_secret, b.access_token from users u join bank_items b on b.bidder_id = u.id
            where u.id = ${user.id}`,
      );
      const box = new SecretBox(Buffer.from(key2, 'base64'));
      expect(row!.totp_secret).toMatch(new RegExp(`^enc:v1:${box.currentKeyId}:`));
      expect(box.open(row!.totp_secret, sealContexts.totpSecret(user.id))).toBe('JBSWY3DPEHPK3PXP');
      expect(
        box.open(row!.access_token, sealContexts.bankAccessToken({ provider: 'plaid', itemId: 'item-v1' })),
      ).toBe('access-production-in-clear');
    } finally {
      await after.close();
    }
  }, 480_000);
});
