import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifySaleRecord } from './verify.mjs';

/**
 * The verifier is fed files built here, by hand, from the format of ADR 0069 (not by the server's code), then
 * mutated: every edit, removal, insertion, reordering or foreign key must fail, naming the lot and seq.
 */

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return { privateKey, publicKey: raw.toString('base64'), keyId: sha(raw).slice(0, 16) };
}

type TKey = ReturnType<typeof keyPair>;

function signed(key: { privateKey: KeyObject; keyId: string }, body: Record<string, unknown>) {
  const text = JSON.stringify({ ...body, keyId: key.keyId, v: 1 });
  return {
    body: text,
    signature: sign(null, Buffer.from(text), key.privateKey).toString('base64'),
    hash: sha(text),
  };
}

const LOT = 41;

/** A lot: started, three bids (paddles 7, 9, 7), stopped, sold to paddle 7 at $120,000. */
function lotEvents() {
  const payloads = [
    { event: 'LOT_STARTED', lot: { id: String(LOT), lotStatus: 'Listed' } },
    { event: 'BID_PLACED', bidder: { paddleNumber: 7, bid: { amount: 100000, paddleNumber: 7 } } },
    { event: 'BID_PLACED', bidder: { paddleNumber: 9, bid: { amount: 110000, paddleNumber: 9 } } },
    { event: 'BID_PLACED', bidder: { paddleNumber: 7, bid: { amount: 120000, paddleNumber: 7 } } },
    {
      event: 'LOT_STOPPED',
      lot: {
        id: String(LOT),
        lotStatus: 'PendingTransaction',
        winner: { bid: 120000, paddleNumber: 7, soldTo: 'ThirdParty' },
      },
    },
  ];
  const codes = [3, 4, 4, 4, 5];
  return payloads.map((payload, index) => ({
    seq: index + 1,
    event: codes[index]!,
    createdAt: `2026-12-01T15:00:0${index}.000000Z`,
    payload: JSON.stringify({ ...payload, seq: String(index + 1) }),
    hash: '' as string | null,
  }));
}

function chain(lotId: number, events: ReturnType<typeof lotEvents>) {
  let previous = '0'.repeat(64);
  for (const event of events) {
    const bytes = Buffer.from([lotId, event.seq, event.event, event.createdAt, event.payload].join('|'));
    event.hash = createHash('sha256').update(Buffer.from(previous, 'hex')).update(bytes).digest('hex');
    previous = event.hash;
  }
  return events;
}

function saleRecord(key: TKey, listed: TKey[] = [key]) {
  const events = chain(LOT, lotEvents());
  const lotCheckpoint = signed(key, {
    kind: 'lot',
    auctionId: 3,
    lotId: LOT,
    eventCount: 5,
    headHash: events[4]!.hash,
    result: {
      lotStatus: 'PendingTransaction',
      bidCount: 3,
      soldTo: 'ThirdParty',
      winnerPaddleNumber: 7,
      winningBidCents: 12_000_000,
    },
    signedAt: '2026-12-01T15:00:10.000Z',
  });
  const day = signed(key, {
    kind: 'day',
    auctionId: 3,
    saleDay: '2026-12-01',
    timeZone: 'America/Chicago',
    lots: [{ lotId: LOT, eventCount: 5, hash: lotCheckpoint.hash }],
    signedAt: '2026-12-01T15:00:11.000Z',
  });
  return {
    format: 'bidright-sale-record',
    version: 1,
    exportedAt: '2026-12-02T00:00:00.000Z',
    scope: 'auction' as const,
    auction: { id: 3, timeZone: 'America/Chicago', host: 'Lakeshore' },
    keys: listed.map((k) => ({ keyId: k.keyId, publicKey: k.publicKey })),
    lots: [{ lotId: LOT, lotNumber: 1, caseNumber: '2026-CH-1', events, checkpoints: [lotCheckpoint] }],
    dayCheckpoints: [day],
  };
}

/** Re-chains a lot after a mutation, as a forger who knows the (public) hash rule would. */
function rechain(file: ReturnType<typeof saleRecord>) {
  chain(LOT, file.lots[0]!.events);
  return file;
}

const host = keyPair();

