import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wireFingerprint } from './wire-instructions';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('wireFingerprint', () => {
  it('writes the first 12 hex digits upper case in three groups of four', () => {
    expect(wireFingerprint('3f9a71c20b4e' + '0'.repeat(52))).toBe('3F9A-71C2-0B4E');
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(wireFingerprint(sha('abc'))).toBe('BA78-16BF-8F01');
  });

  it('is stable for the same bytes and differs for other bytes', () => {
    expect(wireFingerprint(sha('%PDF-1.4 one'))).toBe(wireFingerprint(sha('%PDF-1.4 one')));
    expect(wireFingerprint(sha('%PDF-1.4 one'))).not.toBe(wireFingerprint(sha('%PDF-1.4 two')));
    expect(wireFingerprint(sha('abc').toUpperCase())).toBe('BA78-16BF-8F01');
  });

  it('refuses anything that is not a SHA-256 in hex', () => {
    expect(() => wireFingerprint('')).toThrow();
    expect(() => wireFingerprint('ba7816bf')).toThrow();
    expect(() => wireFingerprint('z'.repeat(64))).toThrow();
  });
});
