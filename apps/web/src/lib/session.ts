import {
  LOGIN_CLIENTS,
  ROLES,
  SESSION_COOKIES,
  type TLoginClient,
  type TRole,
  type TTokenResponse,
} from '@bidright/domain';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { decryptValue, encryptValue } from './cookie-crypto';

/** What the app knows about the signed-in user. Mirrors the session cookies (spec part 1 §3). */
export type TSession = {
  accessToken?: string;
  refreshToken?: string;
  fullName?: string;
  firstName?: string;
  userName?: string;
  roles: TRole[];
  userId?: string;
  deviceId?: string;
};

const COOKIE = SESSION_COOKIES;

const EMPTY: TSession = { roles: [] };

let current: TSession = EMPTY;
/** When getAccessToken last read the cookies (performance.now()), and whether the access cookie was alive. */
let accessCookieCheckedAt = Number.NEGATIVE_INFINITY;
let accessCookieAlive = false;
const listeners = new Set<() => void>();

function emit(next: TSession): void {
  current = next;
  accessCookieCheckedAt = Number.NEGATIVE_INFINITY;
  for (const listener of listeners) listener();
}

function cookieOptions(expires?: Date): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    ...(expires ? { expires } : {}),
  };
}

function parseRoles(text: string | undefined): TRole[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    // A plain lookup, not ZRole: every page reads the session, and zod would then be on every first load.
    return Array.isArray(parsed)
      ? parsed.filter((r): r is TRole => (ROLES as readonly unknown[]).includes(r))
      : [];
  } catch {
    return [];
  }
}

/** Reads the session cookies (decrypting the protected ones) into memory. Call once before the first render. */
export async function loadSession(): Promise<TSession> {
  // One read of the cookie jar: each read of document.cookie is a round trip to the browser's cookie store
  // (~1 ms on a phone), and the start of every page waits for this.
  const jar = Cookies.get();
  const [roles, userId, deviceId] = await Promise.all([
    decryptValue(jar[COOKIE.roles]),
    decryptValue(jar[COOKIE.userId]),
    decryptValue(jar[COOKIE.deviceId]),
  ]);
  emit({
    accessToken: jar[COOKIE.access],
    refreshToken: jar[COOKIE.refresh],
    fullName: jar[COOKIE.fullName],
    firstName: jar[COOKIE.firstName],
    userName: jar[COOKIE.userName],
    roles: parseRoles(roles),
    userId,
    deviceId,
  });
  return current;
}

/**
 * Stores a token answer: memory first (so the UI and queued requests see it at once), then cookies.
 * The access-token cookie lives `expires_in` seconds, the others `refresh_expires_in`.
 */
export async function saveSession(token: TTokenResponse): Promise<void> {
  const now = Date.now();
  const accessExpires = new Date(now + token.expires_in * 1000);
  const refreshExpires = new Date(now + token.refresh_expires_in * 1000);
  const firstName = token.firstName.trim();
  const fullName = `${firstName} ${token.lastName.trim()}`.trim();
  emit({
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    fullName,
    firstName,
    userName: token.userName,
    roles: token.roles,
    userId: token.id,
    deviceId: token.deviceId,
  });
  const [roles, userId, deviceId] = await Promise.all([
    encryptValue(JSON.stringify(token.roles)),
    encryptValue(token.id),
    encryptValue(token.deviceId),
  ]);
  const long = cookieOptions(refreshExpires);
  Cookies.set(COOKIE.access, token.access_token, cookieOptions(accessExpires));
  Cookies.set(COOKIE.refresh, token.refresh_token, long);
  Cookies.set(COOKIE.fullName, fullName, long);
  Cookies.set(COOKIE.firstName, firstName, long);
  Cookies.set(COOKIE.userName, token.userName, long);
  Cookies.set(COOKIE.roles, roles, long);
  Cookies.set(COOKIE.userId, userId, long);
  Cookies.set(COOKIE.deviceId, deviceId, long);
}

/** Forgets the user: memory and every session cookie. */
export function clearSession(): void {
  for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
  emit(EMPTY);
}

export function getSession(): TSession {
  return current;
}

/** Whether the access token's cookie is still there (the browser drops it when it expires). */
const ACCESS_COOKIE_ALIVE = new RegExp(`(?:^|;\\s*)${COOKIE.access.replace('.', '\\.')}=[^;]`);

/**
 * How long getAccessToken trusts its last look at the cookies. A page's start asks for the token for each of
 * its dozen API calls, and every read of document.cookie is a round trip to the browser's cookie store; within
 * this second a token that has just expired (or a logout in another tab) is still sent, and the server's 401
 * has the API client refresh or sign out as it does for any stale token.
 */
const ACCESS_COOKIE_RECHECK_MS = 1000;

/**
 * The access token while its cookie is alive; undefined once it has expired. Asked several times per API
 * call, so it only tests the cookie's presence, at most once a second, rather than parsing every cookie.
 * A login, refresh or logout in this tab (emit) makes the next call look again.
 */
export function getAccessToken(): string | undefined {
  const now = performance.now();
  if (now - accessCookieCheckedAt >= ACCESS_COOKIE_RECHECK_MS) {
    accessCookieAlive = ACCESS_COOKIE_ALIVE.test(document.cookie);
    accessCookieCheckedAt = now;
  }
  return accessCookieAlive ? current.accessToken : undefined;
}

export function getRefreshToken(): string | undefined {
  return current.refreshToken;
}

/** A user is logged in when the user name and an access or refresh token are present (spec part 1 §4). */
export function isLoggedIn(session: TSession): boolean {
  return Boolean(session.userName && (session.accessToken || session.refreshToken));
}

/** The user's one role (the token carries it as a one-element list). */
export function primaryRole(session: TSession): TRole | undefined {
  return session.roles[0];
}

export function isAdminSession(session: TSession): boolean {
  return session.roles.includes('Admin');
}

/** The login area the session belongs to; refresh calls name it as client_id. */
export function loginClientOf(session: TSession): TLoginClient {
  return isAdminSession(session) ? LOGIN_CLIENTS.admin : LOGIN_CLIENTS.web;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session, re-rendering on login, refresh and logout. */
export function useSession(): TSession {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
