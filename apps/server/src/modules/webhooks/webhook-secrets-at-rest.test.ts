import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sealStoredSecrets } from '../../db/seal-stored-secrets';
import { dataKeyId, SecretBox } from '../../db/sealed-secrets';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestHost } from '../../test/live-fixtures';
import { call, createHost } from '../lots/test/test-kit';
import { deliverWebhook, enqueueWebhookEvent } from './deliver-webhooks';

/**
 * Issue 42 (point 5), ADR 0023: a webhook's signing secret is stored sealed under DATA_KEY, bound to its
 * row; the raw row holds no secret in clear; deliveries still sign with the secret the company was shown,
 * after a re-encrypt under a new key too; the start's sweep seals a secret an older version left in clear.
 */

const key1 = randomBytes(32);
const key2 = randomBytes(32);
let t: TestApp;
let host: TestHost;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.end('ok');
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ DATA_KEY: key1.toString('base64'), WEBHOOK_RETRY_DELAY_SECONDS: '0' });
  host = await createHost(t);
});
afterAll(async () => {
  await t?.close();
  await new Promise((done) => server.close(done));
});

/** The whole row as text, straight from the database: what a backup or a leaked dump shows. */
const rawRow = async (id: string | number) =>
  (
    await queryRows<{ row: string }>(
      t.db,
      sql`select to_jsonb(w)::text as row from webhooks w where id = ${Number(id)}`,
    )
  )[0]!.row;
const storedSecret = async (id: string | number) =>
  (await queryRows<{ s: string }>(t.db, sql`select secret as s from webhooks where id = ${Number(id)}`))[0]!
    .s;

/** Queues one event for the company and delivers it with `box`; answers what the receiver got. */
async function deliverOnce(box: SecretBox, key: string) {
  await enqueueWebhookEvent(t.db, t.app.jobs, {
    companyId: host.companyId,
    type: 'lot.started',
    key,
    data: { probe: key },
  });
  const deliveries = await queryRows<{ id: number }>(
    t.db,
    sql`select id from webhook_deliveries where event_key = ${key} order by id`,
  );
  const before = received.length;
  for (const delivery of deliveries) await deliverWebhook(t.db, box, Number(delivery.id));
  return received.slice(before);
}

/** Whether the delivery's signature is HMAC-SHA256 of "<t>.<body>" under `secret`. */
function signedWith(delivery: { headers: IncomingHttpHeaders; body: string }, secret: string) {
  const [, stamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
    String(delivery.headers['x-bidright-signature']),
  )!;
  return createHmac('sha256', secret).update(`${stamp}.${delivery.body}`).digest('hex') === digest;
}

describe('webhook secrets at rest', () => {
  let made: { id: string; secret: string };

  it('stores the signing secret sealed: the raw row holds no secret in clear', async () => {
    made = (await call(t, 'POST', '/api/settings/webhooks', host.token, { url })).json();
    expect(made.secret).toMatch(/^whsec_/);
    const raw = await rawRow(made.id);
    expect(raw).toContain(url);
    expect(raw).not.toContain(made.secret);
    expect(raw).not.toContain('whsec_');
    expect(await storedSecret(made.id)).toMatch(new RegExp(`^enc:v1:${dataKeyId(key1)}:`));
  });

  it('signs deliveries with the secret the company was shown', async () => {
    const [delivery] = await deliverOnce(new SecretBox(key1), 'probe-1');
    expect(delivery).toBeDefined();
    expect(signedWith(delivery!, made.secret)).toBe(true);
  });

  it('still signs with the right secret after a re-encrypt under a new key, with only the new key', async () => {
    const result = await sealStoredSecrets(t.db, new SecretBox(key2, [key1]), { rekey: true });
    expect(result.unreadable).toEqual([]);
    expect(result.resealed).toBeGreaterThanOrEqual(1);
    const stored = await storedSecret(made.id);
    expect(stored).toMatch(new RegExp(`^enc:v1:${dataKeyId(key2)}:`));
    expect(await rawRow(made.id)).not.toContain(made.secret);

    const [delivery] = await deliverOnce(new SecretBox(key2), 'probe-2');
    expect(signedWith(delivery!, made.secret)).toBe(true);
    // The old key alone no longer opens it.
    await expect(deliverOnce(new SecretBox(key1), 'probe-3')).rejects.toThrow(/key2|not hold|neither/i);
  });

  it('a sealed secret copied to another webhook does not open there', async () => {
    const other = (await call(t, 'POST', '/api/settings/webhooks', host.token, { url })).json();
    await t.db.execute(
      sql`update webhooks set secret = ${await storedSecret(made.id)} where id = ${Number(other.id)}`,
    );
    await expect(deliverOnce(new SecretBox(key2, [key1]), 'probe-4')).rejects.toThrow(/does not open/);
    await t.db.execute(sql`update webhooks set deactivated_at = now() where id = ${Number(other.id)}`);
  });

  it('seals a secret an older version stored in clear, once; deliveries sign with it before and after', async () => {
    const box = new SecretBox(key2);
    const clear = `whsec_${randomBytes(24).toString('base64url')}`;
    await t.db.execute(sql`update webhooks set deactivated_at = now() where company_id = ${host.companyId}`);
    const [old] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into webhooks (company_id, url, secret) values (${host.companyId}, ${url}, ${clear}) returning id`,
    );
    const [before] = await deliverOnce(box, 'probe-5');
    expect(signedWith(before!, clear)).toBe(true);

    expect(await sealStoredSecrets(t.db, box, { rekey: false })).toEqual({
      sealed: 1,
      resealed: 0,
      unreadable: [],
    });
    expect(await rawRow(old!.id)).not.toContain(clear);
    expect(await storedSecret(old!.id)).toMatch(new RegExp(`^enc:v1:${dataKeyId(key2)}:`));
    expect((await sealStoredSecrets(t.db, box, { rekey: false })).sealed).toBe(0);
    const [after] = await deliverOnce(box, 'probe-6');
    expect(signedWith(after!, clear)).toBe(true);
  });
});
