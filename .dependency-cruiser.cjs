// The import rules of the house (ADR 0048). `npm run lint` runs them in CI; a broken rule fails the build.
// Each rule says which way arrows may run. When one fails, move the shared piece to a shared room
// (the server's kernel: http/, uploads/, db/, jobs/; the web's components/ and lib/) or expose it
// deliberately (a server module's public.ts, a web feature's api/ or public/), rather than loosen the rule.

const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/**
 * Test code: the tests themselves, and test support (kits, fixtures, factories, stand-ins), which lives in a
 * `test/` folder and nowhere else. Test code may reach into what it tests; the other rules are for the code
 * that ships, and the code that ships never imports test code.
 */
const TEST_FILES = '(\\.(test|spec)\\.tsx?$|/test/)';
/**
 * The web's live core, in rooms by what they do (issue 40). From the floor up: api/ (REST calls and query
 * keys); the stream (connection, reducer, the one reader of the stream's lot) and the clock (server time,
 * lot phases); the inner rooms (announcements, bidding, maximum bids, participation), which use the floor but
 * not one another; the views (the control room, the bidder's lot page), which compose the rooms but not one
 * another; and pages/, the routes' entries. The top-level files (format.ts) use only api/.
 */
const WEB_LIVE = `${WEB}features/live/`;
const WEB_LIVE_INNER = 'announcements|bidding|maximum-bids|participation';
const WEB_LIVE_VIEWS = 'control-room|lot-page';

const SERVER_LIVE = `${SERVER}live/`;
/**
 * The server's live core (issue 40): a kernel at the top of live/ (context, events, messages, encoded, bus,
 * audit chain) and one room per concern. Each room may import the kernel, its own files, and only the files
 * of other rooms listed here, each with the reason. Arrows run one way, so rooms never form a circle
 * (checked below when this file loads).
 */
const SERVER_LIVE_ROOMS = {
  views: { uses: [], why: 'lot state, presenters and read views: below every other room' },
  bidding: { uses: ['views/presenter'], why: 'the bid path reads and presents lot state' },
  'maximum-bids': {
    uses: ['bidding/place-bid', 'bidding/proxy-bidding', 'views/presenter'],
    why: "a maximum bid is placed through the bid path's locked read, stop rule and exchange writer",
  },
  clock: {
    uses: ['maximum-bids/maximum-bids', 'views/presenter'],
    why: 'opening a lot bids its standing maximums',
  },
  participation: { uses: ['views/presenter'], why: 'a participation event carries the bidder list entry' },
  streams: {
    uses: ['views/presenter', 'views/bidder-view', 'clock/close-lot'],
    why: "snapshots present the lot, each bidder's view of it, and the lot that comes next",
  },
};
const SERVER_LIVE_ROOM = `${SERVER_LIVE}(${Object.keys(SERVER_LIVE_ROOMS).join('|')})/`;

