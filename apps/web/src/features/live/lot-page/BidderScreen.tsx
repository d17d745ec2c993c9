import './BidderScreen.css';
import { LIVE_MESSAGES, type TBidderLot, type TLotBid } from '@bidright/domain';
import { SubscriberRole } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Spin } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LazyModal } from '../../../components/LazyModal';
import { LazyResult } from '../../../components/LazyResult';
import { AnnounceBidsSwitch, LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { notifyWarning } from '../../../lib/notifier';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useScreens } from '../../../lib/use-screens';
import type { TAnnouncedLot } from '../announcements/lot-announcements';
import { useLotAnnouncements } from '../announcements/use-lot-announcements';
import {
  bidderLotQueryOptions,
  errorMessage,
  joinedLotsQueryOptions,
  joinPracticeLot,
} from '../api/live-api';
import { liveKeys } from '../api/query-keys';
import { bidderLotPhase, type TLotPhase } from '../clock/lot-phase';
import { useServerNow } from '../clock/server-clock';
import { usePhaseNotices, useStopTimeExtension } from '../clock/use-bidder-lot-notices';
import { addressLine } from '../format';
import {
  activeParticipation,
  bidderStanding,
  bidderStreamLots,
  isStreamCapable,
  type TBidderStanding,
} from '../participation/bidder-lot';
import { useLiveBidderLot } from '../stream/live-lot';
import { SessionEndModal } from '../stream/SessionEndModal';
import { useLiveLots } from '../stream/use-live-lots';
import { BidderLotHeader } from './BidderLotHeader';
import { handleBidderMessage } from './bidder-messages';
import { FrontLotNotice } from './FrontLotNotice';
import { JoinedLotsPanel } from './JoinedLotsPanel';
import { LotAuctionPanel } from './LotAuctionPanel';
import { LotEndedModal } from './LotEndedModal';
import { PhotosPanel } from './PhotosPanel';
import { PropertyDetailsPanel } from './PropertyDetailsPanel';
import { ShareLotModal } from './ShareLotModal';
import { useCanonicalLotPath, useRememberViewedLot } from './use-lot-page-address';

/** How often the lot page of a lot the bidder has not joined refreshes its figures. */
const UNJOINED_REFRESH_MS = 5000;

// The join form is not on the lot page's first screen in most states: it loads apart, when first shown.
const JoinModal = lazy(async () => ({ default: (await import('../participation/JoinModal')).JoinModal }));

const BIDDER_AUDIENCE = { kind: 'bidder' } as const;

/** What the bidder's screen reader is told about the page's lot comes from these fields (ADR 0025). */
function bidderAnnouncedLot(
  lot: TBidderLot,
  phase: TLotPhase,
  bids: TLotBid[],
  standing: TBidderStanding,
  userId: string | undefined,
): TAnnouncedLot {
  const top = bids[0];
  const winner = lot.winner;
  return {
    phase,
    stopTime: lot.stopTime,
    timeZone: lot.auction.timeZone,
    bidCount: lot.bidCount,
    top: top
      ? {
          id: top.id,
          amount: top.amount,
          paddle: top.paddleNumber,
          mine: Boolean(userId) && top.bidderId === userId,
          byMaximum: top.placedByMaximum,
        }
      : null,
    sale:
      phase.kind === 'closed' && winner
        ? {
            paddle: winner.paddleNumber,
            amount: winner.bid,
            plaintiff: winner.soldTo === 'Plaintiff',
            mine: standing.isWinner,
          }
        : null,
  };
}

