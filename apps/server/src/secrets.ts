import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Config, keysFromEnvironment } from './config';
import { DATA_KEY_FORMAT, decodeDataKey, SecretBox } from './db/sealed-secrets';

/**
 * A secret kept in DATA_DIR, generated on first start (never in the repo). Only on the embedded database outside
 * production: elsewhere the variable must be set, as loadConfig already demands (ADR 0028).
 */
function generatedSecret(config: Config, variable: string, name: string, create: () => string): string {
  if (keysFromEnvironment(config))
    throw new Error(`${variable} is required in production and with DATABASE_URL (ADR 0028)`);
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, create(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The access-token signing key. Production and a PostgreSQL server must set JWT_SECRET, the same on every
 * process; on the embedded database one is generated on first start and kept in DATA_DIR so sessions survive
 * restarts and nothing secret is ever committed.
 */
export function loadJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  return new TextEncoder().encode(
    generatedSecret(config, 'JWT_SECRET', '.jwt-secret', () => randomBytes(48).toString('base64url')),
  );
}

/**
 * The data keys that seal stored secrets (ADR 0023): DATA_KEY seals, DATA_KEY_PREVIOUS (comma-separated)
 * only opens. Production and a PostgreSQL server must set DATA_KEY (config.ts refuses to start without it,
 * ADR 0028); on the embedded database one is generated on first start into DATA_DIR/.data-key, for the demo
 * only: a copy of DATA_DIR carries the key with the data, which is why production keeps it in the environment.
 */
export function loadDataKeys(config: Config): SecretBox {
  const text =
    config.DATA_KEY ??
    generatedSecret(config, 'DATA_KEY', '.data-key', () => randomBytes(32).toString('base64url'));
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
