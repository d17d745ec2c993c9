/**
 * The unique index a failed write ran into (PostgreSQL error 23505), or null for any other error. A check
 * before an insert can lose a race to a concurrent insert; the index is then the judge, and its name says
 * which rule was broken. Drizzle wraps the driver's error in `cause`; PGlite and node-postgres both name
 * the index in `constraint`.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const pgError = candidate as { code?: string; constraint?: string } | null | undefined;
    if (pgError?.code === '23505') return pgError.constraint ?? '';
  }
  return null;
}
