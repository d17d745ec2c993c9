import { TIME_ZONE_OFFSET_COOKIE } from '@bidright/domain';
import Cookies from 'js-cookie';

/**
 * Keeps the browser's UTC offset in a cookie, for the server's first paint of the property search, which opens
 * on the lots from the start of the reader's day (modules/listings/search-preview.ts). Written at every start,
 * so it follows a move or a change of daylight-saving time by the next page load.
 */
export function rememberTimeZoneOffset(now = new Date()): void {
  Cookies.set(TIME_ZONE_OFFSET_COOKIE, String(now.getTimezoneOffset()), {
    path: '/',
    expires: 365,
    // Lax, not the session's strict: a link from an e-mail opens the search with the reader's day too.
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}
