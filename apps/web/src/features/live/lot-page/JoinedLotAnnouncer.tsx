import { lotTitle, type TJoinedLot } from '@bidright/domain';
import { useMemo } from 'react';
import type { TAnnouncedLot } from '../announcements/lot-announcements';
import { useLotAnnouncements } from '../announcements/use-lot-announcements';
import type { TLiveLotState } from '../stream/live-reducer';

/**
 * Reads the news of a joined lot followed beside the page's lot (its bids and its outcome, named by the
 * lot) from the stream's state: a bidder outbid on another lot must hear it too. Renders nothing; its
 * clock is not read out (only the page's own lot counts down aloud).
 */
export function JoinedLotAnnouncer({
  joined,
  live,
  userId,
}: {
  joined: TJoinedLot;
  live: TLiveLotState | undefined;
  userId: string | undefined;
}) {
  const audience = useMemo(
    () => ({ kind: 'bidder' as const, lotLabel: lotTitle(joined.address, joined.lotId) }),
    [joined.address, joined.lotId],
  );
  useLotAnnouncements(joined.lotId, live ? joinedAnnouncedLot(joined, live, userId) : null, audience);
  return null;
}

function joinedAnnouncedLot(
  joined: TJoinedLot,
  live: TLiveLotState,
  userId: string | undefined,
): TAnnouncedLot {
  const top = live.bids[0];
  const winner = live.lot.winner;
  const closed = Boolean(live.lot.stoppedTime);
  return {
    phase: closed ? { kind: 'closed' } : { kind: 'open', endsInMs: null, stopAlertSeconds: null },
    stopTime: null,
    timeZone: joined.hostTimeZone,
    bidCount: live.lot.bidCount,
    top: top
      ? {
          id: top.id,
          amount: top.amount,
          paddle: top.paddleNumber,
          mine: Boolean(userId) && top.bidderId === userId,
        }
      : null,
    sale:
      closed && winner
        ? {
            paddle: winner.paddleNumber || null,
            amount: winner.bid,
            plaintiff: winner.soldTo === 'Plaintiff',
            mine:
              Boolean(winner.paddleNumber) &&
              winner.paddleNumber === joined.paddleNumber &&
              winner.soldTo !== 'Plaintiff',
          }
        : null,
  };
}
