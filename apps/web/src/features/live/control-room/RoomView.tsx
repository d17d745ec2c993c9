import { LIVE_MESSAGES, NEXT_LOT_COUNTDOWN_SECONDS } from '@bidright/domain';
import { SubscriberRole } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AnnounceBidsSwitch, LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { useLotAnnouncements } from '../announcements/use-lot-announcements';
import { fetchBidPage, liveAuctionQueryOptions } from '../api/live-api';
import { liveKeys } from '../api/query-keys';
import { bidSourceLabel } from '../bidding/bid-source';
import { LotClock } from '../clock/LotClock';
import { lotPhase } from '../clock/lot-phase';
import { useServerNow } from '../clock/server-clock';
import { addressLine, usd } from '../format';
import { useLiveAuction } from '../stream/live-lot';
import { useStreamLot } from '../stream/live-lot-store';
import { SessionEndModal } from '../stream/SessionEndModal';
import { useLiveLots } from '../stream/use-live-lots';
import { roomAnnouncedLot, staffAudience } from './staff-announced-lot';

/**
 * The room (TV) view: big, high-contrast, readable across a room. It follows the lot on the live stream as a
 * presenter (the server keeps a user's presenter and control-room streams apart), so it shows every bid
 * as soon as the bidders do; the auction's REST view gives the starting state and the lot order.
 */
