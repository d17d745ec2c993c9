import {
  cookieValue,
  escapeHtml,
  SEARCH_PAGE_HINT,
  SEARCH_PAGE_TITLE,
  SEARCH_REGION_NOTICE,
  SESSION_COOKIES,
} from '@bidright/domain';
import type { Db } from '../../db/client';
import { verifyAccessSession } from '../auth/session-check';

/** The property search's path (apps/web/src/app/router.tsx). */
const SEARCH_PAGE = /^\/properties\/?$/;

/** antd's EnvironmentOutlined, which the page's own banner shows. */
const PIN_ICON =
  '<svg viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true"><path d="M854.6 289.1a362.49 362.49 0 00-79.9-115.7 370.83 370.83 0 00-118.2-77.8C610.7 76.6 562.1 67 512 67c-50.1 0-98.7 9.6-144.5 28.5-44.3 18.3-84 44.5-118.2 77.8A363.6 363.6 0 00169.4 289c-19.5 45-29.4 92.8-29.4 142 0 70.6 16.9 140.9 50.1 208.7 26.7 54.5 64 107.6 111 158.1 80.3 86.2 164.5 138.9 188.4 153a43.9 43.9 0 0022.4 6.1c7.8 0 15.5-2 22.4-6.1 23.9-14.1 108.1-66.8 188.4-153 47-50.4 84.3-103.6 111-158.1C867.1 572 884 501.8 884 431.1c0-49.2-9.9-97-29.4-142zM512 880.2c-65.9-41.9-300-207.8-300-449.1 0-77.9 31.1-151.1 87.6-206.3C356.3 169.5 431.7 139 512 139s155.7 30.5 212.4 85.9C780.9 280 812 353.2 812 431.1c0 241.3-234.1 407.2-300 449.1zm0-617.2c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm79.2 255.2A111.6 111.6 0 01512 551c-29.9 0-58-11.7-79.2-32.8A111.6 111.6 0 01400 439c0-29.9 11.7-58 32.8-79.2C454 338.6 482.1 327 512 327c29.9 0 58 11.6 79.2 32.8C612.4 381 624 409.1 624 439c0 29.9-11.6 58-32.8 79.2z"/></svg>';

/**
 * The top of the bidder property search as static HTML for its first paint (ADR 0018): the heading, the line
 * under it, room for the saved filters, and the Illinois banner, in the same markup and classes (styles.css
 * `.search-top`) as BidderSearchPage's own, which replaces it when the app has loaded.
 */
export function searchPreviewHtml(): string {
  return (
    '<div class="search-preview"><div class="search-top">' +
    `<div class="search-heading"><div><h2>${escapeHtml(SEARCH_PAGE_TITLE)}</h2>` +
    `<p>${escapeHtml(SEARCH_PAGE_HINT)}</p></div><div class="search-actions"></div></div>` +
    `<div class="search-banner" role="note"><span class="search-banner-icon">${PIN_ICON}</span>` +
    `<span>${escapeHtml(SEARCH_REGION_NOTICE)}</span></div>` +
    '</div></div>'
  );
}

/**
 * The search's first-paint content, for a bidder only: `/properties` is the staff's and clients' property
 * table, which this would misdraw. The role comes from the verified access token (signature, expiry and the
 * user's session), never from the web's roles cookie, which the client could set to anything.
 */
export function searchPagePreview(db: Db, jwtSecret: Uint8Array) {
  return async (path: string, cookie: string | undefined): Promise<string | null> => {
    if (!SEARCH_PAGE.test(path)) return null;
    const token = cookieValue(cookie, SESSION_COOKIES.access);
    if (!token) return null;
    const user = await verifyAccessSession(db, token, jwtSecret);
    return user?.role === 'Bidder' ? searchPreviewHtml() : null;
  };
}
