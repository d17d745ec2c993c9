import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { adminToken, bidderToken, call, clientToken, createHost, staffToken } from '../lots/test/test-kit';
import { pdfText, wonLot } from '../winnings/test/winnings-test-kit';
import { SALE_RECORD_SIGN_JOB } from './routes';
import { signLotCheckpoints } from './sign-checkpoints';
import { recordSignerFromSeed } from './signing-key';

/**
 * Issue 42 (point 2), ADR 0069: a lot's close is signed once, off the bid path; the auction's record exports
 * for its host and its law firms; the standalone verifier (run as a command, as a judge would) accepts the real
 * export and refuses it edited, naming the seq; an old key still verifies after a rotation.
 */

const VERIFIER = fileURLToPath(
  new URL('../../../../../packages/record-verify/bin/bidright-verify.mjs', import.meta.url),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A won lot whose close went through the outbox and the signing job, as in production. */
async function signedSale() {
  const sale = await wonLot(t);
  await t.app.lotEvents.drainLot(sale.lotId);
  await t.app.jobs.runDue(SALE_RECORD_SIGN_JOB);
  return sale;
}

async function checkpointsOf(lotId: number) {
  return queryRows<{ kind: string; event_count: string | null; body: string }>(
    t.db,
    sql`select kind, event_count, body from sale_record_checkpoints where lot_id = ${lotId} order by id`,
  );
}

function verify(dir: string, file: unknown, ...args: string[]) {
  const path = join(dir, `record-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(path, JSON.stringify(file));
  try {
    return {
      status: 0,
      out: execFileSync(process.execPath, [VERIFIER, path, ...args], { encoding: 'utf8', stdio: 'pipe' }),
    };
  } catch (error) {
    const failure = error as { status: number; stderr: string };
    return { status: failure.status, out: failure.stderr };
  }
}

describe('the sale record', () => {
  it('signs a checkpoint of the close once: the head of the chain, its count and the result', async () => {
    const sale = await signedSale();
    const [lot] = await queryRows<{ seq: string; audit_hash: string }>(
      t.db,
      sql`select seq, audit_hash from lots where id = ${sale.lotId}`,
    );
    const checkpoints = await checkpointsOf(sale.lotId);
    expect(checkpoints).toHaveLength(1);
    const body = JSON.parse(checkpoints[0]!.body);
    expect(body).toMatchObject({
      kind: 'lot',
      lotId: sale.lotId,
      auctionId: sale.auctionId,
      v: 1,
      result: { bidCount: 2, soldTo: 'ThirdParty', winningBidCents: 10_100_000 },
    });
    // The close is the lot's last event here, so the signed head is the lot's head.
    expect(body.eventCount).toBe(Number(lot!.seq));
    expect(body.headHash).toBe(lot!.audit_hash);
    // Draining and signing again changes nothing.
    await t.app.lotEvents.drainLot(sale.lotId);
    await t.app.jobs.runDue(SALE_RECORD_SIGN_JOB);
    expect(await signLotCheckpoints(t.db, recordSignerFromSeed(randomBytes(32)), sale.lotId)).toBe(0);
    expect(await checkpointsOf(sale.lotId)).toHaveLength(1);
    // With nothing left running in the auction, its sale day is signed too, naming the lot's checkpoint.
    const [day] = await queryRows<{ body: string }>(
      t.db,
      sql`select body from sale_record_checkpoints where kind = 'day' and auction_id = ${sale.auctionId}`,
    );
    expect(JSON.parse(day!.body).lots).toEqual([
      expect.objectContaining({ lotId: sale.lotId, eventCount: body.eventCount }),
    ]);
  });

  it('exports for the verifier: the real record passes, an edited bid fails naming its seq', async () => {
    const sale = await signedSale();
    const keys = await call(t, 'GET', '/.well-known/bidright-record-keys.json');
    expect(keys.statusCode).toBe(200);
    const keysPath = join(t.dataDir, 'keys.json');
    writeFileSync(keysPath, keys.body);
    const exported = await call(t, 'GET', `/api/auctions/${sale.auctionId}/sale-record`, sale.host.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(`sale-record-auction-${sale.auctionId}.json`);
    const file = exported.json();
    expect(file).toMatchObject({ format: 'bidright-sale-record', version: 1, scope: 'auction' });
    expect(verify(t.dataDir, file, '--key', keysPath)).toMatchObject({
      status: 0,
      out: expect.stringMatching(/^OK/),
    });

    const bids = file.lots[0].events.filter((event: { event: number }) => event.event === 4);
    const edited = structuredClone(file);
    const target = edited.lots[0].events.find((event: { seq: number }) => event.seq === bids[0].seq);
    target.payload = target.payload.replace('100500', '100900');
    const refused = verify(t.dataDir, edited, '--key', keysPath);
    expect(refused.status).toBe(1);
    expect(refused.out).toContain(`lot ${sale.lotId} seq ${bids[0].seq}:`);

    // A file re-signed with another key passes only against its own keys, never against the published one.
    const forger = recordSignerFromSeed(randomBytes(32));
    const forged = structuredClone(file);
    for (const checkpoint of [...forged.lots[0].checkpoints, ...forged.dayCheckpoints]) {
      const body = { ...JSON.parse(checkpoint.body), keyId: forger.keyId };
      checkpoint.body = JSON.stringify(body);
      checkpoint.signature = forger.sign(checkpoint.body);
      checkpoint.hash = (await import('node:crypto'))
        .createHash('sha256')
        .update(checkpoint.body)
        .digest('hex');
    }
    forged.keys = [{ keyId: forger.keyId, publicKey: forger.publicKey }];
    const dayHashes = forged.dayCheckpoints;
    expect(dayHashes.length).toBeGreaterThan(0);
    expect(verify(t.dataDir, forged, '--key', keysPath).status).toBe(1);
  });

  it("gives the host's staff and admins the whole auction, the case's law firm its lots, others nothing", async () => {
    const sale = await signedSale();
    const url = `/api/auctions/${sale.auctionId}/sale-record`;
    for (const token of [sale.host.token, await staffToken(t, sale.host.companyId), await adminToken(t)])
      expect((await call(t, 'GET', url, token)).json().scope).toBe('auction');
    const firm = await call(t, 'GET', url, await clientToken(t, sale.host));
    expect(firm.statusCode).toBe(200);
    expect(firm.json()).toMatchObject({
      scope: 'firm',
      lots: [expect.objectContaining({ lotId: sale.lotId })],
    });
    expect((await call(t, 'GET', url, sale.winner.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', url, (await bidderToken(t)).token)).statusCode).toBe(403);
    const otherHost = await createHost(t);
    expect((await call(t, 'GET', url, otherHost.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/auctions/99999999/sale-record', sale.host.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps verifying checkpoints of a rotated-out key: every key that signed stays published', async () => {
    const before = await signedSale();
    const rotated = recordSignerFromSeed(randomBytes(32));
    const after = await wonLot(t);
    await t.db.execute(
      sql`insert into record_signing_keys (key_id, public_key) values (${rotated.keyId}, ${rotated.publicKey})`,
    );
    expect(await signLotCheckpoints(t.db, rotated, after.lotId)).toBe(1);
    const keys = (await call(t, 'GET', '/.well-known/bidright-record-keys.json')).json();
    expect(keys.keys.map((key: { keyId: string }) => key.keyId)).toContain(rotated.keyId);
    const keysPath = join(t.dataDir, 'rotated-keys.json');
    writeFileSync(keysPath, JSON.stringify(keys));
    for (const sale of [before, after]) {
      const file = (
        await call(t, 'GET', `/api/auctions/${sale.auctionId}/sale-record`, sale.host.token)
      ).json();
      expect(verify(t.dataDir, file, '--key', keysPath).status).toBe(0);
    }
  });

  it("prints the close's checkpoint hash and key on the Report of Sale", async () => {
    const sale = await signedSale();
    const [checkpoint] = await queryRows<{ hash: string; key_id: string }>(
      t.db,
      sql`select hash, key_id from sale_record_checkpoints where kind = 'lot' and lot_id = ${sale.lotId}`,
    );
    const text = pdfText(
      (await call(t, 'GET', `/api/lots/${sale.lotId}/reportofsale`, sale.host.token)).rawPayload,
    );
    expect(text.replace(/\s+/g, '')).toContain(checkpoint!.hash);
    expect(text).toContain(`key ${checkpoint!.key_id}`);
  });
});