/** The bidder lot screen (spec part 1 §2 "Bidder lot details page", §4, §5). */
export function BidderScreen({ lotId }: { lotId: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const screens = useScreens();
  // Only bidders in a lot follow it on the live stream (issue 12): a visitor who has not joined sees the
  // lot's figures refreshed from the REST view instead, every few seconds.
  const lotQuery = useQuery({
    ...bidderLotQueryOptions(lotId),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && !activeParticipation(data) ? UNJOINED_REFRESH_MS : false;
    },
  });
  usePageTitle(lotQuery.data?.property ? addressLine(lotQuery.data.property) : null);
  // The lot as fetched, its live fields and bids read with the stream's by the one reader (ADR 0073).
  const lot = useLiveBidderLot(lotQuery.data);
  const joined = useQuery(joinedLotsQueryOptions(Boolean(session.userId)));
  const now = useServerNow(250);
  const [joinOpen, setJoinOpen] = useState(false);
  // The join form mounts when first opened and stays, so it keeps its closing animation.
  const [joinMounted, setJoinMounted] = useState(false);
  const [modal, setModal] = useState<'details' | 'photos' | 'share' | null>(null);
  const openShare = useCallback(() => setModal('share'), []);
  const [ended, setEnded] = useState<{ nextId: string } | null>(null);

  const participation = activeParticipation(lot);
  const isJoined = Boolean(participation);
  const lockedAmount = participation?.amount ?? 0;

  // One stream for the main lot and every other joined lot (the server keeps one connection per user).
  const subscription = useMemo(
    () => bidderStreamLots(lot, joined.data ?? [], isJoined, lockedAmount),
    [lot, joined.data, isJoined, lockedAmount],
  );

  const live = useLiveLots({
    lots: subscription,
    role: SubscriberRole.BIDDER,
    enabled: Boolean(lot && session.accessToken !== undefined),
    onMessage: (message) =>
      handleBidderMessage(message, {
        lotId,
        userId: session.userId,
        queryClient,
        onLotStopped: (nextId) => setEnded({ nextId }),
      }),
  });

  useCanonicalLotPath(lot);
  useRememberViewedLot(lot);
  const extension = useStopTimeExtension(lot);
  const phase = lot ? bidderLotPhase(lot, now) : null;
  usePhaseNotices(phase?.kind, lotId, lot?.auctionIsPractice);
  const bids: TLotBid[] = lot?.bids ?? [];
  const standing = lot && phase ? bidderStanding(lot, phase, bids, session.userId) : null;
  useLotAnnouncements(
    lotId,
    lot && phase && standing ? bidderAnnouncedLot(lot, phase, bids, standing, session.userId) : null,
    BIDDER_AUDIENCE,
  );

  if (lotQuery.isPending) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  if (lotQuery.isError || !lot || !phase || !standing) {
    return (
      <LazyResult
        status="404"
        title="Lot is not found!"
        extra={<Link to="/properties">Back to properties</Link>}
      />
    );
  }

  const details = <PropertyDetailsPanel lot={lot} />;
  // The panels below re-render only when their own props change, not on every tick of the clock above
  // (four a second): the photo carousel and the bid tables are the heaviest parts of the screen.
  const photos = <PhotosPanel lot={lot} streamCapable={isStreamCapable(lot, now)} onShare={openShare} />;
  // Three columns need about 1200px; between 992 and 1200 details and photos share one column; below
  // that (tablets, phones) they open in modals (spec part 1 §2 "On small screens ...").
  const narrow = !screens.lg;
  const stacked = !narrow && !screens.xl;
  // The auction panel is a narrow column on phones and in the three-column layout below 1600 px: there its
  // three tab names do not fit on one line.
  const compactTabs = narrow || (!stacked && !screens.xxl);
  const onReceipt = (_receipt: unknown, roundTripMs: number) => live.reportRoundTrip(roundTripMs);

  return (
    <div style={{ padding: narrow ? 8 : 16 }}>
      <BidderLotHeader
        lot={lot}
        phase={phase}
        // No stream for a lot the bidder has not joined (and no other joined lot): nothing to indicate.
        connection={subscription.length > 0 ? { status: live.status, latencyMs: live.latencyMs } : null}
      />
      <LiveAnnouncer />
      {subscription.length > 0 && (
        <div style={{ marginBottom: 12 }}>
          <AnnounceBidsSwitch />
        </div>
      )}
      {narrow && (
        <Space style={{ marginBottom: 12 }}>
          <Button onClick={() => setModal('details')}>Property Details</Button>
          <Button onClick={() => setModal('photos')}>Property Photos</Button>
        </Space>
      )}
      <div className="lot-layout">
        {!narrow && !stacked && <div className="lot-layout-side">{details}</div>}
        {!narrow && !stacked && <div className="lot-layout-side">{photos}</div>}
        {stacked && (
          <div className="lot-layout-side">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              {details}
              {photos}
            </Space>
          </div>
        )}
        <div className="lot-layout-main">
          <JoinedLotsPanel
            currentLotId={lot.id}
            joined={joined.data ?? []}
            userId={session.userId}
            onReceipt={onReceipt}
          />
          <LotAuctionPanel
            lot={lot}
            phase={phase}
            bids={bids}
            standing={standing}
            isJoined={isJoined}
            lockedAmount={lockedAmount}
            userId={session.userId}
            extension={extension}
            narrow={narrow}
            compactTabs={compactTabs}
            onJoin={() => {
              // A practice lot is joined with play money in one step; a real one through the join form.
              if (lot.auctionIsPractice) {
                void joinPracticeLot(lot.id).then(
                  () => queryClient.invalidateQueries({ queryKey: liveKeys.all }),
                  (error: unknown) => notifyWarning(errorMessage(error, LIVE_MESSAGES.refreshAndRetry)),
                );
                return;
              }
              setJoinMounted(true);
              setJoinOpen(true);
            }}
            onLeft={() => {
              live.forget(lot.id);
              void queryClient.invalidateQueries({ queryKey: liveKeys.all });
            }}
            onReceipt={onReceipt}
            onDepositChanged={() =>
              void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lotId).queryKey })
            }
          />
        </div>
      </div>
      <FrontLotNotice lot={lot} />
      {joinMounted && (
        <Suspense fallback={null}>
          <JoinModal
            lot={lot}
            open={joinOpen}
            onClose={() => setJoinOpen(false)}
            onJoined={() => {
              void queryClient.invalidateQueries({ queryKey: liveKeys.all });
            }}
          />
        </Suspense>
      )}
      <LazyModal
        open={modal === 'details'}
        footer={null}
        onCancel={() => setModal(null)}
        title="Property Details"
      >
        {details}
      </LazyModal>
      <LazyModal
        open={modal === 'photos'}
        footer={null}
        onCancel={() => setModal(null)}
        title="Property Photos"
      >
        {photos}
      </LazyModal>
      <ShareLotModal open={modal === 'share'} lot={lot} onClose={() => setModal(null)} />
      <LotEndedModal
        ended={ended}
        isWinner={standing.isWinner}
        isPractice={lot.auctionIsPractice}
        onClose={() => setEnded(null)}
      />
      <SessionEndModal ended={live.ended} closeTo="/properties" timeZone={lot.auction.timeZone} />
    </div>
  );
}
