import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * antd's prebuilt stylesheet (~960 KB, every component) in this many files. A browser parses a stylesheet in
 * one task on the main thread when it arrives: whole, that was one ~170 ms task on a phone-speed CPU, which
 * held up taps on every page's start. In parts of ~160 KB each is parsed in a task of its own, as it lands.
 */
export const ANTD_STYLESHEET_PARTS = 6;

const MODULE_ID = 'virtual:antd-stylesheet';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Cuts a stylesheet between its top-level rules into `parts` pieces of about equal size. Loaded in order
 * (as separate `<link>`s, in document order), the pieces cascade exactly as the whole did.
 */
export function splitStylesheet(css: string, parts: number): string[] {
  const rules = postcss.parse(css).nodes.map((node) => node.toString());
  const target = rules.reduce((sum, rule) => sum + rule.length, 0) / parts;
  const pieces: string[] = [];
  let piece = '';
  for (const rule of rules) {
    // A rule goes to the next piece when it would carry this one further past its share than short of it.
    if (piece && pieces.length < parts - 1 && piece.length + rule.length / 2 > target) {
      pieces.push(piece);
      piece = '';
    }
    piece += rule;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * `virtual:antd-stylesheet` exports `ANTD_STYLESHEET_URLS`, the URLs of antd's stylesheet in the order the
 * app must load them (lib/antd-styles.ts). A build writes the parts as hashed assets; the dev server serves
 * the whole file, whose parse time does not matter there.
 */
export function antdStylesheet(): Plugin {
  let isBuild = false;
  const references: string[] = [];
  return {
    name: 'bidright-antd-stylesheet',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    buildStart() {
      if (!isBuild) return;
      const path = createRequire(import.meta.url).resolve('antd/dist/antd.css');
      const parts = splitStylesheet(readFileSync(path, 'utf8'), ANTD_STYLESHEET_PARTS);
      references.length = 0;
      for (const [at, source] of parts.entries()) {
        references.push(this.emitFile({ type: 'asset', name: `antd-${at + 1}.css`, source }));
      }
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild) {
        return "import whole from 'antd/dist/antd.css?url';\nexport const ANTD_STYLESHEET_URLS = [whole];";
      }
      const urls = references.map((reference) => `import.meta.ROLLUP_FILE_URL_${reference}`);
      return `export const ANTD_STYLESHEET_URLS = [${urls.join(', ')}];`;
    },
  };
}
