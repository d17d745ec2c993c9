/**
 * Encrypts the session values the spec wants hidden in cookies (roles, user id, device id).
 * AES-GCM with a key derived from a constant app key: this keeps the values opaque to casual
 * inspection, not secret from a determined user (the key ships with the app).
 */
const APP_KEY = 'bidright.web.session.v1';
const PREFIX = 'v1.';

let keyPromise: Promise<CryptoKey> | null = null;

function subtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

function getKey(): Promise<CryptoKey> {
  const s = subtle();
  if (!s) return Promise.reject(new Error('Web Crypto is unavailable'));
  keyPromise ??= s
    .digest('SHA-256', new TextEncoder().encode(APP_KEY))
    .then((digest) => s.importKey('raw', digest, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']));
  return keyPromise;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Returns base64url(iv | ciphertext) prefixed with a version tag. */
export async function encryptValue(plain: string): Promise<string> {
  const key = await getKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await subtle()!.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain));
  const out = new Uint8Array(iv.length + cipher.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(cipher), iv.length);
  return PREFIX + toBase64Url(out);
}

/** Reverses `encryptValue`; answers undefined for anything it cannot decrypt (tampered or foreign cookies). */
export async function decryptValue(stored: string | undefined): Promise<string | undefined> {
  if (!stored?.startsWith(PREFIX)) return undefined;
  try {
    const key = await getKey();
    const bytes = fromBase64Url(stored.slice(PREFIX.length));
    const plain = await subtle()!.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
