import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * antd's prebuilt stylesheet (~1 MB; ~870 KB without the components the app does not use) in this many files.
 * A browser parses a stylesheet in one task on the main thread when it arrives: whole, that was one ~170 ms
 * task on a phone-speed CPU, which held up taps on every page's start. In parts of ~150 KB each is parsed in a
 * task of its own, as it lands.
 */
export const ANTD_STYLESHEET_PARTS = 6;

/**
 * antd components the app does not use, by export name, with the class prefix of their rules. Their rules
 * (~125 KB of the stylesheet's ~1 MB, parsed on every page's start) are left out of the build; the build
 * fails if the app imports one of them (`unusedComponentsImported`), so using one means deleting its line.
 * None is drawn inside a component the app uses: a table's tree filter (`filterMode: 'tree'`) would be the
 * one case, for `Tree`.
 */
export const UNUSED_COMPONENTS: Readonly<Record<string, string>> = {
  Anchor: 'anchor',
  Cascader: 'cascader',
  ColorPicker: 'color-picker',
  FloatButton: 'float-btn',
  Mentions: 'mentions',
  Rate: 'rate',
  Slider: 'slider',
  Splitter: 'splitter',
  Tour: 'tour',
  Transfer: 'transfer',
  // `.ant-tree-select-*` is TreeSelect's (the select's styles), not the tree's.
  Tree: 'tree(?!-select)',
};

/**
 * The stylesheet without the rules that style only the components of `prefixes`: a rule goes when every
 * selector of its list names one of them. At-rules left empty go too; keyframes stay (motions are shared).
 */
export function withoutComponents(css: string, prefixes: readonly string[]): string {
  // A class of the component (`.ant-tree`, `.ant-tree-node`), not of another that starts alike (`.ant-treex`).
  const patterns = prefixes.map((prefix) => new RegExp(`\\.ant-${prefix}(?![a-z])`));
  const namesComponent = (selector: string) => patterns.some((pattern) => pattern.test(selector));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes')) return;
    if (rule.selectors.every(namesComponent)) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The names of `UNUSED_COMPONENTS` that a source file imports from antd. */
export function unusedComponentsImported(source: string): string[] {
  const names = [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    ),
  );
  const paths = [...source.matchAll(/from\s*'antd\/(?:es|lib)\/([a-z-]+)/g)].map((match) => match[1] ?? '');
  // A component's module is its name in kebab case (`FloatButton` in `antd/es/float-button`).
  const moduleOf = (name: string) => name.replace(/(?<=.)[A-Z]/g, (letter) => `-${letter}`).toLowerCase();
  return Object.keys(UNUSED_COMPONENTS).filter(
    (name) => names.includes(name) || paths.includes(moduleOf(name)),
  );
}

const sourceFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));

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
  let sourceDir = '';
  return {
    name: 'bidright-antd-stylesheet',
    configResolved(config) {
      isBuild = config.command === 'build';
      sourceDir = join(config.root, 'src');
    },
    buildStart() {
      if (!isBuild) return;
      for (const file of sourceFiles(sourceDir)) {
        const used = unusedComponentsImported(readFileSync(file, 'utf8'));
        if (used.length > 0) {
          this.error(
            `${file} imports ${used.join(', ')} from antd, whose styles the build leaves out: ` +
              'remove them from UNUSED_COMPONENTS in build/antd-stylesheet.ts',
          );
        }
      }
      const path = createRequire(import.meta.url).resolve('antd/dist/antd.css');
      const css = withoutComponents(readFileSync(path, 'utf8'), Object.values(UNUSED_COMPONENTS));
      const parts = splitStylesheet(css, ANTD_STYLESHEET_PARTS);
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
