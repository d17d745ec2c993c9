// @ts-check
/**
 * The offline verifier of a Bidright sale record (format "bidright-sale-record", version 1; the format is
 * documented in the repository's docs/adr/0069). It shares no code with the server that signs: it reads the
 * file as text and JSON, recomputes with node:crypto, and trusts nothing the file says about itself except what
 * a signature from a trusted key covers.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';

/** The "previous hash" of a lot's first event. */
const GENESIS_HASH = '0'.repeat(64);
/** LiveEvent codes the verifier reads (the rest are only chained). */
const BID_PLACED = 4;
const LOT_STOPPED = 5;
/** The DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410), before the 32 raw key bytes. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * @typedef {{ seq: number, event: number, createdAt: string, payload: string, hash: string | null }} RecordEvent
 * @typedef {{ body: string, signature: string, hash: string }} SignedCheckpoint
 * @typedef {{ lotId: number, lotNumber?: number | null, caseNumber?: string | null, events: RecordEvent[], checkpoints: SignedCheckpoint[] }} RecordLot
 * @typedef {{ format: string, version: number, scope: 'auction' | 'firm', auction: { id: number }, keys: { keyId: string, publicKey: string }[], lots: RecordLot[], dayCheckpoints: SignedCheckpoint[] }} SaleRecordFile
 * @typedef {{ lotId: number | null, seq: number | null, message: string }} Problem
 * @typedef {{ ok: boolean, problems: Problem[], notes: string[], counts: { lots: number, events: number, lotCheckpoints: number, dayCheckpoints: number }, trusted: 'pinned' | 'file' }} Verdict
 */

/** @param {string | Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** The key id of a raw public key: the first 16 hex digits of its SHA-256. @param {Buffer} raw */
export const keyIdOf = (raw) => sha256(raw).slice(0, 16);

/** @param {string} base64 */
function publicKeyFrom(base64) {
  const raw = Buffer.from(base64, 'base64');
  if (raw.length !== 32) throw new Error('an Ed25519 public key is 32 bytes');
  return {
    raw,
    key: createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: 'der', type: 'spki' }),
  };
}

/** Dollars as the stream writes them, in cents. @param {unknown} dollars */
const cents = (dollars) => Math.round(Number((Number(dollars ?? 0) * 100).toFixed(6)));

/**
 * The hash of one event: SHA-256 over the previous hash's 32 bytes, then the UTF-8 of
 * `lotId|seq|event|createdAt|payload`.
 * @param {string} previous @param {number} lotId @param {RecordEvent} event
 */
export function eventHash(previous, lotId, event) {
  return createHash('sha256')
    .update(Buffer.from(previous, 'hex'))
    .update(Buffer.from([lotId, event.seq, event.event, event.createdAt, event.payload].join('|'), 'utf8'))
    .digest('hex');
}

/**
 * Verifies a sale record. `pinnedKeys` (raw Ed25519 public keys, base64) are the only keys trusted when given;
 * without them the file's own keys are used, which proves the file is consistent, not who signed it.
 * @param {SaleRecordFile} file
 * @param {{ pinnedKeys?: string[] }} [options]
 * @returns {Verdict}
 */
