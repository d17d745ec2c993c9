import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from './config';
import { DATA_KEY_FORMAT, decodeDataKey, SecretBox } from './db/sealed-secrets';

/** A secret kept in DATA_DIR, generated on first start (never in the repo). */
function generatedSecret(config: Config, name: string, create: () => string): string {
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, create(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The access-token signing key. Production must set JWT_SECRET; elsewhere one is generated on first start
 * and kept in DATA_DIR so sessions survive restarts and nothing secret is ever committed.
 */
export function loadJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  return new TextEncoder().encode(
    generatedSecret(config, '.jwt-secret', () => randomBytes(48).toString('base64url')),
  );
}

/**
 * The data keys that seal stored secrets (ADR 0023): DATA_KEY seals, DATA_KEY_PREVIOUS (comma-separated)
 * only opens. Production must set DATA_KEY (config.ts refuses to start without it); elsewhere one is
 * generated on first start into DATA_DIR/.data-key, for the demo only: a copy of DATA_DIR carries the key
 * with the data, which is why production keeps it in the environment instead.
 */
export function loadDataKeys(config: Config): SecretBox {
  if (!config.DATA_KEY && config.NODE_ENV === 'production')
    throw new Error('DATA_KEY is required in production');
  const text =
    config.DATA_KEY ?? generatedSecret(config, '.data-key', () => randomBytes(32).toString('base64url'));
  const decode = (name: string, value: string) => {
    const key = decodeDataKey(value);
    if (!key) throw new Error(`${name}: ${DATA_KEY_FORMAT}`);
    return key;
  };
  const previous = (config.DATA_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((entry) => entry.trim())
    .map((entry) => decode('DATA_KEY_PREVIOUS', entry));
  return new SecretBox(decode('DATA_KEY', text), previous);
}
