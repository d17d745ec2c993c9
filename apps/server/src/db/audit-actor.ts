/**
 * Who is changing the database, for the audit trail (issue 42 point 3, ADR 0071). A request's hook puts a
 * reader of its actor here (plugins/audit-actor.ts); every write made while it runs carries the actor to
 * PostgreSQL as the transaction-local setting `bidright.actor`, which the audit trigger reads at commit.
 * Writes with no actor here (jobs, the lot clock, the seed) are recorded as 'system'.
 *
 * `client.ts` applies it on both engines: a Drizzle transaction first sets the actor; a lone write outside a
 * transaction is wrapped in one so the setting and the write share it (with a pool, one connection); the
 * bid path's raw transaction carries it in its `begin` text (no extra round trip on PostgreSQL).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditActor {
  /** Null for a request made before sign-in (registration, sign-in itself). */
  userId: number | null;
  /** The user's role, or 'anonymous'. */
  role: string;
  /** The host company of an Auctioneer or Employee. */
  companyId: number | null;
  ip: string | null;
  /** "METHOD /route/{pattern}". */
  route: string | null;
}

const actors = new AsyncLocalStorage<() => AuditActor | null>();

/** Runs `work` with `actor` as the author of every write it makes (read when each write is sent). */
export function runWithAuditActor<T>(actor: () => AuditActor | null, work: () => T): T {
  return actors.run(actor, work);
}

/** The current actor as the JSON the trigger reads, or null when none is set. */
export function currentActorSetting(): string | null {
  const actor = actors.getStore()?.();
  return actor ? JSON.stringify(actor) : null;
}

/** The statement that sets the actor for the rest of the transaction ($1: the JSON). */
export const SET_ACTOR_SQL = "select set_config('bidright.actor', $1, true)";

/** `begin` and the actor's setting as one simple-protocol text: one round trip on PostgreSQL. */
export function beginWithActor(actor: string, escapeLiteral: (value: string) => string): string {
  return `begin; select set_config('bidright.actor', ${escapeLiteral(actor)}, true)`;
}

/** A statement that cannot write (a plain select), sent as is without a transaction of its own. */
export function isReadOnlyStatement(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/\bfor\s+(update|no\s+key\s+update|share)\b/i.test(text);
}
