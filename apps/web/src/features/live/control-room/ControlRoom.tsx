import { LIVE_MESSAGES } from '@bidright/domain';
import { SubscriberRole } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Empty, Row, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LazyResult } from '../../../components/LazyResult';
import { AnnounceBidsSwitch, LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { Card } from '../../../components/light-antd/Card';
import { NoPermissionPage } from '../../../components/NoPermissionPage';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { useLotAnnouncements } from '../announcements/use-lot-announcements';
import { liveAuctionQueryOptions } from '../api/live-api';
import { useServerNow } from '../clock/server-clock';
import { useAuctionLotView, useLiveAuction } from '../stream/live-lot';
import { useStreamLot } from '../stream/live-lot-store';
import { SessionEndModal } from '../stream/SessionEndModal';
import { useLiveLots } from '../stream/use-live-lots';
import { ActiveLotPanel } from './ActiveLotPanel';
import { AuctionCompletedModal } from './AuctionCompletedModal';
import { AuctionLotCards } from './AuctionLotCards';
import { AuctionProblemModal } from './AuctionProblemModal';
import { activeLotFigures } from './active-lot-figures';
import { BiddersPanel } from './BiddersPanel';
import { ControlRoomHeader } from './ControlRoomHeader';
import { auctionProblem, defaultLotId, isAuctionCompleted } from './control-room-lots';
import { handleControlRoomMessage } from './control-room-messages';
import { StreamsPanel } from './StreamsPanel';
import { controlRoomAnnouncedLot, staffAudience } from './staff-announced-lot';

const STAFF_UNNAMED = { kind: 'staff', lotLabel: '' } as const;

/** How often the control room reads the auction again for its count of absentee maximums. */
const MAXIMUM_COUNT_REFRESH_MS = 15_000;

/** The staff control room (auctioneer) or the presenter view (same screen, no controls). */
export function ControlRoom({ auctionId, lotId, mode }: { auctionId: string; lotId?: string; mode: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canControl = mode === 'auctioneer';
  const auctionQuery = useQuery({
    ...liveAuctionQueryOptions(auctionId),
    // A maximum set or withdrawn sends no live event (its existence is staff news, its amount no one's):
    // the count of absentee maximums comes from this view, read again now and then.
    refetchInterval: MAXIMUM_COUNT_REFRESH_MS,
  });
  // The auction as fetched, each lot's live fields read with the stream's by the one reader (ADR 0073).
  const auction = useLiveAuction(auctionQuery.data);
  usePageTitle(auction ? `Auction #${auction.id} · Control room` : null);
  const now = useServerNow(250);

  useEffect(() => {
    if (!auction || lotId) return;
    const id = defaultLotId(auction.lots);
    if (id) navigate(`/auctions/${auctionId}/${mode}/${id}`, { replace: true });
  }, [auction, lotId, auctionId, mode, navigate]);

  const live = useLiveLots({
    lots: lotId ? [{ id: lotId }] : [],
    role: canControl ? SubscriberRole.AUCTIONEER : SubscriberRole.PRESENTER,
    enabled: Boolean(lotId),
    onMessage: (message) => handleControlRoomMessage(message, { auctionId, queryClient }),
  });
  const activeLot = auction?.lots.find((l) => l.id === lotId);
  const view = useAuctionLotView(auctionQuery.data?.lots.find((l) => l.id === lotId));
  const liveLot = useStreamLot(lotId);
  useLotAnnouncements(
    lotId,
    auction && view ? controlRoomAnnouncedLot(auction, activeLotFigures(auction, view, now)) : null,
    activeLot ? staffAudience(activeLot) : STAFF_UNNAMED,
  );

  if (auctionQuery.isPending) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  // Another host's auction (403) shows the permission screen, one that does not exist (404) is not found; a lot
  // list that cannot be read otherwise is 'off'.
  const status = auctionQuery.error instanceof ApiError ? auctionQuery.error.status : null;
  if (!auction && status === 403) return <NoPermissionPage />;
  if (!auction && auctionQuery.isError && status !== 404)
    return <LazyResult status="warning" title={LIVE_MESSAGES.lotsOff} />;
  if (!auction) return <LazyResult status="404" title="Auction is not found!" />;

  const problem = auctionProblem(auction.lots);
  const completed = isAuctionCompleted(auction.lots);
  const lot = activeLot;
  const backToAuction = () => navigate(`/auctions/${auctionId}`);

  return (
    <div style={{ padding: 16 }}>
      <ControlRoomHeader
        auctionId={auctionId}
        auction={auction}
        lotId={lotId}
        canControl={canControl}
        connection={{ status: live.status, latencyMs: live.latencyMs }}
      />
      <LiveAnnouncer />
      <div style={{ marginBottom: 12 }}>
        <AnnounceBidsSwitch />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={5}>
          <AuctionLotCards
            auction={auction}
            activeId={lotId}
            onOpen={(id) => navigate(`/auctions/${auctionId}/${mode}/${id}`)}
            showCreditBids={canControl && Boolean(auction.creditBidRequired)}
          />
        </Col>
        <Col xs={24} lg={11}>
          {lot && view ? (
            <ActiveLotPanel
              auction={auction}
              lot={lot}
              view={view}
              live={liveLot}
              now={now}
              canControl={canControl}
            />
          ) : (
            <Card>
              <Empty description={LIVE_MESSAGES.noLots} />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={8}>
          {lot && <BiddersPanel auctionId={auctionId} lot={lot} live={liveLot} canControl={canControl} />}
          <StreamsPanel auctionId={auctionId} />
        </Col>
      </Row>
      <AuctionProblemModal problem={problem} onOk={backToAuction} />
      <AuctionCompletedModal open={completed && !liveLot?.lot.stoppedTime} onOk={backToAuction} />
      <SessionEndModal ended={live.ended} closeTo={`/auctions/${auctionId}`} timeZone={auction.timeZone} />
    </div>
  );
}