export function RoomView({ auctionId, lotId }: { auctionId: string; lotId: string }) {
  const navigate = useNavigate();
  const now = useServerNow(200);
  const auctionQuery = useQuery(liveAuctionQueryOptions(auctionId));
  const live = useLiveLots({ lots: [{ id: lotId }], role: SubscriberRole.PRESENTER });
  // The auction as fetched, each lot's live fields read with the stream's by the one reader (ADR 0073).
  const auction = { data: useLiveAuction(auctionQuery.data), isError: auctionQuery.isError };
  const lot = auction.data?.lots.find((l) => l.id === lotId);
  const streamLot = useStreamLot(lotId);
  const liveBids = streamLot?.bids;
  const bidCount = lot?.bidCount ?? 0;
  const top = useQuery({
    queryKey: liveKeys.roomTopBid(lotId, bidCount),
    queryFn: () => fetchBidPage(lotId, 1, 1),
    enabled: bidCount > 0 && !liveBids?.length,
  });
  const [nextIn, setNextIn] = useState<number | null>(null);
  const lots = auction.data?.lots ?? [];
  const index = lots.findIndex((l) => l.id === lotId);
  const next = lots.slice(index + 1).find((l) => l.lotStatus === 'Listed' && !l.stoppedTime);
  const stopped = Boolean(lot?.stoppedTime);
  const phase =
    auction.data && lot
      ? lotPhase(
          {
            lotStatus: lot.lotStatus,
            startType: auction.data.startType,
            auctionStartTime: auction.data.startTime,
            startedTime: lot.startedTime,
            stopTime: lot.stopTime,
            stoppedTime: lot.stoppedTime,
            stopAlertTime: lot.stopAlertTime,
            salePausedAt: lot.salePausedAt ?? null,
          },
          now,
        )
      : null;
  const topBid = liveBids?.[0] ?? top.data?.data[0];
  useLotAnnouncements(
    lotId,
    auction.data && lot && phase ? roomAnnouncedLot(auction.data, lot, phase, topBid) : null,
    staffAudience(lot ?? { id: lotId, lotNumber: null }),
  );

  useEffect(() => {
    if (stopped && next) setNextIn(NEXT_LOT_COUNTDOWN_SECONDS);
    else setNextIn(null);
  }, [stopped, next?.id, next]);
  useEffect(() => {
    if (nextIn === null) return;
    if (nextIn <= 0) {
      if (next) navigate(`/auctions/${auctionId}/room/${next.id}`);
      return;
    }
    const timer = setTimeout(() => setNextIn((n) => (n === null ? null : n - 1)), 1000);
    return () => clearTimeout(timer);
  }, [nextIn, next, auctionId, navigate]);

  const page: React.CSSProperties = {
    minHeight: '100vh',
    background: '#0b1526',
    color: '#ffffff',
    padding: '4vh 5vw',
    fontFamily: 'system-ui, sans-serif',
  };
  if (!auction.data || !lot || !phase) {
    return (
      <div style={{ ...page, display: 'grid', placeItems: 'center' }}>
        {auction.isError ? (
          <div style={{ fontSize: 40 }}>{LIVE_MESSAGES.lotNotFound}</div>
        ) : (
          <Spin size="large" />
        )}
      </div>
    );
  }
  const highPaddle = topBid?.paddleNumber;
  const soldTo =
    lot.soldTo === 'Plaintiff' || !lot.winnerPaddleNumber ? 'Plaintiff' : `SOLD TO ${lot.winnerPaddleNumber}`;
  const label = {
    fontSize: '2.2vw',
    color: '#9fb3d1',
    textTransform: 'uppercase',
    letterSpacing: 2,
  } as const;
  const value = {
    fontSize: '6vw',
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1.05,
  } as const;
  return (
    // The room view fills its own tab: its main landmark, with the lot's address as the page's h1.
    <main style={page} data-testid="room-view">
      <LiveAnnouncer />
      <div style={{ fontSize: '2vw', color: '#9fb3d1' }}>
        {auction.data.hostName} · Lot {lot.lotNumber ?? lot.id}
      </div>
      <h1
        data-testid="lot-address"
        style={{
          fontSize: '3.6vw',
          fontWeight: 700,
          margin: '0 0 3vh',
          color: 'inherit',
          lineHeight: 'inherit',
        }}
      >
        {addressLine(lot.address)}
      </h1>
      <div style={{ display: 'grid', gridTemplateColumns: '1.4fr 1fr', gap: '3vw' }}>
        <div>
          <div style={label}>{lot.bidCount > 0 ? 'Current high bid' : 'Opening price'}</div>
          <div data-testid="high-bid" style={{ ...value, fontSize: '9vw', color: '#ffd666' }}>
            {usd(lot.highBid ?? lot.openingPrice)}
          </div>
          {highPaddle !== undefined && lot.bidCount > 0 && (
            <div data-testid="high-paddle" style={{ fontSize: '3.5vw', fontWeight: 700 }}>
              Paddle {highPaddle}
            </div>
          )}
          {topBid && lot.bidCount > 0 && (
            <div data-testid="high-bid-source" style={{ fontSize: 'max(16px, 2.4vw)', color: '#9fb3d1' }}>
              {bidSourceLabel(topBid, [
                ...(streamLot?.activeBidders ?? []),
                ...(streamLot?.leftBidders ?? []),
              ])}
            </div>
          )}
        </div>
        <div>
          <div style={label}>Next minimum bid</div>
          <div data-testid="min-bid" style={value}>
            {lot.stoppedTime ? '—' : usd(lot.minBid)}
          </div>
          <div style={{ ...label, marginTop: '3vh' }}>Bids</div>
          <div data-testid="bid-count" style={{ ...value, fontSize: '4vw' }}>
            {lot.bidCount}
          </div>
        </div>
      </div>
      <div style={{ marginTop: '4vh', color: '#ffffff' }}>
        {phase.kind === 'closed' ? (
          <div data-testid="winner-banner" style={{ fontSize: '6vw', fontWeight: 800, color: '#95de64' }}>
            {soldTo}
          </div>
        ) : (
          <LotClock phase={phase} size="huge" tone="dark" />
        )}
      </div>
      <div style={{ marginTop: '4vh', fontSize: 14 }}>
        <AnnounceBidsSwitch tone="dark" />
      </div>
      <Modal
        open={stopped}
        closable={false}
        mask={{ closable: false }}
        width={720}
        title={<span style={{ fontSize: 28 }}>{soldTo}</span>}
        footer={
          next ? (
            <Button
              type="primary"
              size="large"
              data-testid="go-next-lot"
              onClick={() => navigate(`/auctions/${auctionId}/room/${next.id}`)}
            >
              Go to Next Lot ({nextIn ?? NEXT_LOT_COUNTDOWN_SECONDS})
            </Button>
          ) : (
            <Button size="large" onClick={() => window.close()}>
              Close Tab
            </Button>
          )
        }
      >
        <div style={{ fontSize: 24 }}>
          {lot.winnerBidAmount ? `Winning bid ${usd(lot.winnerBidAmount)}` : LIVE_MESSAGES.noBids}
        </div>
      </Modal>
      <SessionEndModal
        ended={live.ended}
        closeTo={`/auctions/${auctionId}`}
        timeZone={auction.data.timeZone}
      />
    </main>
  );
}
