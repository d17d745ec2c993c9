import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Db } from '../../db/client';
import { activityLogs, type LOT_STATUSES, type USER_ROLES } from '../../db/schema/index';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Role = (typeof USER_ROLES)[number];
export type LotStatus = (typeof LOT_STATUSES)[number];

export const TZ = 'America/Chicago';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The demo's clock: every scene dates its rows from the same `now`. */
export interface SeedClock {
  now: Date;
  ago: (ms: number) => Date;
  later: (ms: number) => Date;
}

/** The clock of a seed run that starts at `now`. */
export function seedClock(now: Date): SeedClock {
  return {
    now,
    ago: (ms: number) => new Date(now.getTime() - ms),
    later: (ms: number) => new Date(now.getTime() + ms),
  };
}

/** The first row an insert returned; a seed insert that returns none is a bug. */
export function first<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('seed: insert returned no row');
  return row;
}

/** `hh:mm` local time in Chicago, `days` calendar days after `now`. */
export function chicagoAt(now: Date, days: number, time: string): Date {
  const day = dayjs(now).tz(TZ).add(days, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${day} ${time}`, TZ).toDate();
}

/** Whole dollars in cents. */
export const dollars = (amount: number) => amount * 100;

/** Writes one activity log entry inside the seed's transaction. */
export const logActivity = (tx: Db, entry: typeof activityLogs.$inferInsert) =>
  tx.insert(activityLogs).values(entry);
