import {
  checkAuctionSettings,
  checkAuctionTimes,
  normalizeAuctionSettings,
  type TAuctionFieldErrors,
  type TCreateAuctionBody,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { staffCompanyId } from './auction-queries';

type TAuctionForm = Omit<TCreateAuctionBody, 'isTest'>;

/**
 * Checks an auction form against the clock and the spec's rules and answers what is stored.
 * Every problem is reported as a field error; the message is the first of them.
 */
export function validAuctionSettings(body: TAuctionForm, now: Date) {
  const startTime = new Date(body.startTime);
  const stopTime = body.stopTime ? new Date(body.stopTime) : null;
  const errors: TAuctionFieldErrors = {
    ...checkAuctionTimes({ startTime, stopTime, now }),
    ...checkAuctionSettings(body),
  };
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages[0]!, errors as Record<string, string>);
  return { startTime, stopTime, ...normalizeAuctionSettings(body) };
}

/** One line describing an auction for the activity log. */
export function describeAuction(values: { type: string; startType: string; startTime: Date }) {
  return `${values.type} ${values.startType.toLowerCase()} auction starting ${values.startTime.toISOString()}`;
}

/** Staff create an auction for their company (spec part 1 §5, part 2 §7). */
export async function createAuction(
  db: Db,
  caller: AuthUser,
  body: TCreateAuctionBody,
  now = new Date(),
): Promise<{ id: string }> {
  const companyId = staffCompanyId(caller);
  const values = validAuctionSettings(body, now);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into auctions (company_id, type, start_type, start_time, stop_time, time_left, extra_time,
          is_test, location, created_by)
        values (${companyId}, ${body.type}, ${body.startType}, ${values.startTime.toISOString()},
          ${values.stopTime ? values.stopTime.toISOString() : null}, ${values.timeLeft}, ${values.extraTime},
          ${body.isTest}, ${values.location}, ${caller.id})
        returning id`,
    );
    const id = Number(row!.id);
    await logActivity(tx as unknown as Db, {
      companyId,
      userId: caller.id,
      title: 'Auction created',
      body: `Auction #${id}: ${describeAuction({ ...body, startTime: values.startTime })}${body.isTest ? ' (test)' : ''}.`,
    });
    return { id: String(id) };
  });
}
