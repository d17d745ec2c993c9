/**
 * Zod compiles fast parsers with `new Function` when it may, and probes for that on first use. Under the
 * app's Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but the browser still reports a
 * violation, so the app asks zod not to try. Set on the global zod reads, without importing zod, which
 * keeps zod out of the first load of pages that do not use it.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig,
  jitless: true,
};
