import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { type AuthUser, verifyAccessToken } from './access-token';

/** What every request checks about the caller beyond the token's signature. */
interface SessionState {
  sessionVersion: number;
  isActive: boolean;
  /** Status of a staff user's company; null for users without one. */
  companyStatus: string | null;
}

/**
 * A short per-process memory of each user's session state, next to the verified-token cache: a bid does not
 * pay a database read per request, yet a session ended in another process is refused within this time. In
 * this process `forgetSessionState` (called by `endUserSessions`) makes the refusal immediate.
 */
const SESSION_STATE_TTL_MS = 2_000;
const SESSION_STATE_CACHE_SIZE = 10_000;
const states = new Map<number, { state: SessionState | null; readAt: number }>();

export function forgetSessionState(userId: number) {
  states.delete(userId);
}

/**
 * Forgets every user's session state: an app starts with an empty memory, as it may be on another database
 * than the last one this process ran (the test files that share a worker's modules each build their own).
 */
export function forgetAllSessionStates() {
  states.clear();
}

async function loadSessionState(db: Db, userId: number): Promise<SessionState | null> {
  const hit = states.get(userId);
  if (hit && Date.now() - hit.readAt < SESSION_STATE_TTL_MS) return hit.state;
  const [row] = await queryRows<{
    session_version: number;
    deactivated_date: unknown;
    status: string | null;
  }>(
    db,
    sql`select u.session_version, u.deactivated_date, c.status
      from users u left join companies c on c.id = u.company_id where u.id = ${userId}`,
  );
  const state = row
    ? {
        sessionVersion: Number(row.session_version),
        isActive: row.deactivated_date === null,
        companyStatus: row.status ?? null,
      }
    : null;
  if (states.size >= SESSION_STATE_CACHE_SIZE) states.delete(states.keys().next().value!);
  states.set(userId, { state, readAt: Date.now() });
  return state;
}

/**
 * The caller of a bearer token: verified (signature, expiry, through the token cache), issued under the
 * user's current session version, and the user still active. Null otherwise. The answer carries the
 * staff user's company status for the route guards.
 */
export async function verifyAccessSession(
  db: Db,
  token: string,
  secret: Uint8Array,
): Promise<AuthUser | null> {
  const user = await verifyAccessToken(token, secret);
  if (!user) return null;
  const state = await loadSessionState(db, user.id);
  if (!state?.isActive || state.sessionVersion !== user.sessionVersion) return null;
  return { ...user, companyStatus: state.companyStatus };
}
