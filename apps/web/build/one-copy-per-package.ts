import type { Plugin } from 'vite';

/**
 * Fails the build when a package is bundled from two installed copies (`node_modules/x` and
 * `node_modules/y/node_modules/x`): two versions of antd's rc pieces, dayjs or the protobuf runtime would
 * ship twice to a phone (issue 41 point 3). The fix is in the lock (one version, an override), not here.
 */
export function oneCopyPerPackage(): Plugin {
  return {
    name: 'bidright-one-copy-per-package',
    apply: 'build',
    generateBundle(_options, bundle) {
      const copies = packageCopies(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : [])),
      );
      const twice = [...copies].filter(([, roots]) => roots.size > 1);
      if (twice.length === 0) return;
      this.error(
        `packages bundled from more than one copy:\n${twice
          .map(([name, roots]) => `  ${name}: ${[...roots].join(', ')}`)
          .join('\n')}`,
      );
    },
  };
}

/** Each bundled package's name and the installed folders its modules came from (pure, for the test). */
export function packageCopies(moduleIds: string[]): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  for (const id of moduleIds) {
    const path = id.replaceAll('\\', '/').replace(/^\0/, '');
    const at = path.lastIndexOf('/node_modules/');
    if (at < 0) continue;
    const [scopeOrName = '', scopedName] = path.slice(at + '/node_modules/'.length).split('/');
    const name = scopeOrName.startsWith('@') ? `${scopeOrName}/${scopedName}` : scopeOrName;
    const root = `${path.slice(0, at)}/node_modules/${name}`;
    const roots = copies.get(name) ?? new Set<string>();
    roots.add(root);
    copies.set(name, roots);
  }
  return copies;
}
