import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { STAMP_FILE, webBuildInputsHash } from '../../scripts/web-build-inputs.mjs';
import { antdStylesheet } from './build/antd-stylesheet.ts';
import { firstPaint } from './build/first-paint.ts';
import { installableApp } from './build/installable-app.ts';
import { oneCopyPerPackage } from './build/one-copy-per-package.ts';

const API_TARGET = 'http://localhost:3000';

/**
 * react-router's production build. Its package exports only its development build, which differs in one flag
 * (`ENABLE_DEV_WARNINGS`): with it off the warnings' code is left out, 0.6 KB gzip on every page (ADR 0080).
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
  'index.mjs',
);

/**
 * Modules of the start's static closure that rolldown would split into small shared chunks (ADR 0080). Named
 * one by one, not by folder: a group takes every module its test matches, and antd's folders hold much that
 * only some pages use (ADR 0079).
 */
const SHELL_MODULES = new RegExp(
  [
    String.raw`antd[\\/]es[\\/](app[\\/]context|button[\\/]|skeleton[\\/]|grid[\\/](RowContext|col|row|hooks[\\/]useGutter)\.|form[\\/]validateMessagesContext|locale[\\/](en_US|context)|(time-picker|date-picker|calendar)[\\/]locale[\\/]|color-picker[\\/]color|space[\\/](Compact|style[\\/]compact)|style[\\/]compact-item|tooltip[\\/]UniqueProvider[\\/]|_util[\\/](warning|reactNode|gapSize|hooks[\\/]useOrientation)\.|config-provider[\\/](context|DisabledContext|SizeContext|hooks[\\/]useSize)\.|theme[\\/](interface[\\/]presetColors|themes[\\/]shared[\\/]genFontSizes))`,
    String.raw`@ant-design[\\/](cssinjs-utils|icons[\\/]es[\\/](components[\\/](Context|IconBase|AntdIconLight)|cssUtils|renderUtils|icons[\\/](Left|Right)Outlined))`,
    String.raw`@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](Left|Right)Outlined`,
    String.raw`antd[\\/]es[\\/](version[\\/]|theme[\\/](themes[\\/](seed\.|shared[\\/]|default[\\/])|context\.|useToken\.|util[\\/](getAlphaColor|alias|genStyleUtils)\.)|style[\\/]index\.|_util[\\/](is\.|hooks[\\/]useMergeSemantic[\\/]|responsiveObserver\.|wave[\\/])|grid[\\/](hooks[\\/]useBreakpoint|style[\\/]index)\.|color-picker[\\/]components[\\/]ColorPresets\.)`,
    String.raw`@ant-design[\\/](fast-color|colors)[\\/]`,
    String.raw`@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]LoadingOutlined\.`,
    String.raw`@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/](?!extends|callSuper)`,
    String.raw`@rc-component[\\/](resize-observer|portal|(pagination|picker)[\\/]es[\\/]locale[\\/](en_US|common)|color-picker[\\/]es[\\/]color)`,
    // The parts of the trigger that antd's ConfigProvider draws (its UniqueProvider), not the trigger itself.
    String.raw`@rc-component[\\/]trigger[\\/]es[\\/](Popup[\\/]|UniqueProvider[\\/]|context\.|util\.|hooks[\\/](useAlign|useDelay|useOffsetStyle)\.)`,
    String.raw`@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|removable)\.`,
    String.raw`src[\\/]lib[\\/]page-title\.`,
  ]
    .map((pattern) => `(${pattern})`)
    .join('|'),
);

/**
 * What the signed-in header's buttons need beside the shell (app/layouts/header/AccountPanel.tsx), and that no
 * visitor's page uses (the query hooks and the listings' calls are the home page's too).
 */
const SIGNED_IN_MODULES = new RegExp(
  [
    String.raw`src[\\/]app[\\/]layouts[\\/]header[\\/](AccountPanel|light-parts)\.`,
    String.raw`src[\\/]features[\\/](notifications[\\/](api[\\/]notifications|lib[\\/]web-push)|account[\\/]api[\\/]bidder-account)\.`,
    String.raw`@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](Bell|Pushpin|Down)Outlined\.`,
    String.raw`@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]CheckCircleFilled\.`,
  ]
    .map((pattern) => `(${pattern})`)
    .join('|'),
);

