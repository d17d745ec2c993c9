import type { Plugin } from 'vite';

/**
 * The files the app's shell runs on: the entry chunk and the start it imports once the first paint is up
 * (main.tsx `import('./app/start')`), every chunk those import statically (and theirs), and the stylesheets
 * they bring; never a page's code, which the router loads lazily from start. Filled while the build writes
 * its bundle, read by the service worker's precache (installable-app.ts), which keeps only these and the
 * offline shell (issue 41).
 */
const entryFiles = new Set<string>();

/** The entry's static import closure of the last build, as paths relative to the build folder. */
export function entryClosure(): ReadonlySet<string> {
  return entryFiles;
}

/**
 * Lazy chunks of the shell itself, precached with it though the start loads them on first use: antd's message,
 * notification and modal holders (app/feedback/, ADR 0080), so a toast still shows offline.
 */
export const SHELL_ON_FIRST_USE = ['FeedbackHolders'];

type TChunkLike = {
  type: 'chunk' | 'asset';
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
};

/**
 * Walks `bundle` from its entry chunks, the chunks they import dynamically (the start) and the chunks named
 * in `alsoNamed` through their static imports (pure, for the test).
 */
export function staticClosure(
  bundle: Record<string, TChunkLike>,
  alsoNamed: readonly string[] = SHELL_ON_FIRST_USE,
): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    visit(fileName);
    for (const started of chunk.dynamicImports ?? []) visit(started);
  }
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.name && alsoNamed.includes(chunk.name)) visit(fileName);
  }
  return seen;
}

export function entryClosurePlugin(): Plugin {
  return {
    name: 'bidright-entry-closure',
    apply: 'build',
    generateBundle(_options, bundle) {
      entryFiles.clear();
      for (const file of staticClosure(bundle as unknown as Record<string, TChunkLike>)) entryFiles.add(file);
    },
  };
}
