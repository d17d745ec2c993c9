import {
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../../config';

/** The DER prefix that turns a 32-byte Ed25519 seed into a PKCS #8 private key (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The sale record's signer (ADR 0069): its key id, its raw public key (base64) and the signing itself. */
export interface RecordSigner {
  keyId: string;
  publicKey: string;
  /** The Ed25519 signature of the UTF-8 bytes of `text`, base64. */
  sign(text: string): string;
}

/** First 16 hex digits of SHA-256 of the raw public key: the id a checkpoint names its key by. */
export function recordKeyId(rawPublicKey: Buffer): string {
  return createHash('sha256').update(rawPublicKey).digest('hex').slice(0, 16);
}

/** A signer from a 32-byte seed. */
export function recordSignerFromSeed(seed: Buffer): RecordSigner {
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  // The raw key is the last 32 bytes of the SubjectPublicKeyInfo.
  const raw = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    keyId: recordKeyId(raw),
    publicKey: raw.toString('base64'),
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
  };
}

/**
 * The signer of this process: RECORD_SIGNING_KEY, or (outside production, which refuses to start without it)
 * a key generated once into DATA_DIR. Unlike the token and data keys, a generated signing key is safe on a
 * shared PostgreSQL too: every key that signs is published with its id, so each process's checkpoints verify.
 */
export function loadRecordSigner(config: Config): RecordSigner {
  if (config.RECORD_SIGNING_KEY)
    return recordSignerFromSeed(Buffer.from(config.RECORD_SIGNING_KEY, 'base64'));
  if (config.NODE_ENV === 'production')
    throw new Error('RECORD_SIGNING_KEY is required in production (ADR 0069)');
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, '.record-signing-key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return recordSignerFromSeed(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}
