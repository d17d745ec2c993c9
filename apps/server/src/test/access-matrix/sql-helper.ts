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

/**
 * One object per fixture, made on first use. Test files share their worker's modules (ADR 0029), and
 * the matrix's rows run on more than one database (the matrix and the fuzz test each seed their own):
 * an id remembered in a module variable would name the other database's object.
 */
export function oncePerFixture(make: (f: Fixture) => Promise<number | string>) {
  const made = new WeakMap<Fixture, Promise<number | string>>();
  return (f: Fixture): Promise<number | string> => {
    let found = made.get(f);
    if (!found) {
      found = make(f);
      made.set(f, found);
    }
    return found;
  };
}
