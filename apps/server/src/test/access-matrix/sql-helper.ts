import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Fixture } from './matrix';

/** The first column of the first row of a query on the matrix's database (for row params and fresh objects). */
export async function first(f: Fixture, query: SQL): Promise<number | string> {
  const [found] = await queryRows<Record<string, unknown>>(f.db, query);
  const value = found ? Object.values(found)[0] : undefined;
  if (value === undefined || value === null)
    throw new Error(`matrix row query found nothing: ${JSON.stringify(query)}`);
  return value as number | string;
}
