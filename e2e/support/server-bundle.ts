import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './app-server';

/**
 * The journeys' server, bundled once per run (issue 39, ADR 0031). `npm start` runs `apps/server/src/main.ts`
 * under tsx, which transforms and resolves each of the server's ~400 files through its loader hooks as the
 * process starts: 4–5 s of CPU, against 1.8 s for the same code as one bundle. A run starts ~35 servers.
 *
 * The bundle is the same sources through the same transformer (tsx is esbuild underneath). Packages stay
 * outside it, loaded from node_modules as they are under tsx (native argon2, PGlite's WASM), and each file
 * keeps its own `import.meta.url`, so paths the server finds beside its sources (migrations, the web build)
 * are the same. It lives under apps/server so its packages resolve as the sources' do.
 */

/** Bare imports stay packages; the workspace's own (`@bidright/domain`) are sources and go in. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bidright/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each source file's `import.meta.url` stays the file's own, not the bundle's. */
const ownFileUrls: Plugin = {
  name: 'own-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        loader: 'ts',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path))),
      };
    });
  },
};

/** Bundles the server's entry into `apps/server/.e2e-server/<name>.mjs` and answers the file's path. */
export async function bundleServer(name: string): Promise<string> {
  const outfile = join(ROOT, 'apps/server/.e2e-server', `${name}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'apps/server/src/main.ts')],
    tsconfig: join(ROOT, 'apps/server/tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    // A failing journey attaches the server's output: its stack traces name the source files.
    sourcemap: 'external',
    logLevel: 'warning',
    plugins: [packagesOutside, ownFileUrls],
  });
  return outfile;
}
