import { formatUsd, type TParticipationMode } from '@bidright/domain';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import type { CommittedEvent } from '../events';
import type { LockedLot } from './locked-lot';

/**
 * Lot activity log entries of participation changes (join, leave, deposit change, staff adding or
 * removing a bidder), so GET /api/lots/{lotId}/activity tells staff who was in the lot and with what.
 * Written in the change's own transaction, after its participation event: the event carries the
 * bidder's user name and paddle, so no extra read is needed on the way.
 */

export const PARTICIPATION_LOG_TITLES = {
  joined: 'Bidder Joined',
  changed: 'Deposit Changed',
  left: 'Bidder Left',
  added: 'Bidder Added',
  removed: 'Bidder Removed',
} as const;

/** A participation in words: "a deposit of $5,000", "pre-registration" or "spectating". */
export function describeParticipation(mode: TParticipationMode, lockedCents: number): string {
  if (mode === 'PreRegistered') return 'pre-registration';
  if (mode === 'Spectating') return 'spectating';
  return `a deposit of ${formatUsd(lockedCents)}`;
}

/** How a bidder came in: "joined the lot with a deposit of $5,000", "pre-registered for the lot"… */
export function joinText(mode: TParticipationMode, lockedCents: number): string {
  if (mode === 'PreRegistered') return 'pre-registered for the lot';
  if (mode === 'Spectating') return 'joined the lot as a spectator';
  return `joined the lot with ${describeParticipation(mode, lockedCents)}`;
}

/** What leaving gives back: ", releasing a deposit of $5,000", or " (was spectating)" when nothing was locked. */
export function releaseText(participation: { mode: TParticipationMode; lockedCents: number } | null): string {
  if (!participation) return '';
  if (participation.mode === 'Active')
    return `, releasing ${describeParticipation('Active', participation.lockedCents)}`;
  return ` (was ${describeParticipation(participation.mode, participation.lockedCents)})`;
}

/** "jdoe (paddle 12)" from the participation event just appended. */
export function bidderLabel(event: CommittedEvent, fallback = 'A bidder'): string {
  const bidder = event.message.bidder;
  if (!bidder?.userName) return fallback;
  return bidder.paddleNumber ? `${bidder.userName} (paddle ${bidder.paddleNumber})` : bidder.userName;
}

/** Writes one lot activity entry for a participation change, in the change's transaction. */
export function logParticipation(
  tx: Db,
  input: {
    lot: LockedLot;
    userId: number;
    title: (typeof PARTICIPATION_LOG_TITLES)[keyof typeof PARTICIPATION_LOG_TITLES];
    body: string;
  },
): Promise<void> {
  return logActivity(tx, {
    companyId: input.lot.companyId,
    caseId: input.lot.caseId,
    lotId: input.lot.id,
    userId: input.userId,
    title: input.title,
    body: input.body,
  });
}
