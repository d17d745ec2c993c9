/**
 * The web app's session cookies (apps/web/src/lib/session.ts writes them). The server reads two of them for
 * a page's first paint: whether a session is there at all, and the access token (a plain JWT, the API's
 * bearer token) to know a bidder. A file of its own: the session code is on every page's first load.
 */
export const SESSION_COOKIES = {
  access: 'bidright.at',
  refresh: 'bidright.rt',
  fullName: 'bidright.fn',
  firstName: 'bidright.gn',
  userName: 'bidright.un',
  roles: 'bidright.ro',
  userId: 'bidright.ui',
  deviceId: 'bidright.di',
} as const;

/** The value of cookie `name` in a Cookie header, URL-decoded; undefined when it is absent or empty. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      if (!value) return undefined;
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The browser's offset from UTC in minutes, as `Date.getTimezoneOffset()` gives it (positive west of
 * Greenwich), which the web writes at start (not a session cookie: it outlives one). The property search
 * opens on the lots from the start of the reader's own day; the server needs the offset to draw the same
 * first results into the page's first paint.
 */
export const TIME_ZONE_OFFSET_COOKIE = 'bidright.tzo';
