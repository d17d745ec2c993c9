import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (a bank link's access token, an authenticator's TOTP secret, a webhook's
 * signing secret) are sealed with AES-256-GCM under a data key from the environment (ADR 0023), so a backup
 * or a read-only leak of the database gives nothing usable. A sealed value is one text:
 *
 *   enc:v1:<keyId>:<iv>:<tag>:<ciphertext>      (each part base64url)
 *
 * The key id names the key that sealed it, so keys can be rotated: the newest key seals, older ones still
 * open, and the re-encrypt command moves every row to the newest. Each value is bound (GCM's additional
 * data) to the column and row it belongs to, so a sealed value copied to another row or column does not open.
 */
export const SEALED_PREFIX = 'enc:v1:';

export const DATA_KEY_FORMAT = '32 random bytes as 64 hex characters or base64 (openssl rand -base64 32)';

/** 32 random bytes, as 64 hex characters or base64 / base64url (`openssl rand -base64 32`). */
export function decodeDataKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const key = Buffer.from(value.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, ''), 'base64url');
  return key.length === 32 ? key : null;
}

/**
 * A key's public name: the start of a hash of the key, so nobody has to name keys and a changed key can
 * never be mistaken for the old one. It reveals nothing usable about the key.
 */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update('bidright data key id\0').update(key).digest('base64url').slice(0, 11);
}

/** A value sealed under a key this process does not hold. */
export class UnknownDataKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `A stored secret is sealed under data key ${keyId}, which neither DATA_KEY nor DATA_KEY_PREVIOUS holds: ` +
        'set the key it was sealed with in DATA_KEY_PREVIOUS (ADR 0023).',
    );
  }
}

/** A sealed value that does not open: damaged, or moved from another row or column. */
export class SealedSecretError extends Error {}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/** The key id of a sealed value (null for a value stored before sealing). */
export const sealedKeyId = (stored: string) =>
  isSealed(stored) ? (stored.slice(SEALED_PREFIX.length).split(':')[0] ?? null) : null;

/** What a sealed value belongs to (its additional data): `users.totp_secret:12`. */
export type SealContext = string;

/** The data keys of this process: the one that seals, and every one that opens (it included). */
export class SecretBox {
  readonly currentKeyId: string;
  private readonly keys: Map<string, Buffer>;

  /** `current` seals; `previous` (older keys, or a new one announced before it takes over) only open. */
  constructor(current: Buffer, previous: Buffer[] = []) {
    if (current.length !== 32) throw new Error('A data key is 32 bytes');
    this.currentKeyId = dataKeyId(current);
    this.keys = new Map(previous.map((key) => [dataKeyId(key), key]));
    this.keys.set(this.currentKeyId, current);
  }

  /** Whether a sealed value's key is one this process holds. */
  hasKey(keyId: string) {
    return this.keys.has(keyId);
  }

  /** Seals a plain value under the current key. A value that is already sealed is refused: never twice. */
  seal(plain: string, context: SealContext): string {
    if (isSealed(plain)) throw new Error('This value is already sealed');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
    return `${SEALED_PREFIX}${this.currentKeyId}:${parts.join(':')}`;
  }

  /**
   * The plain value. A value stored before sealing (no prefix: written by an older version, sealed by the
   * next start or the re-encrypt command) is returned as it is.
   */
  open(stored: string, context: SealContext): string {
    if (!isSealed(stored)) return stored;
    const [keyId = '', iv, tag, ciphertext, ...rest] = stored.slice(SEALED_PREFIX.length).split(':');
    if (iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0)
      throw new SealedSecretError('A stored secret is not in the sealed format');
    const key = this.keys.get(keyId);
    if (!key) throw new UnknownDataKeyError(keyId);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SealedSecretError(`A stored secret (${context}) does not open under its key ${keyId}`);
    }
  }

  /** Whether a stored value must be (re)sealed: stored before sealing, or sealed under an older key. */
  needsReseal(stored: string) {
    return sealedKeyId(stored) !== this.currentKeyId;
  }
}

/** Where each sealed column's values belong (the additional data that binds a value to its row). */
export const sealContexts = {
  totpSecret: (userId: number): SealContext => `users.totp_secret:${userId}`,
  bankAccessToken: (item: { provider: string; itemId: string }): SealContext =>
    `bank_items.access_token:${item.provider}:${item.itemId}`,
  webhookSecret: (webhookId: number): SealContext => `webhooks.secret:${webhookId}`,
};
