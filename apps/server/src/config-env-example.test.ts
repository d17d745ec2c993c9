import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from './config';

/**
 * `.env.example` is where a newcomer learns what can be set: it lists every variable the config schema reads
 * (commented out, `# KEY=value   # what it does`, as all are optional in development) and none it does not.
 * The web build's own `VITE_*` variables are listed there too; the server never reads them.
 */

const ENV_EXAMPLE = new URL('../../../.env.example', import.meta.url);
const WEB_BUILD_PREFIX = 'VITE_';

/** Each `KEY=` or `# KEY=` line of the file, with the value before its comment. */
function listedVariables(text: string) {
  const listed: { key: string; value: string }[] = [];
  for (const line of text.split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) listed.push({ key: match[1] ?? '', value: (match[2] ?? '').split(/\s+#/)[0]?.trim() ?? '' });
  }
  return listed;
}

describe('.env.example', () => {
  const listed = listedVariables(readFileSync(ENV_EXAMPLE, 'utf8'));
  const keys = listed.map(({ key }) => key);

  it('lists every variable the config reads, and none it does not', () => {
    const read = new Set<string>(CONFIG_KEYS);
    const missingFromExample = CONFIG_KEYS.filter((key) => !keys.includes(key));
    const notReadByConfig = keys.filter((key) => !read.has(key) && !key.startsWith(WEB_BUILD_PREFIX));
    expect({ missingFromExample, notReadByConfig }).toEqual({ missingFromExample: [], notReadByConfig: [] });
  });

  it('lists each variable once', () => {
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('holds no secret: keys, tokens and passwords are left empty', () => {
    const secrets = listed.filter(({ key }) => /SECRET|_TOKEN$|_KEY$|^DATA_KEY/.test(key));
    expect(secrets.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'DATA_KEY', 'METRICS_TOKEN']),
    );
    expect(secrets.filter(({ value }) => value !== '').map(({ key }) => key)).toEqual([]);
  });
});
