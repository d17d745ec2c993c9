import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadDataKeys, loadJwtSecret } from './secrets';
import { bootUntilExit } from './test/boot-until-exit';

/**
 * Issue 45 item 5, ADR 0028: processes sharing a PostgreSQL server must share their keys. One that generated
 * its own into its DATA_DIR would seal rows the next restart of another cannot open, and sign tokens the
 * others refuse; so outside the embedded database the start names the missing variable instead.
 */

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bidright-shared-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Nothing listens on port 1: the start must stop at the configuration, before it tries the database.
const DATABASE_URL = 'postgres://bidright@127.0.0.1:1/bidright';
const JWT_SECRET = randomBytes(32).toString('hex');
const DATA_KEY = randomBytes(32).toString('base64');
const generated = (dir: string) => ['.jwt-secret', '.data-key'].filter((name) => existsSync(join(dir, name)));

describe('a start on a PostgreSQL server', () => {
  it('without JWT_SECRET and DATA_KEY stops, naming both, and generates nothing into DATA_DIR', async () => {
    const dir = dataDir();
    const { code, output } = await bootUntilExit({
      DATABASE_URL,
      DATA_DIR: dir,
      PORT: '3401',
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL');
    expect(output).toMatch(/^ {2}JWT_SECRET: /m);
    expect(output).toMatch(/^ {2}DATA_KEY: /m);
    expect(generated(dir)).toEqual([]);
  }, 120_000);

  it('names only the key that is missing, and takes both keys from the environment', () => {
    const dir = dataDir();
    const base = { NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ ...base, JWT_SECRET })).toMatch(/^ {2}DATA_KEY: /m);
    expect(refusal({ ...base, JWT_SECRET })).not.toContain('JWT_SECRET');
    expect(refusal({ ...base, DATA_KEY })).toMatch(/^ {2}JWT_SECRET: /m);
    expect(refusal({ ...base, DATA_KEY })).not.toMatch(/^ {2}DATA_KEY/m);
    const config = loadConfig({ ...base, JWT_SECRET, DATA_KEY });
    expect(new TextDecoder().decode(loadJwtSecret(config))).toBe(JWT_SECRET);
    expect(loadDataKeys(config).currentKeyId).toBeTruthy();
    expect(generated(dir)).toEqual([]);
  });

  it('never falls back to a generated key, even with a configuration built by hand', () => {
    const dir = dataDir();
    const config = { ...loadConfig({ DATA_DIR: dir }), DATABASE_URL };
    expect(() => loadDataKeys(config)).toThrow(/DATA_KEY is required/);
    expect(() => loadJwtSecret(config)).toThrow(/JWT_SECRET is required/);
    expect(generated(dir)).toEqual([]);
  });
});

describe('a start on the embedded database', () => {
  it('still generates its keys once into DATA_DIR (the demo needs no settings)', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = loadDataKeys(config).currentKeyId;
    const secret = loadJwtSecret(config);
    expect(generated(dir)).toEqual(['.jwt-secret', '.data-key']);
    expect(loadDataKeys(config).currentKeyId).toBe(first);
    expect(loadJwtSecret(config)).toEqual(secret);
  });
});
