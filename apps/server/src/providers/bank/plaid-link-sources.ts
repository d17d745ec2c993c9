import type { Config } from '../../config';

/** The script Plaid Link runs from; Plaid requires it to come from its CDN, never from a bundle. */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/**
 * What the browser must be allowed to load for Plaid Link, after Plaid's CSP guidance: the Link script, the
 * Link iframe on cdn.plaid.com, and the API host of the configured environment. Nothing without Plaid.
 */
export function plaidLinkSources(config: Config) {
  if (!config.PLAID_CLIENT_ID || !config.PLAID_SECRET) return { script: [], frame: [], connect: [] };
  return {
    script: [PLAID_LINK_SCRIPT],
    frame: ['https://cdn.plaid.com'],
    connect: [
      config.PLAID_ENV === 'production' ? 'https://production.plaid.com' : 'https://sandbox.plaid.com',
    ],
  };
}
