import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The repository's root: the bundle's sources and packages resolve from it, as `npm start`'s do. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The server as one bundle, made once per test run (issue 39, ADR 0031): for the journeys' ~35 servers and the
 * server suite's real processes (the boot, kill -9 and two-process tests). `npm start` runs
 * `apps/server/src/main.ts` under tsx, which transforms and resolves each of the server's ~400 files through
 * its loader hooks as the process starts: 4–5 s of CPU, against 1.8 s for the same code as one bundle.
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

/** Bundles the server's entry into `apps/server/.server-bundles/<name>.mjs` and answers the file's path. */
export async function bundleServer(name: string): Promise<string> {
  const outfile = join(ROOT, 'apps/server/.server-bundles', `${name}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'apps/server/src/main.ts')],
    tsconfig: join(ROOT, 'apps/server/tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    // A failing test attaches the server's output: its stack traces name the source files.
    sourcemap: 'external',
    logLevel: 'warning',
    plugins: [packagesOutside, ownFileUrls],
  });
  return outfile;
}
