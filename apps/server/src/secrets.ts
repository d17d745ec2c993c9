import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from './config';

/**
 * The access-token signing key. Production must set JWT_SECRET; elsewhere one is generated on first start
 * and kept in DATA_DIR so sessions survive restarts and nothing secret is ever committed.
 */
export function loadJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, '.jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
