import { describe, expect, it } from 'vitest';
import { staticClosure } from './entry-closure';

const chunk = (fields: Record<string, unknown> = {}) => ({ type: 'chunk' as const, ...fields });

describe("the shell's closure (what the service worker precaches)", () => {
  it('holds the entry, the start it imports, their static imports and stylesheets, and no page', () => {
    const bundle = {
      'assets/index.js': chunk({ isEntry: true, dynamicImports: ['assets/start.js'] }),
      'assets/start.js': chunk({
        imports: ['assets/react.js', 'assets/antd.js'],
        dynamicImports: ['assets/FaqPage.js'],
        viteMetadata: { importedCss: new Set(['assets/start.css']) },
      }),
      'assets/react.js': chunk(),
      'assets/antd.js': chunk({ imports: ['assets/react.js'] }),
      'assets/FaqPage.js': chunk({ imports: ['assets/react.js', 'assets/faq-only.js'] }),
      'assets/faq-only.js': chunk(),
      'assets/start.css': { type: 'asset' as const },
    };
    expect([...staticClosure(bundle)].sort()).toEqual([
      'assets/antd.js',
      'assets/index.js',
      'assets/react.js',
      'assets/start.css',
      'assets/start.js',
    ]);
  });

  it("holds the shell's own lazy chunks named in SHELL_ON_FIRST_USE, with their imports", () => {
    const bundle = {
      'assets/index.js': chunk({ isEntry: true, dynamicImports: ['assets/start.js'] }),
      'assets/start.js': chunk({ dynamicImports: ['assets/FeedbackHolders.js', 'assets/FaqPage.js'] }),
      'assets/FeedbackHolders.js': chunk({ name: 'FeedbackHolders', imports: ['assets/modal.js'] }),
      'assets/modal.js': chunk(),
      'assets/FaqPage.js': chunk({ name: 'FaqPage' }),
    };
    expect([...staticClosure(bundle)].sort()).toEqual([
      'assets/FeedbackHolders.js',
      'assets/index.js',
      'assets/modal.js',
      'assets/start.js',
    ]);
  });
});
