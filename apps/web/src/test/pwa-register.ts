/** Tests stand in for vite-plugin-pwa's `virtual:pwa-register` (built only by the plugin): no worker. */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
