import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, queryRows } from '../db/client';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../test/live-fixtures';
import { verifyLotChain } from './audit-chain';

let t: TestApp;
let host: TestHost;
let bidders: TestBidder[];
let auctionId: number;
let lotId: number;
const receipts: { seq: number; hash: string }[] = [];

const audit = (token: string, id = lotId) =>
  t.app.inject({ method: 'GET', url: `/api/lots/${id}/audit`, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  auctionId = await createAuction(t.db, host);
  lotId = await createLot(t.db, host, auctionId, { started: true });
  bidders = [await createBidder(t), await createBidder(t), await createBidder(t)];
  // Joins append BidderJoined events (appendLotEvent); bids go through the hot path (WRITE_BID).
  for (const bidder of bidders.slice(0, 2)) await joinLot(t, bidder, auctionId, lotId, 20_000);
  for (let i = 0; i < 4; i++) {
    const response = await bid(t, bidders[i % 2]!, auctionId, lotId, 100_500 + i * 500);
    expect(response.statusCode).toBe(200);
    receipts.push(response.json());
  }
});
afterAll(() => t?.close());

describe('the audit hash chain', () => {
  it('chains every event of a lot, the lot row holds the head, and a receipt carries its event’s hash', async () => {
    const response = await audit(host.token);
    expect(response.statusCode).toBe(200);
    const chain = response.json();
    expect(chain).toMatchObject({ lotId: String(lotId), isValid: true, brokenAtSeq: null, reason: null });
    const seqs = chain.entries.map((entry: { seq: number }) => entry.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(6);
    for (const receipt of receipts) {
      expect(receipt.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(chain.entries.find((entry: { seq: number }) => entry.seq === receipt.seq).hash).toBe(
        receipt.hash,
      );
    }
    expect(chain.headHash).toBe(chain.entries.at(-1).hash);
    expect(new Set(chain.entries.map((entry: { hash: string }) => entry.hash)).size).toBe(seqs.length);
  });

  it('a changed row breaks verification and says which seq', async () => {
    const target = receipts[1]!.seq;
    await t.db.execute(sql`update lot_events set payload = jsonb_set(payload, '{bidder,bid,amount}', '999999')
      where lot_id = ${lotId} and seq = ${target}`);
    try {
      const chain = await verifyLotChain(t.db, lotId);
      expect(chain).toMatchObject({ isValid: false, brokenAtSeq: target });
      expect(chain!.reason).toBe(`event ${target} does not match its hash`);
      const response = await audit(host.token);
      expect(response.json()).toMatchObject({ isValid: false, brokenAtSeq: target });
    } finally {
      await t.db.execute(sql`update lot_events set payload = jsonb_set(payload, '{bidder,bid,amount}', '101000')
        where lot_id = ${lotId} and seq = ${target}`);
    }
    expect((await verifyLotChain(t.db, lotId))!.isValid).toBe(true);
  });

  it('so do a changed time, a rewritten hash, a deleted event and a moved head', async () => {
    const target = receipts[2]!.seq;
    const [original] = await queryRows<{ created_at: string; hash: string }>(
      t.db,
      sql`select created_at::text as created_at, hash from lot_events where lot_id = ${lotId} and seq = ${target}`,
    );
    await t.db.execute(sql`update lot_events set created_at = created_at - interval '1 second'
      where lot_id = ${lotId} and seq = ${target}`);
    expect(await verifyLotChain(t.db, lotId)).toMatchObject({ isValid: false, brokenAtSeq: target });
    await t.db.execute(sql`update lot_events set created_at = ${original!.created_at}::timestamptz
      where lot_id = ${lotId} and seq = ${target}`);

    // A forger who recomputes one row's hash still breaks the next row's link.
    await t.db.execute(
      sql`update lot_events set hash = repeat('a', 64) where lot_id = ${lotId} and seq = ${target}`,
    );
    expect(await verifyLotChain(t.db, lotId)).toMatchObject({ isValid: false, brokenAtSeq: target });
    await t.db.execute(
      sql`update lot_events set hash = ${original!.hash} where lot_id = ${lotId} and seq = ${target}`,
    );

    const [head] = await queryRows<{ audit_hash: string }>(
      t.db,
      sql`select audit_hash from lots where id = ${lotId}`,
    );
    await t.db.execute(sql`update lots set audit_hash = repeat('b', 64) where id = ${lotId}`);
    const moved = await verifyLotChain(t.db, lotId);
    expect(moved).toMatchObject({ isValid: false, reason: "the lot's head hash is not its last event's" });
    await t.db.execute(sql`update lots set audit_hash = ${head!.audit_hash} where id = ${lotId}`);
    expect((await verifyLotChain(t.db, lotId))!.isValid).toBe(true);

    // Deleting an event (here on a lot of its own) leaves a hole at its seq.
    const other = await createLot(t.db, host, auctionId, { started: true });
    await joinLot(t, bidders[2]!, auctionId, other, 20_000);
    expect((await bid(t, bidders[2]!, auctionId, other, 100_500)).statusCode).toBe(200);
    await t.db.execute(sql`delete from lot_events where lot_id = ${other} and seq = 1`);
    expect(await verifyLotChain(t.db, other)).toMatchObject({
      isValid: false,
      brokenAtSeq: 1,
      reason: 'event 1 is missing',
    });
  });

  it('the migration chains events written before it, and marks those it cannot reach', async () => {
    const fresh = await createLot(t.db, host, auctionId, { started: true });
    await joinLot(t, bidders[2]!, auctionId, fresh, 20_000);
    expect((await bid(t, bidders[2]!, auctionId, fresh, 100_500)).statusCode).toBe(200);
    const [before] = await queryRows<{ audit_hash: string }>(
      t.db,
      sql`select audit_hash from lots where id = ${fresh}`,
    );
    // As the log was before the migration: no hashes anywhere.
    await t.db.execute(sql`update lot_events set hash = null where lot_id in (${lotId}, ${fresh})`);
    await t.db.execute(sql`update lots set audit_hash = null where id in (${lotId}, ${fresh})`);
    expect(await verifyLotChain(t.db, fresh)).toMatchObject({ isValid: false, brokenAtSeq: 1 });
    const statements = readFileSync(join(MIGRATIONS_DIR, '0003_audit_chain.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => !/ALTER TABLE/.test(statement));
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    // The backfill computes what the writers computed.
    const [after] = await queryRows<{ audit_hash: string }>(
      t.db,
      sql`select audit_hash from lots where id = ${fresh}`,
    );
    expect(after!.audit_hash).toBe(before!.audit_hash);
    expect((await verifyLotChain(t.db, lotId))!.isValid).toBe(true);
    expect((await verifyLotChain(t.db, fresh))!.isValid).toBe(true);
  });
});

describe('GET /api/lots/{lotId}/audit', () => {
  it('lets the owning host, an admin and a bidder on the lot read it; no one else', async () => {
    const admin = await createUser(t.db, 'Admin');
    const adminToken = (await loginAs(t.app, admin.userName, undefined, { clientId: 'bidright-admin' }))
      .access_token;
    expect((await audit(adminToken)).statusCode).toBe(200);
    const rival = await createHost(t);
    expect((await audit(rival.token)).statusCode).toBe(403);
    const outsider = await createBidder(t);
    expect((await audit(outsider.token)).statusCode).toBe(403);
    expect((await audit(host.token, 2_000_000_000)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/lots/${lotId}/audit` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a bidder every hash but only their own bids in full', async () => {
    const response = await audit(bidders[0]!.token);
    expect(response.statusCode).toBe(200);
    const chain = response.json();
    expect(chain.isValid).toBe(true);
    const own = String(bidders[0]!.id);
    for (const entry of chain.entries) {
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
      if (entry.payload !== null) {
        expect(entry.payload.event).toBe('BID_PLACED');
        expect(entry.payload.bidder.id).toBe(own);
      }
    }
    const ownSeqs = chain.entries
      .filter((entry: { payload: unknown }) => entry.payload !== null)
      .map((entry: { seq: number }) => entry.seq);
    expect(ownSeqs).toEqual([receipts[0]!.seq, receipts[2]!.seq]);
  });
});