export function verifySaleRecord(file, options = {}) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  const fail = (
    /** @type {number | null} */ lotId,
    /** @type {number | null} */ seq,
    /** @type {string} */ message,
  ) => problems.push({ lotId, seq, message });
  const counts = { lots: 0, events: 0, lotCheckpoints: 0, dayCheckpoints: 0 };
  const pinned = options.pinnedKeys ?? [];
  const trusted = pinned.length > 0 ? 'pinned' : 'file';

  if (file?.format !== 'bidright-sale-record' || file.version !== 1) {
    fail(null, null, 'not a Bidright sale record of version 1');
    return { ok: false, problems, notes, counts, trusted };
  }

  /** @type {Map<string, import('node:crypto').KeyObject>} */
  const keys = new Map();
  const keySources =
    trusted === 'pinned' ? pinned.map((publicKey) => ({ publicKey, keyId: '' })) : (file.keys ?? []);
  for (const entry of keySources) {
    try {
      const { raw, key } = publicKeyFrom(entry.publicKey);
      const keyId = keyIdOf(raw);
      if (entry.keyId && entry.keyId !== keyId)
        fail(null, null, `key ${entry.keyId} is listed under the wrong id (${keyId})`);
      keys.set(keyId, key);
    } catch (error) {
      fail(null, null, `a key is not an Ed25519 public key: ${/** @type {Error} */ (error).message}`);
    }
  }

  /**
   * Checks a checkpoint's hash and signature; answers its body, or null.
   * @param {SignedCheckpoint} checkpoint @param {number | null} lotId
   * @returns {Record<string, any> | null}
   */
  function openCheckpoint(checkpoint, lotId) {
    if (sha256(Buffer.from(checkpoint.body, 'utf8')) !== checkpoint.hash) {
      fail(lotId, null, `a checkpoint's hash ${checkpoint.hash} is not the hash of its body`);
      return null;
    }
    /** @type {Record<string, any>} */
    let body;
    try {
      body = JSON.parse(checkpoint.body);
    } catch {
      fail(lotId, null, `checkpoint ${checkpoint.hash} is not JSON`);
      return null;
    }
    const key = keys.get(body.keyId);
    if (!key) {
      fail(
        lotId,
        null,
        `checkpoint ${checkpoint.hash} is signed by key ${body.keyId}, which is not ${trusted === 'pinned' ? 'a pinned key' : 'in the file'}`,
      );
      return null;
    }
    if (
      !verify(null, Buffer.from(checkpoint.body, 'utf8'), key, Buffer.from(checkpoint.signature, 'base64'))
    ) {
      fail(lotId, null, `checkpoint ${checkpoint.hash}: the signature does not match (wrong key or edited)`);
      return null;
    }
    return body;
  }

  /** Lot checkpoint hashes by lot, for the day checkpoints. @type {Map<number, Set<string>>} */
  const lotCheckpointHashes = new Map();
  for (const lot of file.lots ?? []) {
    counts.lots += 1;
    const lotId = lot.lotId;
    /** The recomputed hash after each seq (index = seq). */
    const heads = [GENESIS_HASH];
    let intact = true;
    lot.events.forEach((event, index) => {
      counts.events += 1;
      if (!intact) return;
      const expected = index + 1;
      if (event.seq !== expected) {
        fail(
          lotId,
          event.seq,
          `expected seq ${expected} here, found seq ${event.seq}: an event was removed, inserted or reordered`,
        );
        intact = false;
        return;
      }
      /** @type {any} */
      let payload;
      try {
        payload = JSON.parse(event.payload);
      } catch {
        fail(lotId, event.seq, 'the payload is not JSON');
        intact = false;
        return;
      }
      if (payload.seq !== undefined && Number(payload.seq) !== event.seq) {
        fail(lotId, event.seq, `the payload says seq ${payload.seq}: the event was moved`);
        intact = false;
        return;
      }
      const hash = eventHash(heads[index], lotId, event);
      if (event.hash !== hash) {
        fail(lotId, event.seq, 'the hash does not match the event: it was edited, or an earlier one was');
        intact = false;
        return;
      }
      heads.push(hash);
    });

    const covered = new Set();
    const hashes = new Set();
    lotCheckpointHashes.set(lotId, hashes);
    for (const checkpoint of lot.checkpoints ?? []) {
      counts.lotCheckpoints += 1;
      const body = openCheckpoint(checkpoint, lotId);
      if (!body) continue;
      hashes.add(checkpoint.hash);
      const count = Number(body.eventCount);
      if (body.kind !== 'lot' || body.lotId !== lotId) {
        fail(lotId, null, `checkpoint ${checkpoint.hash} belongs to lot ${body.lotId}, not this one`);
        continue;
      }
      covered.add(count);
      if (!intact) continue;
      if (count > lot.events.length) {
        fail(
          lotId,
          lot.events.length + 1,
          `the checkpoint covers ${count} events, the file holds ${lot.events.length}: events were removed`,
        );
        continue;
      }
      if (heads[count] !== body.headHash) {
        fail(lotId, count, `the chain up to seq ${count} does not end in the signed head ${body.headHash}`);
        continue;
      }
      checkResult(lot, count, body.result ?? {}, fail);
    }
    // A lot that closed carries a signed checkpoint of each close: without it nothing stops a rewritten chain.
    for (const event of lot.events) {
      if (event.event === LOT_STOPPED && !covered.has(event.seq))
        fail(lotId, event.seq, 'the lot closed here, but no signed checkpoint of this close is in the file');
    }
    const last = Math.max(0, ...covered);
    if (intact && lot.events.length > last && last > 0)
      notes.push(
        `lot ${lotId}: ${lot.events.length - last} event(s) after the last checkpoint are chained, not signed`,
      );
  }

  for (const checkpoint of file.dayCheckpoints ?? []) {
    counts.dayCheckpoints += 1;
    const body = openCheckpoint(checkpoint, null);
    if (!body) continue;
    for (const entry of body.lots ?? []) {
      const hashes = lotCheckpointHashes.get(entry.lotId);
      if (!hashes) {
        if (file.scope === 'auction')
          fail(
            entry.lotId,
            null,
            `the day checkpoint of ${body.saleDay} names lot ${entry.lotId}, which is not in the file`,
          );
        continue;
      }
      if (!hashes.has(entry.hash))
        fail(
          entry.lotId,
          entry.eventCount ?? null,
          `the day checkpoint of ${body.saleDay} names a checkpoint of this lot that is not in the file`,
        );
    }
  }
  return { ok: problems.length === 0, problems, notes, counts, trusted };
}

