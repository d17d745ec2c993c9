import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  dataKeyId,
  decodeDataKey,
  isSealed,
  SealedSecretError,
  SecretBox,
  sealContexts,
  sealedKeyId,
  UnknownDataKeyError,
} from './sealed-secrets';

/** Issue 30 (Deliver 6): AES-256-GCM sealing of stored secrets under named data keys (ADR 0023). */

const key1 = randomBytes(32);
const key2 = randomBytes(32);
const context = sealContexts.totpSecret(7);

describe('a data key', () => {
  it('is 32 bytes as hex or base64 (with or without padding, either alphabet); anything else is refused', () => {
    expect(decodeDataKey(key1.toString('hex'))).toEqual(key1);
    expect(decodeDataKey(key1.toString('base64'))).toEqual(key1);
    expect(decodeDataKey(key1.toString('base64url'))).toEqual(key1);
    expect(decodeDataKey(` ${key1.toString('base64')}\n`)).toEqual(key1);
    expect(decodeDataKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(decodeDataKey(randomBytes(33).toString('hex'))).toBeNull();
    expect(decodeDataKey('correct horse battery staple, the whole of it')).toBeNull();
  });

  it('has a short public id that differs between keys and reveals nothing of the key', () => {
    expect(dataKeyId(key1)).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(dataKeyId(key1)).toBe(dataKeyId(Buffer.from(key1)));
    expect(dataKeyId(key1)).not.toBe(dataKeyId(key2));
    expect(key1.toString('base64url')).not.toContain(dataKeyId(key1));
  });
});

describe('a secret box', () => {
  it('seals under the current key, never the same text twice, and opens back', () => {
    const box = new SecretBox(key1);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', context);
    expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9_-]{11}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealedKeyId(sealed)).toBe(box.currentKeyId);
    expect(box.seal('JBSWY3DPEHPK3PXP', context)).not.toBe(sealed);
    expect(box.open(sealed, context)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('never seals twice', () => {
    const box = new SecretBox(key1);
    expect(() => box.seal(box.seal('secret', context), context)).toThrow(/already sealed/);
  });

  it('returns a value stored before sealing as it is, and says it needs sealing', () => {
    const box = new SecretBox(key1);
    expect(isSealed('access-sandbox-123')).toBe(false);
    expect(box.open('access-sandbox-123', context)).toBe('access-sandbox-123');
    expect(box.needsReseal('access-sandbox-123')).toBe(true);
    expect(box.needsReseal(box.seal('x', context))).toBe(false);
  });

  it('refuses a value moved to another row or column, or tampered with', () => {
    const box = new SecretBox(key1);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', context);
    expect(() => box.open(sealed, sealContexts.totpSecret(8))).toThrow(SealedSecretError);
    expect(() => box.open(sealed, sealContexts.bankAccessToken({ provider: 'plaid', itemId: '7' }))).toThrow(
      SealedSecretError,
    );
    const parts = sealed.split(':');
    const ciphertext = Buffer.from(parts[5]!, 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[5] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join(':'), context)).toThrow(SealedSecretError);
    expect(() => box.open('enc:v1:abc:def', context)).toThrow(SealedSecretError);
  });

  it('opens an older key’s values once that key is kept, and names a key it lacks', () => {
    const old = new SecretBox(key1);
    const sealedOld = old.seal('token', context);
    const rotated = new SecretBox(key2, [key1]);
    expect(rotated.open(sealedOld, context)).toBe('token');
    expect(rotated.needsReseal(sealedOld)).toBe(true);
    expect(sealedKeyId(rotated.seal('token', context))).toBe(dataKeyId(key2));

    const forgetful = new SecretBox(key2);
    expect(() => forgetful.open(sealedOld, context)).toThrow(UnknownDataKeyError);
    expect(() => forgetful.open(sealedOld, context)).toThrow(new RegExp(dataKeyId(key1)));
  });
});
