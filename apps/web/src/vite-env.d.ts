/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** Application version shown in the footer (spec part 1 §1). */
declare const __APP_VERSION__: string;
/** ISO time of the build, shown in the footer next to the version. */
declare const __BUILD_TIME__: string;

/** antd's prebuilt stylesheet, as the URLs of its parts in cascade order (build/antd-stylesheet.ts). */
declare module 'virtual:antd-stylesheet' {
  export const ANTD_STYLESHEET_URLS: readonly string[];
}
