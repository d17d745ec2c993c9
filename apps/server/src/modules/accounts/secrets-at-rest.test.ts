import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema/index';
import { sealStoredSecrets } from '../../db/seal-stored-secrets';
import { dataKeyId, SecretBox, sealContexts } from '../../db/sealed-secrets';
import { createTestApp, requestPasswordToken, requestRefreshToken, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import {
  type PlaidStandIn,
  plaidStandInEnv,
  publicTokenFor,
  startPlaidStandIn,
} from '../../test/plaid-stand-in';
import { totpCode } from '../auth/totp';
import { caller, createBidderUser } from './test/test-kit';

/**
 * Issue 30 (Deliver 6), ADR 0023: the raw rows hold no Plaid access token and no authenticator secret in
 * clear; sign-in, balance refresh and unlinking still work; the re-encrypt sweep moves every value to a
 * new key, after which the old key is no longer needed; the start seals what an older version left in clear.
 */

const key1 = randomBytes(32);
const key2 = randomBytes(32);
let standIn: PlaidStandIn;
let t: TestApp;
let call: ReturnType<typeof caller>;
let bidder: { id: number; userName: string; token: string };
let totpSecret: string;

beforeAll(async () => {
  standIn = await startPlaidStandIn();
  t = await createTestApp({ DATA_KEY: key1.toString('base64'), ...plaidStandInEnv(standIn) });
  call = caller(t.app);
  bidder = await createBidderUser(t);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** Every column of the rows, as text, straight from the database: what a backup or a leaked dump shows. */
async function rawRows(table: 'users' | 'bank_items', column: 'id' | 'bidder_id', id: number) {
  const rows = await queryRows<{ row: string }>(
    t.db,
    sql`select to_jsonb(r)::text as row from ${sql.identifier(table)} r where ${sql.identifier(column)} = ${id}`,
  );
  return rows.map((entry) => entry.row).join('\n');
}

const storedSecret = async () =>
  (await queryRows<{ s: string }>(t.db, sql`select totp_secret as s from users where id = ${bidder.id}`))[0]!
    .s;
const storedToken = async () =>
  (
    await queryRows<{ s: string }>(
      t.db,
      sql`select access_token as s from bank_items where bidder_id = ${bidder.id}`,
    )
  )[0]!.s;

/** The second step of a login with the authenticator's current code. */
async function signInWithCode(app: FastifyInstance, deviceId: string) {
  const pending = (await requestPasswordToken(app, bidder.userName, 'Demo1234', { deviceId })).json();
  expect(pending.required2FA).toBe(true);
  return requestRefreshToken(app, pending.refresh_token, deviceId, await totpCode(totpSecret));
}

describe('secrets at rest', () => {
  it('stores the authenticator secret sealed; the code still signs in', async () => {
    const setup = await call('PUT', '/api/bidders/authenticator', bidder.token, { password: 'Demo1234' });
    expect(setup.statusCode).toBe(200);
    totpSecret = setup.json().manualEntrySetupCode.replaceAll(' ', '');

    const raw = await rawRows('users', 'id', bidder.id);
    expect(raw).not.toContain(totpSecret);
    expect(await storedSecret()).toMatch(new RegExp(`^enc:v1:${dataKeyId(key1)}:`));
    expect((await signInWithCode(t.app, 'phone-1')).statusCode).toBe(200);
  });

  it('stores the Plaid access token sealed; refreshing balances still reaches Plaid with it', async () => {
    const linkToken = (await call('GET', '/api/accounts/linktoken', bidder.token)).json().linkToken;
    const linked = await call('POST', '/api/accounts/bidder', bidder.token, {
      publicToken: publicTokenFor(linkToken),
      accountIds: [],
    });
    expect(linked.statusCode).toBe(200);
    const [item] = standIn.items();
    expect(item!.accessToken).toMatch(/^access-/);

    const raw = await rawRows('bank_items', 'bidder_id', bidder.id);
    expect(raw).toContain(item!.itemId);
    expect(raw).not.toContain(item!.accessToken);
    expect(await storedToken()).toMatch(new RegExp(`^enc:v1:${dataKeyId(key1)}:`));

    expect((await call('GET', '/api/accounts/refreshaccounts', bidder.token)).statusCode).toBe(200);
    expect(standIn.callsTo('/accounts/balance/get').at(-1)!.body.access_token).toBe(item!.accessToken);
  });

  it('rotates: the sweep moves every value to the new key, and a server with only the new key reads them', async () => {
    const [item] = standIn.items();
    const rotated = new SecretBox(key2, [key1]);
    const result = await sealStoredSecrets(t.db, rotated, { rekey: true });
    expect(result).toEqual({ sealed: 0, resealed: 2, unreadable: [] });
    expect(await storedSecret()).toMatch(new RegExp(`^enc:v1:${dataKeyId(key2)}:`));
    expect(await storedToken()).toMatch(new RegExp(`^enc:v1:${dataKeyId(key2)}:`));
    // Run again, nothing is left to move.
    expect(await sealStoredSecrets(t.db, rotated, { rekey: true })).toEqual({
      sealed: 0,
      resealed: 0,
      unreadable: [],
    });

    // The same database served by a process that holds key 2 only: key 1 can now be thrown away.
    const app2 = await buildApp({ ...t.app.deps, secretBox: new SecretBox(key2) });
    await app2.ready();
    try {
      const balanceCalls = standIn.callsTo('/accounts/balance/get').length;
      const refreshed = await app2.inject({
        method: 'GET',
        url: '/api/accounts/refreshaccounts',
        headers: { authorization: `Bearer ${bidder.token}` },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(standIn.callsTo('/accounts/balance/get').slice(balanceCalls).at(-1)!.body.access_token).toBe(
        item!.accessToken,
      );
      // The first test's login spent this 30-second step's code; a replay guard, not the key, would refuse it.
      await t.db.update(users).set({ totpLastStep: null }).where(eq(users.id, bidder.id));
      expect((await signInWithCode(app2, 'phone-2')).statusCode).toBe(200);
    } finally {
      await app2.close();
    }
  });

  it('seals what an older version stored in clear, once, and leaves sealed values alone', async () => {
    const box = new SecretBox(key2);
    const old = await createUser(t.db, 'Auctioneer', {
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpEnabled: true,
      twoFactorMethod: 'authenticator',
    });
    await queryRows(
      t.db,
      sql`insert into bank_items (bidder_id, provider, item_id, access_token)
          values (${old.id}, 'plaid', 'item-from-v1', 'access-sandbox-left-in-clear')`,
    );
    const before = { secret: await storedSecret(), token: await storedToken() };

    expect(await sealStoredSecrets(t.db, box, { rekey: false })).toEqual({
      sealed: 2,
      resealed: 0,
      unreadable: [],
    });
    const [row] = await queryRows<{ totp_secret: string; access_token: string }>(
      t.db,
      sql`select u.totp_secret, b.access_token from users u join bank_items b on b.bidder_id = u.id where u.id = ${old.id}`,
    );
    expect(row!.totp_secret).toMatch(/^enc:v1:/);
    expect(row!.access_token).toMatch(/^enc:v1:/);
    expect(box.open(row!.totp_secret, sealContexts.totpSecret(old.id))).toBe('JBSWY3DPEHPK3PXP');
    expect(
      box.open(
        row!.access_token,
        sealContexts.bankAccessToken({ provider: 'plaid', itemId: 'item-from-v1' }),
      ),
    ).toBe('access-sandbox-left-in-clear');
    // Idempotent: a second start changes nothing, and the bidder's values were never touched.
    expect(await sealStoredSecrets(t.db, box, { rekey: false })).toEqual({
      sealed: 0,
      resealed: 0,
      unreadable: [],
    });
    expect({ secret: await storedSecret(), token: await storedToken() }).toEqual(before);
  });

  it('stops before changing anything when a value is sealed under a key it does not hold', async () => {
    const stranger = new SecretBox(randomBytes(32));
    await expect(sealStoredSecrets(t.db, stranger, { rekey: true })).rejects.toThrow(
      new RegExp(`${dataKeyId(key2)} \\(\\d+ values\\).*DATA_KEY_PREVIOUS`),
    );
    expect(await storedSecret()).toMatch(new RegExp(`^enc:v1:${dataKeyId(key2)}:`));
  });
});