describe('bidright-verify', () => {
  it('passes an untouched record, against its own keys and against the pinned key', () => {
    const file = saleRecord(host);
    expect(verifySaleRecord(file)).toMatchObject({ ok: true, trusted: 'file', problems: [] });
    expect(verifySaleRecord(file, { pinnedKeys: [host.publicKey] })).toMatchObject({
      ok: true,
      trusted: 'pinned',
    });
  });

  it('fails an edited bid, naming its seq', () => {
    const file = saleRecord(host);
    file.lots[0]!.events[2]!.payload = file.lots[0]!.events[2]!.payload.replace('110000', '111000');
    const verdict = verifySaleRecord(file);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatchObject({ lotId: LOT, seq: 3 });
  });

  it('fails an edited bid whose chain a forger recomputed: the signed head no longer matches', () => {
    const file = saleRecord(host);
    file.lots[0]!.events[2]!.payload = file.lots[0]!.events[2]!.payload.replace('110000', '111000');
    const verdict = verifySaleRecord(rechain(file));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatchObject({ lotId: LOT, seq: 5 });
    expect(verdict.problems[0]!.message).toMatch(/signed head/);
  });

  it('fails a removed bid, naming the seq where the gap is', () => {
    const file = saleRecord(host);
    file.lots[0]!.events.splice(1, 1);
    const verdict = verifySaleRecord(file);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatchObject({ lotId: LOT, seq: 3 });
    expect(verdict.problems[0]!.message).toMatch(/expected seq 2/);
  });

  it('fails an inserted bid, even renumbered and re-chained', () => {
    const file = saleRecord(host);
    const events = file.lots[0]!.events;
    const forged = { ...events[3]!, payload: events[3]!.payload.replace('120000', '130000') };
    events.splice(4, 0, forged);
    events.forEach((event, index) => {
      event.seq = index + 1;
      event.payload = event.payload.replace(/"seq":"\d+"/, `"seq":"${index + 1}"`);
    });
    const verdict = verifySaleRecord(rechain(file));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.map((p) => p.seq)).toContain(5);
  });

  it('fails two bids swapped, naming the first one out of place', () => {
    const file = saleRecord(host);
    const events = file.lots[0]!.events;
    [events[1], events[2]] = [events[2]!, events[1]!];
    const verdict = verifySaleRecord(file);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatchObject({ lotId: LOT, seq: 3 });
  });

  it('fails a record re-signed with another key when the real key is pinned, and names the key', () => {
    const forger = keyPair();
    const file = saleRecord(forger);
    expect(verifySaleRecord(file).ok).toBe(true);
    const verdict = verifySaleRecord(file, { pinnedKeys: [host.publicKey] });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]!.message).toContain(forger.keyId);
  });

  it('fails a checkpoint whose result was edited, or whose signature belongs to another body', () => {
    const file = saleRecord(host);
    const checkpoint = file.lots[0]!.checkpoints[0]!;
    const edited = checkpoint.body.replace('"winnerPaddleNumber":7', '"winnerPaddleNumber":9');
    checkpoint.body = edited;
    checkpoint.hash = sha(edited);
    const verdict = verifySaleRecord(file);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.some((p) => /signature does not match/.test(p.message))).toBe(true);
  });

  it('fails a signed result that disagrees with the events (a winner who was not the top bid)', () => {
    const file = saleRecord(host);
    const stop = file.lots[0]!.events[4]!;
    stop.payload = stop.payload.replace('"paddleNumber":7', '"paddleNumber":9');
    const events = rechain(file).lots[0]!.events;
    file.lots[0]!.checkpoints = [
      signed(host, {
        kind: 'lot',
        auctionId: 3,
        lotId: LOT,
        eventCount: 5,
        headHash: events[4]!.hash,
        result: {
          lotStatus: 'PendingTransaction',
          bidCount: 3,
          soldTo: 'ThirdParty',
          winnerPaddleNumber: 9,
          winningBidCents: 12_000_000,
        },
        signedAt: '2026-12-01T15:00:10.000Z',
      }),
    ];
    const verdict = verifySaleRecord(file);
    expect(verdict.problems.map((p) => p.message)).toContain('the winner is not the highest bid of the log');
  });

  it('fails a closed lot whose checkpoint was taken out of the file', () => {
    const file = saleRecord(host);
    file.lots[0]!.checkpoints = [];
    const verdict = verifySaleRecord(file);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.map((p) => p.seq)).toContain(5);
  });

  it('runs as a command with nothing but Node: exit 0 when the record holds, 1 naming the seq when not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'record-verify-'));
    const bin = fileURLToPath(new URL('../bin/bidright-verify.mjs', import.meta.url));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(saleRecord(host)));
    expect(
      execFileSync(process.execPath, [bin, good, '--key', host.publicKey], { encoding: 'utf8' }),
    ).toMatch(/^OK/);
    const bad = saleRecord(host);
    bad.lots[0]!.events[1]!.createdAt = '2026-12-01T15:00:01.500000Z';
    const badPath = join(dir, 'bad.json');
    writeFileSync(badPath, JSON.stringify(bad));
    let failure: { status: number; stderr: string } | null = null;
    try {
      execFileSync(process.execPath, [bin, badPath], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toMatch(new RegExp(`lot ${LOT} seq 2:`));
  });
});
