// The import rules of the house (ADR 0019). `npm run lint` runs them in CI; a broken rule fails the build.
// Each rule says which way arrows may run. When one fails, move the shared piece to a shared room
// (the server's kernel: http/, uploads/, db/, jobs/; the web's components/ and lib/) or expose it
// deliberately (a server module's public.ts, a web feature's api/ or public/), rather than loosen the rule.

const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/** Test code may reach into what it tests; the rules below are for the code that ships. */
const TEST_FILES = '(\\.test\\.tsx?|\\.spec\\.ts|/test/.*|test-kit\\.ts|-fixtures\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file may reach itself through its imports, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-never-imports-modules',
      severity: 'error',
      comment:
        'The live core and the server kernel sit below the feature areas: live/, http/, db/, uploads/, jobs/ and ' +
        'providers/ never import modules/. A piece both need belongs in the kernel.',
      from: { path: `${SERVER}(live|http|db|uploads|jobs|providers)/`, pathNot: TEST_FILES },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'module-imports-only-public-surfaces',
      severity: 'error',
      comment:
        "A server module imports another module only through that module's public.ts, the few names it " +
        'deliberately offers. The same holds for plugins/.',
      from: { path: `${SERVER}(modules/([^/]+)|plugins)/`, pathNot: TEST_FILES },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$2/`, `${SERVER}modules/[^/]+/public\\.ts$`],
      },
    },
    {
      name: 'web-shared-rooms-never-import-features-or-app',
      severity: 'error',
      comment: 'components/ and lib/ are shared: they never import a feature or the app shell.',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-never-import-app',
      severity: 'error',
      comment: 'The app shell composes features; a feature never imports the shell.',
      from: { path: `${WEB}features/`, pathNot: TEST_FILES },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-feature-imports-only-exposed-parts',
      severity: 'error',
      comment:
        'A feature imports another feature only through what it exposes: its api/ (fetcher, queryOptions, hook) ' +
        'or its public/ (components and hooks it offers). A piece no feature owns moves to components/ or lib/.',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TEST_FILES },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/(api|public)/`],
      },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain is imported by server and web and imports neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    // Parsed with tools/import-rules' own TypeScript 5: type-only imports count (tsPreCompilationDeps).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