/**
 * The signed result must be what the events say: the close's status and winner, the number of bids, and, for a
 * third-party sale, the highest bid and its paddle.
 * @param {RecordLot} lot @param {number} count @param {Record<string, any>} result
 * @param {(lotId: number | null, seq: number | null, message: string) => void} fail
 */
function checkResult(lot, count, result, fail) {
  const close = lot.events[count - 1];
  if (close.event !== LOT_STOPPED) {
    fail(lot.lotId, count, 'the signed checkpoint does not end on the close of the lot');
    return;
  }
  const payload = JSON.parse(close.payload);
  const winner = payload.lot?.winner ?? {};
  const bids = lot.events.slice(0, count).filter((event) => event.event === BID_PLACED);
  const said = {
    lotStatus: payload.lot?.lotStatus ?? '',
    bidCount: bids.length,
    soldTo: winner.soldTo ?? '',
    winnerPaddleNumber: winner.paddleNumber ?? 0,
    winningBidCents: cents(winner.bid),
  };
  for (const [field, value] of Object.entries(said))
    if (result[field] !== value)
      fail(
        lot.lotId,
        count,
        `the signed result's ${field} is ${JSON.stringify(result[field])}, the events say ${JSON.stringify(value)}`,
      );
  if (said.soldTo === 'ThirdParty' && bids.length > 0) {
    const top = bids
      .map((event) => JSON.parse(event.payload).bidder)
      .reduce(
        (best, bidder) => (cents(bidder?.bid?.amount) > cents(best?.bid?.amount) ? bidder : best),
        null,
      );
    if (
      cents(top?.bid?.amount) !== said.winningBidCents ||
      (top?.paddleNumber ?? 0) !== said.winnerPaddleNumber
    )
      fail(lot.lotId, count, 'the winner is not the highest bid of the log');
  }
}
