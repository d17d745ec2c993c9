import { sql } from 'drizzle-orm';

/*
 * The practice sale (ADR 0076) is a flag on its auction; every query of a real-sale surface (search,
 * reports, dashboards, winnings, sale records, alerts, webhooks, funds) excludes it with one of these, so a
 * grep for `notPractice` finds them all.
 */

/** `not exists (practice auction of <lot>)`: true for a lot outside the practice sale (or in no auction). */
export const notPracticeLot = (lotAlias: string) =>
  sql.raw(
    `not exists (select 1 from auctions practice_a where practice_a.id = ${lotAlias}.auction_id and practice_a.is_practice)`,
  );

/** `not <auction>.is_practice`. */
export const notPracticeAuction = (auctionAlias: string) => sql.raw(`not ${auctionAlias}.is_practice`);

/** `not exists (practice lot of <bid>)`: true for a bid outside the practice sale. */
export const notPracticeBid = (bidAlias: string) =>
  sql.raw(
    `not exists (select 1 from lots practice_l join auctions practice_a on practice_a.id = practice_l.auction_id where practice_l.id = ${bidAlias}.lot_id and practice_a.is_practice)`,
  );

/** `<user> is not one of the practice sale's scripted rivals`. */
export const notPracticeRival = (userIdColumn: string) =>
  sql.raw(`${userIdColumn} not in (select user_id from practice_rivals)`);
