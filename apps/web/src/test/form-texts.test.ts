import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('form texts come from the domain', () => {
  it('no form rule writes its message inline: every one is a spec text kept in packages/domain', () => {
    const inline = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bmessage:\s*(['"`])([^'"`]*)\1/g)].map(
        (match) => `${relative(SRC, file)}: ${match[2]}`,
      ),
    );
    expect(inline).toEqual([]);
  });
});
