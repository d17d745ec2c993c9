import { formatHostDateTime, formatUsd } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { TRunnerUpJob } from '../../jobs/lot-alerts-port';
import type { JobQueue } from '../../jobs/queue';
import { lotFacts } from './lot-facts';
import { tellWinAndScheduleReminders } from './payment-alerts';
import { raiseNotification } from './raise-notification';

/** The offer behind a runner-up job: its lot, bidder, amount, deadline and status. */
async function offerOf(db: Db, offerId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select lot_id, bidder_id, bid_id, amount_cents, deadline_at, status from runner_up_offers where id = ${offerId}`,
  );
  if (!row) return undefined;
  return {
    lotId: Number(row.lot_id),
    bidderId: Number(row.bidder_id),
    bidId: Number(row.bid_id),
    amountCents: Number(row.amount_cents),
    deadlineAt: new Date(row.deadline_at as string),
    status: String(row.status),
  };
}

/**
 * A defaulted lot was offered to this runner-up (issue 43, ADR 0075): one alert, keyed by the offer, by every
 * channel the bidder keeps on for "Runner-up offer". Nothing is said of an offer no longer open when the job runs.
 */
export async function alertRunnerUpOffer(db: Db, jobs: JobQueue, job: TRunnerUpJob) {
  const offer = await offerOf(db, job.offerId);
  if (offer?.status !== 'Open') return;
  const lot = await lotFacts(db, offer.lotId);
  if (!lot) return;
  await raiseNotification(db, jobs, {
    userId: offer.bidderId,
    lotId: lot.id,
    kind: 'RunnerUpOffer',
    occurrence: `offer:${job.offerId}`,
    title: `${lot.address} is offered to you`,
    body: `The winner defaulted. The host offers you the lot at your bid of ${formatUsd(offer.amountCents)}. Accept in My Winnings by ${formatHostDateTime(offer.deadlineAt, lot.timeZone)}.`,
    link: '/account/winning',
  });
}

/** The runner-up accepted: the win is told as a won lot's is, and its payment reminders are scheduled (keyed by the bid). */
export async function alertRunnerUpWon(db: Db, jobs: JobQueue, job: TRunnerUpJob) {
  const offer = await offerOf(db, job.offerId);
  if (offer?.status !== 'Accepted') return;
  const lot = await lotFacts(db, offer.lotId);
  if (!lot || lot.winnerBidId !== offer.bidId || lot.winnerUserId === null) return;
  await tellWinAndScheduleReminders(db, jobs, { ...lot, winnerUserId: lot.winnerUserId }, 'accepted');
}

/**
 * A runner-up declined an offer, or it lapsed (issue 43, ADR 0075): every active member of the host's staff
 * hears of it once (keyed by the offer), with a link to the lot, where they may offer it to the next bidder
 * down or close the default. Nothing is said of an offer that is not declined or lapsed when the job runs.
 */
export async function alertRunnerUpOfferEnded(db: Db, jobs: JobQueue, job: TRunnerUpJob) {
  const offer = await offerOf(db, job.offerId);
  if (offer?.status !== 'Declined' && offer?.status !== 'Lapsed') return;
  const lot = await lotFacts(db, offer.lotId);
  if (!lot) return;
  const [facts] = await queryRows<{ case_id: number; name: string }>(
    db,
    sql`select l.case_id, trim(u.first_name || ' ' || u.last_name) as name
      from lots l, users u where l.id = ${lot.id} and u.id = ${offer.bidderId}`,
  );
  const staff = await queryRows<{ id: number }>(
    db,
    sql`select id from users where company_id = ${lot.companyId} and role in ('Auctioneer', 'Employee')
      and deactivated_date is null`,
  );
  const what = offer.status === 'Declined' ? 'declined' : 'let the offer lapse';
  for (const member of staff)
    await raiseNotification(db, jobs, {
      userId: Number(member.id),
      lotId: lot.id,
      kind: 'RunnerUpOfferEnded',
      occurrence: `offer-ended:${job.offerId}`,
      title: `Runner-up offer ${offer.status === 'Declined' ? 'declined' : 'lapsed'}: ${lot.address}`,
      body: `${facts?.name ?? 'The runner-up'} ${what} at ${formatUsd(offer.amountCents)}. You may offer the lot to the next bidder down, or close the default.`,
      link: facts ? `/cases/${facts.case_id}/lots/${lot.id}` : null,
    });
}
