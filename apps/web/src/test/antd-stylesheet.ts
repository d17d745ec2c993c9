/**
 * Stands in for `virtual:antd-stylesheet` (build/antd-stylesheet.ts) in the unit tests: jsdom loads no
 * stylesheets, so the app's pages render at once, as they would once antd's stylesheet is in.
 */
export const ANTD_STYLESHEET_URLS: readonly string[] = [];
