import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  ANTD_STYLESHEET_PARTS,
  splitStylesheet,
  UNUSED_COMPONENTS,
  unusedComponentsImported,
  withoutComponents,
} from './antd-stylesheet';

describe('splitStylesheet', () => {
  it("cuts antd's stylesheet between rules into parts of about equal size that add up to the whole", () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const parts = splitStylesheet(css, ANTD_STYLESHEET_PARTS);

    expect(parts).toHaveLength(ANTD_STYLESHEET_PARTS);
    expect(parts.join('')).toBe(css);
    const share = css.length / ANTD_STYLESHEET_PARTS;
    for (const part of parts) {
      expect(part.length).toBeGreaterThan(share * 0.75);
      expect(part.length).toBeLessThan(share * 1.25);
    }
    // Each part is whole rules: each parses on its own (a cut inside a block would not), and together they
    // hold the whole file's rules.
    const ruleCount = (text: string) => postcss.parse(text).nodes.length;
    expect(parts.map(ruleCount).reduce((sum, count) => sum + count, 0)).toBe(ruleCount(css));
  });

  it('never cuts inside a rule, and puts a rule larger than a share in a part of its own', () => {
    const big = `@media (min-width: 1px){${'.a{color:red}'.repeat(20)}}`;
    const parts = splitStylesheet(`.x{top:0}${big}.y{left:0}.z{right:0}`, 3);
    expect(parts).toEqual(['.x{top:0}', big, '.y{left:0}.z{right:0}']);
  });
});

describe('withoutComponents', () => {
  it('leaves out the rules that style only the unused components, and nothing else', () => {
    const css = [
      '.ant-mentions{color:red}',
      '.ant-mentions-outlined,.ant-mentions-borderless{border:0}',
      '.ant-input,.ant-mentions{padding:0}',
      '.ant-tree-treenode{top:0}',
      '.ant-tree-select-dropdown{top:1px}',
      '.ant-treex{top:2px}',
      '@media (max-width:1px){.ant-tour{left:0}}',
      '@media (max-width:2px){.ant-tour{left:0}.ant-btn{left:0}}',
      '@keyframes antSlideUpIn{0%{opacity:0}}',
      '.ant-btn{color:blue}',
    ].join('');
    expect(withoutComponents(css, Object.values(UNUSED_COMPONENTS))).toBe(
      [
        '.ant-input,.ant-mentions{padding:0}',
        '.ant-tree-select-dropdown{top:1px}',
        '.ant-treex{top:2px}',
        '@media (max-width:2px){.ant-btn{left:0}}',
        '@keyframes antSlideUpIn{0%{opacity:0}}',
        '.ant-btn{color:blue}',
      ].join(''),
    );
  });

  it('finds a left-out component imported by name or by path, and nothing else', () => {
    const source = [
      "import { Button, type Tree as AntTree, Mentions } from 'antd';",
      "import type { TourProps } from 'antd/es/tour';",
      "import type { FloatButtonProps } from 'antd/es/float-button';",
      "import { TreeSelect } from 'antd';",
    ].join('\n');
    expect(unusedComponentsImported(source)).toEqual(['FloatButton', 'Mentions', 'Tour', 'Tree']);
    expect(unusedComponentsImported("import { Button, Select } from 'antd';")).toEqual([]);
  });
});