/** Throws when the rooms' declared imports run in a circle, so the table above cannot grow one. */
function assertRoomsAcyclic(rooms) {
  const state = {};
  const visit = (room, path) => {
    if (state[room] === 'done') return;
    if (state[room] === 'open')
      throw new Error(`live rooms import in a circle: ${[...path, room].join(' -> ')}`);
    state[room] = 'open';
    for (const file of rooms[room].uses) visit(file.split('/')[0], [...path, room]);
    state[room] = 'done';
  };
  for (const room of Object.keys(rooms)) visit(room, []);
}
assertRoomsAcyclic(SERVER_LIVE_ROOMS);

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
      name: 'live-kernel-imports-no-room',
      severity: 'error',
      comment:
        "live/'s top-level files are the kernel every room builds on, so they import no room. The one exception: " +
        "the context carries this process's known minimums (bidding/known-minimums.ts), by type only.",
      from: { path: `${SERVER_LIVE}[^/]+$`, pathNot: TEST_FILES },
      to: { path: `${SERVER_LIVE}[^/]+/`, pathNot: `${SERVER_LIVE}bidding/known-minimums\\.ts$` },
    },
    {
      name: 'live-kernel-takes-known-minimums-as-a-type',
      severity: 'error',
      comment: "The live kernel may name the known minimums' type, never run their code.",
      from: { path: `${SERVER_LIVE}[^/]+$`, pathNot: TEST_FILES },
      to: { path: `${SERVER_LIVE}bidding/known-minimums\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    ...Object.entries(SERVER_LIVE_ROOMS).map(([room, { uses, why }]) => ({
      name: `live-${room}-imports-only-declared-rooms`,
      severity: 'error',
      comment:
        `live/${room}/ imports the live kernel and its own files; of other rooms only ` +
        `${uses.length > 0 ? uses.join(', ') : 'nothing'} (${why}). Add a file to SERVER_LIVE_ROOMS deliberately.`,
      from: { path: `${SERVER_LIVE}${room}/`, pathNot: TEST_FILES },
      to: {
        path: SERVER_LIVE_ROOM,
        pathNot: [`${SERVER_LIVE}${room}/`, ...uses.map((file) => `${SERVER_LIVE}${file}\\.ts$`)],
      },
    })),
    {
      name: 'live-participation-shares-its-kernel-not-join',
      severity: 'error',
      comment:
        'The participation use cases share participation/participation-kernel.ts (lock, participation, event, ' +
        'messages). join-lot.ts is the join use case only: no live file imports it (its route does).',
      from: { path: SERVER_LIVE, pathNot: TEST_FILES },
      to: { path: `${SERVER_LIVE}participation/join-lot\\.ts$` },
    },
    {
      name: 'module-imports-only-public-surfaces',
      severity: 'error',
      comment:
        "A server module imports another module only through that module's public.ts, the few names it " +
        'deliberately offers. The same holds for plugins/, seed/ and operations/.',
      from: { path: `${SERVER}(modules/([^/]+)|plugins|seed|operations)/`, pathNot: TEST_FILES },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$2/`, `${SERVER}modules/[^/]+/public\\.ts$`],
      },
    },
    {
      name: 'shipping-code-never-imports-test-code',
      severity: 'error',
      comment:
        'Code that ships never imports a test or test support. Test support lives in a test/ folder (e.g. ' +
        'modules/lots/test/test-kit.ts, src/test/factories.ts): the one name the rules exempt as test code.',
      from: { path: '^(apps|packages)/', pathNot: TEST_FILES },
      to: { path: TEST_FILES },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      comment: 'The server and the web share code only through packages/domain.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'nothing-ships-the-record-verifier',
      severity: 'error',
      comment: 'The sale-record verifier shares no code path with the signer (ADR 0069): no app imports it.',
      from: { path: '^(apps|packages/domain)/' },
      to: { path: '^packages/record-verify/' },
    },
    {
      name: 'the-record-verifier-imports-none-of-ours',
      severity: 'error',
      comment: 'The verifier needs nothing but Node (ADR 0069): it imports none of our code.',
      from: { path: '^packages/record-verify/(src|bin)/' },
      to: { path: '^(apps|packages/domain)/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      comment: 'The web and the server share code only through packages/domain.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
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
      name: 'web-live-api-uses-no-room',
      severity: 'error',
      comment:
        "Live's api/ (its REST calls and query keys) is the floor: it, and live's top-level files (format.ts), " +
        "import none of live's rooms.",
      from: { path: `${WEB_LIVE}(api/|[^/]+\\.tsx?$)`, pathNot: TEST_FILES },
      to: { path: WEB_LIVE, pathNot: `${WEB_LIVE}api/` },
    },
    {
      name: 'web-live-stream-and-clock-stay-below',
      severity: 'error',
      comment:
        "Live's stream/ and clock/ are what every room stands on: they import no inner room, no view and no page " +
        '(the clock not even the stream). A piece they need moves down to them.',
      from: { path: `${WEB_LIVE}(stream|clock)/`, pathNot: TEST_FILES },
      to: { path: `${WEB_LIVE}(${WEB_LIVE_INNER}|${WEB_LIVE_VIEWS}|pages)/` },
    },
    {
      name: 'web-live-clock-never-imports-stream',
      severity: 'error',
      comment: 'The clock (server time, lot phases) is read by the stream, never the other way.',
      from: { path: `${WEB_LIVE}clock/`, pathNot: TEST_FILES },
      to: { path: `${WEB_LIVE}stream/` },
    },
    {
      name: 'web-live-inner-rooms-stand-apart',
      severity: 'error',
      comment:
        "Live's inner rooms (announcements, bidding, maximum bids, participation) use api/, stream/, clock/ and " +
        'the top-level files, never one another, a view or a page: a view composes them.',
      from: { path: `${WEB_LIVE}(${WEB_LIVE_INNER})/`, pathNot: TEST_FILES },
      to: {
        path: `${WEB_LIVE}(${WEB_LIVE_INNER}|${WEB_LIVE_VIEWS}|pages)/`,
        pathNot: `${WEB_LIVE}$1/`,
      },
    },
    {
      name: 'web-live-views-stand-apart',
      severity: 'error',
      comment:
        "Live's views (control-room/, lot-page/) compose the rooms below them and never import each other or a " +
        'page; pages/ compose the views.',
      from: { path: `${WEB_LIVE}(${WEB_LIVE_VIEWS})/`, pathNot: TEST_FILES },
      to: { path: `${WEB_LIVE}(${WEB_LIVE_VIEWS}|pages)/`, pathNot: `${WEB_LIVE}$1/` },
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