/** Paths the dev server forwards to the Bidright server (REST, token endpoint, uploads, dev outbox, live stream). */
const PROXIED_PATHS = [
  '/api',
  '/connect',
  '/files',
  '/dev',
  '/bidright.live.v1.AuctionLive',
  '/updatepushnotificationkey',
];

/** Text files worth compressing; smaller ones are not (one TCP packet either way). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes brotli (quality 11) and gzip (level 9) siblings of every text file of the build, which the server
 * sends as they are (`preCompressed`), so no request pays for compression. It runs last (`post`, after the
 * installable app's plugin), so the service worker and the manifest are compressed too.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bidright-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!existsSync(outDir)) return; // the build failed before writing: let its own error show
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .map((name) => join(outDir, name))
        .filter((path) => statSync(path).isFile());
      for (const file of files) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Writes the hash of the sources the build was made from beside it (scripts/web-build-inputs.mjs), so that
 * `npm run test:e2e` reuses a build that is current instead of building again (issue 39). The hash is taken
 * when the build starts: a source changed while it runs leaves the build stale, and the next check says so.
 */
function webBuildStamp(): Plugin {
  let outDir = '';
  let inputs = '';
  return {
    name: 'bidright-build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      inputs = webBuildInputsHash();
    },
    closeBundle() {
      if (existsSync(outDir)) writeFileSync(join(outDir, STAMP_FILE), `${JSON.stringify({ inputs })}\n`);
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell (or `npm start`) has: with
  // NODE_ENV=development Vite would bundle React's development build, three times larger and slower.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: import.meta.dirname,
    plugins: [
      react(),
      antdStylesheet(),
      firstPaint(),
      oneCopyPerPackage(),
      ...installableApp(),
      precompress(),
      webBuildStamp(),
    ],
    define: {
      __APP_VERSION__: JSON.stringify('0.1.1'),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
      // The server's MAP_TILE_URL (which its Content-Security-Policy allows) unless the build names its own.
      'import.meta.env.VITE_MAP_TILE_URL': JSON.stringify(
        process.env.VITE_MAP_TILE_URL || process.env.MAP_TILE_URL || '',
      ),
    },
    // The build takes react-router's production build; the dev server keeps its warnings.
    resolve:
      command === 'build'
        ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] }
        : {},
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        PROXIED_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: true }]),
      ),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // The domain's schemas are built at module level (`z.object(…)`): calls without side effects, so a
        // page that imports one constant from a domain file does not carry every schema of it, nor zod.
        treeshake: {
          manualPureFunctions: ['z'],
          // antd's @rc-component packages have no import-time side effects but do not say so, and a module
          // like @rc-component/form's index (`RefForm.FormProvider = …`) then keeps all it imports: antd's
          // ConfigProvider and modals need only the form's context, and the shell carried the whole form
          // engine (useForm, Field, the validator) on every page.
          moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
        },
        output: {
          // React, its DOM and the router are on every page: one long-lived chunk. Everything else (antd
          // components, icons, leaflet, charts) is split along the lazy pages that use it, so a visitor's
          // first load carries only what the page in front of them needs.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              // antd's DOM and motion utilities and its motion styles, on every page that draws antd: one chunk.
              // Split by which pages share which of them, they came as half a dozen files of a few hundred bytes
              // each (ADR 0079).
              {
                name: 'rc-util',
                test: /node_modules[\\/](@rc-component[\\/](util|motion)|react-is|clsx|antd[\\/]es[\\/]style[\\/]motion)[\\/]/,
              },
              // The rest of the start's own antd, icon and query-cache code, one chunk: rolldown split it by which
              // lazy pages also use each piece, into a dozen files every page loaded anyway (ADR 0080).
              { name: 'shell', test: SHELL_MODULES, includeDependenciesRecursively: false },
              // What the signed-in header's buttons need beside the shell (app/layouts/header/AccountPanel.tsx).
              { name: 'signed-in', test: SIGNED_IN_MODULES, includeDependenciesRecursively: false },
              // The light Card and Typography (ADR 0078), mostly on the same pages: one file. Not their dependencies
              // (antd's Skeleton, on every page already).
              {
                name: 'light-antd',
                test: /src[\\/]components[\\/]light-antd[\\/]/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
