import {
  CalendarOutlined,
  PlayCircleOutlined,
  PushpinFilled,
  PushpinOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import {
  AUCTION_START_TYPE_LABELS,
  AUCTION_TYPE_LABELS,
  BIDDER_OUTCOME_LABELS,
  enumLabel,
  FRONT_LOT_NOTICE_SECONDS,
  formatUsd,
  LIVE_MESSAGES,
  lotHostLine,
  lotTitle,
  toCents,
} from '@bidright/domain';
import {
  type AuctionMessage,
  LiveEvent,
  SubscriberRole,
} from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Carousel,
  Empty,
  Input,
  Result,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LazyModal } from '../../../components/LazyModal';
import { LazyPropertyMap } from '../../../components/LazyPropertyMap';
import { LightTabs } from '../../../components/LightTabs';
import { PlainDescriptions } from '../../../components/PlainDescriptions';
import { ApiError } from '../../../lib/api-error';
import { closeNotification, notifyWarning, toastSuccess } from '../../../lib/notifier';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useScreens } from '../../../lib/use-screens';
import { listingKeys } from '../../listings/api/listings';
import { rememberViewed } from '../../listings/lib/recently-viewed';
import {
  bidderLotQueryOptions,
  bidHistoryQueryOptions,
  frontLotQueryOptions,
  joinedLotsQueryOptions,
  leaveLot,
  liveKeys,
  setLotPinned,
  streamsQueryOptions,
  type TBidderLot,
  type TBidJson,
} from '../api/live-api';
import { buildIcs, downloadText } from '../../../lib/calendar';
import { addressLine, canonicalLotPath, hostTime, usd } from '../lib/format';
import { auctionPhaseLabel, bidderLotPhase, type TLotPhase } from '../lib/lot-phase';
import { useServerNow } from '../lib/server-clock';
import { useLiveLots } from '../lib/use-live-lots';
import { BidBox } from './BidBox';
import { ConnectionIndicator } from './ConnectionIndicator';
import { JoinedLotsPanel } from './JoinedLotsPanel';
import { LiveStat, LiveStats } from './LiveStats';
import { LotClock } from './LotClock';
import { SessionEndModal } from './SessionEndModal';

/** How often the lot page of a lot the bidder has not joined refreshes its figures. */
const UNJOINED_REFRESH_MS = 5000;

/** The bidder lot screen (spec part 1 §2 "Bidder lot details page", §4, §5). */
// The bid tables (antd Table, with its pagination and filters) and the join form are not on the lot page's
// first screen in most states: they load apart, when first shown.
const BidsTable = lazy(async () => ({ default: (await import('./BidsTable')).BidsTable<TBidJson> }));
const JoinModal = lazy(async () => ({ default: (await import('./JoinModal')).JoinModal }));

/** Where a bid table shows while its code is on the way. */
const TABLE_LOADING = <Skeleton active title={false} paragraph={{ rows: 3 }} />;

export function BidderScreen({ lotId }: { lotId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const screens = useScreens();
  // Only bidders in a lot follow it on the live stream (issue 12): a visitor who has not joined sees the
  // lot's figures refreshed from the REST view instead, every few seconds.
  const lotQuery = useQuery({
    ...bidderLotQueryOptions(lotId),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && !(data.auctionBidderLot && !data.auctionBidderLot.leftDate)
        ? UNJOINED_REFRESH_MS
        : false;
    },
  });
  usePageTitle(lotQuery.data?.property ? addressLine(lotQuery.data.property) : null);
  const lot = lotQuery.data;
  const joined = useQuery(joinedLotsQueryOptions(Boolean(session.userId)));
  const now = useServerNow(250);
  const [joinOpen, setJoinOpen] = useState(false);
  // The join form mounts when first opened and stays, so it keeps its closing animation.
  const [joinMounted, setJoinMounted] = useState(false);
  const [modal, setModal] = useState<'details' | 'photos' | 'share' | null>(null);
  const openShare = useCallback(() => setModal('share'), []);
  const [ended, setEnded] = useState<{ nextId: string } | null>(null);
  const [extension, setExtension] = useState<string | null>(null);
  const stopTimeRef = useRef<string | null>(null);

  const participation = lot?.auctionBidderLot && !lot.auctionBidderLot.leftDate ? lot.auctionBidderLot : null;
  const isJoined = Boolean(participation);
  const lockedAmount = participation?.amount ?? 0;

  // One stream for the main lot and every other joined lot (the server keeps one connection per user).
  const subscription = useMemo(() => {
    if (!lot) return [];
    const others = (joined.data ?? [])
      .filter((j) => j.lotId !== lot.id)
      .map((j) => ({ id: j.lotId, amount: j.amount, type: j.type }));
    // The stream lets a bidder follow only the lots they are in.
    if (!isJoined) return others;
    return [
      {
        id: lot.id,
        amount: lockedAmount,
        type: (lot.auctionBidder?.type ?? 'ONLINE') as 'ONLINE' | 'INPERSON',
      },
      ...others,
    ];
  }, [lot?.id, lockedAmount, lot?.auctionBidder?.type, joined.data, lot, isJoined]);

  const onMessage = (message: AuctionMessage) => {
    const messageLot = message.lot?.id || message.id;
    if (messageLot !== lotId) {
      // Another joined lot (a mini window may show it): its lot and the joined list follow this user's
      // own participation changes; its figures arrive through the query cache already.
      const isMine = message.bidder?.id === session.userId;
      const participation =
        message.event === LiveEvent.BIDDER_JOINED ||
        message.event === LiveEvent.BIDDER_LEFT ||
        message.event === LiveEvent.CHANGE_AMOUNT;
      if ((participation && isMine) || message.event === LiveEvent.LOT_STARTED) {
        void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(messageLot).queryKey });
      }
      if (participation && isMine) void queryClient.invalidateQueries({ queryKey: liveKeys.joinedLots() });
      return;
    }
    switch (message.event) {
      case LiveEvent.LOT_STARTED:
        void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lotId).queryKey });
        break;
      case LiveEvent.LOT_STOPPING:
        notifyWarning(LIVE_MESSAGES.auctionEndingPending, 'Please wait...');
        break;
      case LiveEvent.LOT_STOPPED:
        setEnded({ nextId: message.lot?.nextId ?? '' });
        void queryClient.invalidateQueries({ queryKey: ['live', 'auction'] });
        break;
      case LiveEvent.BID_INC_CHANGED:
        toastSuccess(
          LIVE_MESSAGES.minIncrementChanged.replace('{amount}', formatUsd(toCents(message.minBidIncrements))),
        );
        break;
      case LiveEvent.BIDDER_JOINED:
      case LiveEvent.BIDDER_LEFT:
      case LiveEvent.CHANGE_AMOUNT:
        if (message.bidder?.id === session.userId)
          void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lotId).queryKey });
        break;
      default:
        break;
    }
  };

  const live = useLiveLots({
    lots: subscription,
    role: SubscriberRole.BIDDER,
    enabled: Boolean(lot && session.accessToken !== undefined),
    onMessage,
  });
  const liveLot = live.state.lots[lotId];

  // Rewrite the address to the canonical slug route once the lot is known (spec part 1 §2). On a page load
  // the start has done it already, before the router existed (`handle.canonicalPath`); this covers the rest:
  // in-app links to /details/{id}, and a first load whose lot arrived late.
  useEffect(() => {
    if (!lot?.property) return;
    const path = canonicalLotPath(lot);
    if (location.pathname !== path) navigate(path, { replace: true });
  }, [lot, location.pathname, navigate]);

  // The header's recently viewed list (the last 5 lots, kept locally). In a task of its own: a page's first
  // read of localStorage waits for the browser to open it (~7 ms here), which need not lengthen the commit.
  useEffect(() => {
    const property = lot?.property;
    if (!lot || !property) return;
    const timer = setTimeout(() => rememberViewed(recentlyViewedEntry(lot, property)), 0);
    return () => clearTimeout(timer);
  }, [lot]);

  // Auto auctions: a later stop time after a bid near the end is an extension.
  useEffect(() => {
    const stop = lot?.stopTime ?? null;
    const before = stopTimeRef.current;
    stopTimeRef.current = stop;
    if (!before || !stop || before === stop || lot?.auction.startType !== 'Auto') return;
    const minutes = Math.round((Date.parse(stop) - Date.parse(before)) / 60_000);
    if (minutes > 0) {
      const text = LIVE_MESSAGES.timerExtended.replace('{n}', String(minutes));
      setExtension(text);
      notifyWarning(text);
    }
  }, [lot?.stopTime, lot?.auction.startType]);

  const phase = lot ? bidderLotPhase(lot, now) : null;

  // Toasts at clock transitions: 'Auction is starting soon...' and 'Auction has ended!'.
  const phaseKind = phase?.kind;
  const previousPhase = useRef(phaseKind);
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phaseKind;
    if (before === phaseKind || before === undefined) return;
    if (phaseKind === 'starting-soon') toastSuccess(LIVE_MESSAGES.auctionStartingSoon);
    // 'Pending Winner!' holds only until the winner is known: LotStopped closes it, so it never stands
    // beside "SOLD TO".
    const pendingKey = `lot-pending-${lotId}`;
    if (phaseKind === 'pending') notifyWarning(LIVE_MESSAGES.auctionEnded, 'Pending Winner!', pendingKey);
    if (phaseKind === 'closed' || phaseKind === 'cancelled') closeNotification(pendingKey);
  }, [phaseKind, lotId]);

  if (lotQuery.isPending) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  if (lotQuery.isError || !lot || !phase) {
    return (
      <Result
        status="404"
        title="Lot is not found!"
        extra={<Link to="/properties">Back to properties</Link>}
      />
    );
  }

  const bids: TBidJson[] = liveLot ? liveLot.bids : lot.bids;
  const myPaddle = lot.auctionBidder?.paddleNumber ?? null;
  const topBid = bids[0];
  const isHighestBidder = Boolean(topBid && session.userId && topBid.bidderId === session.userId);
  const isStopped = phase.kind === 'closed' || phase.kind === 'pending' || phase.kind === 'cancelled';
  const isOpen = phase.kind === 'open';
  const winnerPaddle = lot.winner?.paddleNumber ?? null;
  const isWinner =
    phase.kind === 'closed' &&
    winnerPaddle !== null &&
    winnerPaddle === myPaddle &&
    lot.winner?.soldTo !== 'Plaintiff';

  const details = <DetailsPanel lot={lot} />;
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

  return (
    <div style={{ padding: narrow ? 8 : 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="lot-address">
            {lotTitle(lot.property, lot.id)}
          </Typography.Title>
          <Typography.Text type="secondary">{lotHostLine(lot.auction)}</Typography.Text>
          <AuctionStateTag phase={phase} />
          {lot.auctionIsTest && (
            <Tag color="purple" style={{ marginLeft: 8 }}>
              Mock Auction
            </Tag>
          )}
        </div>
        {/* No stream for a lot the bidder has not joined (and no other joined lot): nothing to indicate. */}
        {subscription.length > 0 && <ConnectionIndicator status={live.status} latencyMs={live.latencyMs} />}
      </Space>
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
            liveLots={live.state.lots}
            userId={session.userId}
            onReceipt={(_receipt, roundTripMs) => live.reportRoundTrip(roundTripMs)}
          />
          <Card
            title="Auction"
            styles={{ body: { minHeight: narrow ? undefined : 540, padding: narrow ? 16 : 24 } }}
          >
            {lot.lotStatus === 'Cancelled' ? (
              <Result status="warning" title={LIVE_MESSAGES.lotCancelled} />
            ) : (
              <>
                <div style={{ marginBottom: 12 }}>
                  <LotClock phase={phase} />
                  {extension && phase.kind === 'open' && (
                    <Typography.Text type="warning" data-testid="extension-notice">
                      {extension}
                    </Typography.Text>
                  )}
                </div>
                <LiveStats>
                  <LiveStat
                    label={lot.bidCount > 0 ? 'High bid' : 'Opening price'}
                    testId="high-bid"
                    value={usd(lot.highBid ?? lot.openingPrice)}
                  />
                  <LiveStat
                    label="Minimum next bid"
                    testId="min-bid"
                    value={isStopped ? '—' : usd(lot.minBid)}
                  />
                  <LiveStat label="Bids" testId="bid-count" value={String(lot.bidCount)} />
                </LiveStats>
                {phase.kind === 'closed' && (
                  <OutcomeBanner lot={lot} isJoined={isJoined} isWinner={isWinner} />
                )}
                <ParticipationBar
                  lot={lot}
                  isJoined={isJoined}
                  lockedAmount={lockedAmount}
                  isHighestBidder={isHighestBidder}
                  onJoin={() => {
                    setJoinMounted(true);
                    setJoinOpen(true);
                  }}
                  onLeft={() => {
                    live.forget(lot.id);
                    void queryClient.invalidateQueries({ queryKey: ['live'] });
                  }}
                />
                {isJoined && lockedAmount > 0 && isOpen && (
                  <BidBox
                    lot={{ ...lot, auctionId: lot.auction.id }}
                    lockedAmount={lockedAmount}
                    isHighestBidder={isHighestBidder}
                    isStopped={isStopped}
                    onReceipt={(_receipt, roundTripMs) => live.reportRoundTrip(roundTripMs)}
                    onDepositChanged={() =>
                      void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lotId).queryKey })
                    }
                  />
                )}
                <AuctionTabs
                  lot={lot}
                  bids={bids}
                  isJoined={isJoined}
                  myPaddle={myPaddle}
                  narrow={narrow}
                  compactTabs={compactTabs}
                />
              </>
            )}
          </Card>
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
              void queryClient.invalidateQueries({ queryKey: ['live'] });
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
      <ShareModal open={modal === 'share'} lot={lot} onClose={() => setModal(null)} />
      <LazyModal
        open={Boolean(ended)}
        title="Lot has ended"
        onCancel={() => setEnded(null)}
        footer={
          <Space>
            <Button onClick={() => setEnded(null)}>Close</Button>
            {ended?.nextId && (
              <Button
                type="primary"
                data-testid="go-next-lot"
                onClick={() => {
                  setEnded(null);
                  navigate(`/details/${ended.nextId}`);
                }}
              >
                Go to next lot!
              </Button>
            )}
          </Space>
        }
      >
        {isWinner ? 'Congratulations, you won this lot!' : 'Bidding on this lot has ended.'}
      </LazyModal>
      <SessionEndModal ended={live.state.ended} closeTo="/properties" timeZone={lot.auction.timeZone} />
    </div>
  );
}

const AUCTION_STATE_COLORS = { Upcoming: 'blue', Live: 'red', Completed: 'default', Cancelled: 'default' };

/** The auction's real state (Upcoming until its start time, then Live, then Completed), not the connection's. */
function AuctionStateTag({ phase }: { phase: TLotPhase }) {
  const label = auctionPhaseLabel(phase);
  return (
    <Tag color={AUCTION_STATE_COLORS[label]} style={{ marginLeft: 8 }} data-testid="auction-state">
      {label}
    </Tag>
  );
}

function OutcomeBanner({
  lot,
  isJoined,
  isWinner,
}: {
  lot: TBidderLot;
  isJoined: boolean;
  isWinner: boolean;
}) {
  const soldText =
    lot.winner?.soldTo === 'Plaintiff' || !lot.winner?.paddleNumber
      ? 'Sold to Plaintiff'
      : `SOLD TO ${lot.winner.paddleNumber} for ${usd(lot.winner.bid)}`;
  return (
    <Alert
      data-testid="winner-banner"
      type={isWinner ? 'success' : 'info'}
      showIcon
      style={{ marginBottom: 12 }}
      title={<span style={{ fontWeight: 700 }}>{LIVE_MESSAGES.lotClosed}</span>}
      description={
        <>
          <div>{soldText}</div>
          {isJoined && (
            <div data-testid="bidder-outcome">{BIDDER_OUTCOME_LABELS[isWinner ? 'Winner' : 'NotWinner']}</div>
          )}
        </>
      }
    />
  );
}

function ParticipationBar({
  lot,
  isJoined,
  lockedAmount,
  isHighestBidder,
  onJoin,
  onLeft,
}: {
  lot: TBidderLot;
  isJoined: boolean;
  lockedAmount: number;
  isHighestBidder: boolean;
  onJoin: () => void;
  onLeft: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (lot.stoppedTime || lot.auction.isFinished) return null;
  const isStarted = Boolean(lot.startedTime);
  async function leave() {
    setBusy(true);
    try {
      await leaveLot(lot.auction.id, lot.id);
      toastSuccess(LIVE_MESSAGES.left);
      onLeft();
    } catch (error) {
      notifyWarning(error instanceof ApiError ? error.message : LIVE_MESSAGES.refreshAndRetry);
    } finally {
      setBusy(false);
    }
  }
  const paddle = lot.auctionBidder?.paddleNumber;
  if (isJoined && (lockedAmount > 0 || !isStarted)) {
    return (
      <Space style={{ marginBottom: 12 }} wrap>
        <Tag color="green" data-testid="registered-tag">
          Registered{paddle ? ` · Paddle ${paddle}` : ''}
        </Tag>
        {lockedAmount > 0 ? <Tag>Deposit {usd(lockedAmount)}</Tag> : <Tag color="blue">Pre-registered</Tag>}
        <Button
          size="small"
          loading={busy}
          disabled={isHighestBidder && isStarted}
          onClick={() => void leave()}
        >
          {isStarted ? 'Leave' : 'Unregister'}
        </Button>
      </Space>
    );
  }
  // Not joined, pre-registered or spectating: a prompt to join with funds.
  return (
    <Alert
      type="info"
      style={{ marginBottom: 12 }}
      title={
        isJoined
          ? 'You are watching this lot. Join with funds to bid.'
          : isStarted
            ? 'Join the auction to bid.'
            : 'Register for this auction.'
      }
      action={
        <Button type="primary" data-testid="join-auction" onClick={onJoin}>
          Join Auction
        </Button>
      }
    />
  );
}

/** The spec's initial tab: live bids while started/listed and joined in an open auction; history once finished. */
export function initialAuctionTab(lot: TBidderLot, isJoined: boolean): 'details' | 'live' | 'past' {
  if (lot.auction.isFinished || lot.lotStatus === 'PendingTransaction') return 'past';
  if ((lot.startedTime || lot.lotStatus === 'Listed') && isJoined && lot.auction.isOpen) return 'live';
  return 'details';
}

const AuctionTabs = memo(function AuctionTabs({
  lot,
  bids,
  isJoined,
  myPaddle,
  narrow,
  compactTabs,
}: {
  lot: TBidderLot;
  bids: TBidJson[];
  isJoined: boolean;
  myPaddle: number | null;
  narrow: boolean;
  /** The panel is too narrow for the three tab names on one line: each breaks in two instead of hiding
   * behind a "..." menu. */
  compactTabs: boolean;
}) {
  const tabLabel = (first: string, second: string) =>
    compactTabs ? (
      <span style={{ display: 'inline-block', lineHeight: 1.3, textAlign: 'center', fontSize: 12 }}>
        {first}
        <br />
        {second}
      </span>
    ) : (
      `${first} ${second}`
    );
  const [tab, setTab] = useState<string>(() => initialAuctionTab(lot, isJoined));
  // Joining an open auction moves the panel to the live bids (spec part 1 §2), as loading it joined does.
  const wasJoined = useRef(isJoined);
  useEffect(() => {
    if (isJoined && !wasJoined.current && initialAuctionTab(lot, true) === 'live') setTab('live');
    wasJoined.current = isJoined;
  }, [isJoined, lot]);
  const [page, setPage] = useState(1);
  const history = useQuery({ ...bidHistoryQueryOptions(lot.id, page), enabled: tab === 'past' });
  const columns = [
    {
      title: 'Paddle',
      dataIndex: 'paddleNumber',
      render: (p: number) => (p === myPaddle ? <strong>{p} (you)</strong> : p),
    },
    { title: 'Amount', dataIndex: 'amount', render: (a: number) => usd(a) },
    {
      title: 'Time',
      dataIndex: 'createdDate',
      // On a phone the date and the time take two lines, so all three columns fit without scrolling.
      render: (d: string) => {
        const text = hostTime(d, lot.auction.timeZone);
        const cut = text.indexOf(' ');
        return narrow && cut > 0 ? (
          <span data-testid="bid-time">
            {text.slice(0, cut)}
            <br />
            {text.slice(cut + 1)}
          </span>
        ) : (
          <span data-testid="bid-time">{text}</span>
        );
      },
    },
  ];
  return (
    <LightTabs
      gutter={narrow ? 12 : 16}
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'details',
          label: tabLabel('AUCTION', 'DETAILS'),
          children: (
            <PlainDescriptions
              bordered
              items={[
                { label: 'Auction type', children: enumLabel(AUCTION_TYPE_LABELS, lot.auction.type) },
                {
                  label: 'Start type',
                  children: enumLabel(AUCTION_START_TYPE_LABELS, lot.auction.startType),
                },
                { label: 'Starts', children: hostTime(lot.auction.startTime, lot.auction.timeZone) },
                lot.stopTime && {
                  label: 'Lot closes',
                  children: hostTime(lot.stopTime, lot.auction.timeZone),
                },
                { label: 'Opening price', children: usd(lot.openingPrice) },
                { label: 'Minimum increment', children: usd(lot.minBidIncrements) },
                { label: 'Required down payment', children: `${Math.round(lot.requiredDown)}%` },
                lot.auction.location && { label: 'Location', children: lot.auction.location },
              ]}
            />
          ),
        },
        {
          key: 'live',
          label: tabLabel('BID HISTORY', '(live bids)'),
          children: (
            <Suspense fallback={TABLE_LOADING}>
              <BidsTable
                data-testid="live-bids"
                dataSource={bids}
                columns={columns}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                locale={{ emptyText: LIVE_MESSAGES.noBidsFound }}
              />
            </Suspense>
          ),
        },
        {
          key: 'past',
          label: tabLabel('BID HISTORY', '(past bids)'),
          children: (
            <Suspense fallback={TABLE_LOADING}>
              <BidsTable
                loading={history.isFetching}
                dataSource={history.data?.data ?? []}
                columns={columns}
                pagination={{
                  current: page,
                  pageSize: 10,
                  total: history.data?.total ?? 0,
                  onChange: setPage,
                  hideOnSinglePage: true,
                }}
                locale={{ emptyText: LIVE_MESSAGES.noBidsFound }}
              />
            </Suspense>
          ),
        },
      ]}
    />
  );
});

const DetailsPanel = memo(function DetailsPanel({ lot }: { lot: TBidderLot }) {
  const p = lot.property;
  return (
    <Card title="Property Details" styles={{ body: { maxHeight: 600, overflow: 'auto' } }}>
      {p ? (
        <PlainDescriptions
          items={[
            { label: 'Address', children: addressLine(p) },
            { label: 'County', children: p.county },
            { label: 'Case', children: lot.case.caseNumber },
            { label: 'Properties in lot', children: lot.propertyCount },
            { label: 'Opening price', children: usd(lot.openingPrice) },
            { label: 'Required down', children: `${Math.round(lot.requiredDown)}%` },
          ]}
        />
      ) : (
        <Empty description="No property details" />
      )}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        Documents
      </Typography.Title>
      {lot.case.documents.length === 0 ? (
        <Typography.Text type="secondary">No documents.</Typography.Text>
      ) : (
        <ul style={{ paddingLeft: 18 }}>
          {lot.case.documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} target="_blank" rel="noreferrer">
                {d.name}
              </a>
              {d.typeName ? ` (${d.typeName})` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});

/** An auction is stream-capable if not finished and starting today, or its stop time is ahead (spec §9). */
function isStreamCapable(lot: TBidderLot, now: number): boolean {
  const startsToday = new Date(lot.auction.startTime).toDateString() === new Date(now).toDateString();
  const stopAhead = lot.auction.stopTime ? Date.parse(lot.auction.stopTime) > now : false;
  return (!lot.auction.isFinished && startsToday) || stopAhead;
}

/** The watch-list toggle: the lot page's own data says whether it is pinned; the server answers the count. */
/** What the header's recently viewed list keeps of a lot. */
function recentlyViewedEntry(lot: TBidderLot, property: NonNullable<TBidderLot['property']>) {
  return {
    lotId: lot.id,
    auctionId: lot.auction.id,
    hostName: lot.auction.hostName,
    streetLine1: property.streetLine1,
    streetLine2: property.streetLine2 ?? null,
    city: property.city ?? null,
    stateCode: property.stateCode ?? null,
    zipCode: property.zipCode ?? null,
    county: property.county ?? null,
  };
}

function PinToggle({ lot }: { lot: TBidderLot }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (pinned: boolean) => setLotPinned(lot.id, pinned),
    onSuccess: (answer, pinned) => {
      queryClient.setQueryData(listingKeys.pinCount(), answer.count);
      queryClient.setQueryData<TBidderLot>(liveKeys.bidderLot(lot.id), (current) =>
        current ? { ...current, isPinned: pinned } : current,
      );
    },
  });
  return (
    <Button
      icon={lot.isPinned ? <PushpinFilled /> : <PushpinOutlined />}
      aria-pressed={lot.isPinned}
      data-testid="pin-toggle"
      loading={toggle.isPending}
      onClick={() => toggle.mutate(!lot.isPinned)}
    >
      {lot.isPinned ? 'Pinned' : 'Pin'}
    </Button>
  );
}

const PhotosPanel = memo(function PhotosPanel({
  lot,
  streamCapable,
  onShare,
}: {
  lot: TBidderLot;
  /** Whether the auction's video streams are shown (its day, before its stop time). */
  streamCapable: boolean;
  onShare: () => void;
}) {
  const images = lot.property?.imageData ?? [];
  const streams = useQuery(streamsQueryOptions(lot.auction.id));
  function addToCalendar() {
    const address = addressLine(lot.property);
    const ics = buildIcs({
      uid: `lot-${lot.id}`,
      title: `Auction: ${address || `Lot ${lot.id}`}`,
      description: `${lot.auction.hostName} auction. Opening price ${usd(lot.openingPrice)}.`,
      location: lot.auction.location ?? 'Online',
      url: window.location.href,
      startIso: lot.auction.startTime,
      stopIso: lot.stopTime ?? lot.auction.stopTime,
    });
    downloadText(`auction-lot-${lot.id}.ics`, ics);
  }
  return (
    <Card title="Property Photos" data-testid="photos-card">
      {images.length === 0 ? (
        <div style={{ height: 220, display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
          Photo Not Available
        </div>
      ) : (
        <Carousel autoplay dots>
          {images.map((image) => (
            <div key={image.id}>
              <img
                src={image.url}
                alt={image.description || 'Property photo'}
                style={{ width: '100%', height: 220, objectFit: 'cover' }}
              />
            </div>
          ))}
        </Carousel>
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <Button icon={<ShareAltOutlined />} onClick={onShare}>
          Share
        </Button>
        <Button icon={<CalendarOutlined />} data-testid="add-to-calendar" onClick={addToCalendar}>
          Add to Calendar
        </Button>
        <PinToggle lot={lot} />
      </Space>
      {streamCapable && (streams.data?.length ?? 0) > 0 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>Live streams</Typography.Text>
          <Space wrap style={{ display: 'flex', marginTop: 6 }}>
            {streams.data?.map((stream) => (
              <Button
                key={stream.id}
                icon={<PlayCircleOutlined />}
                danger={stream.status === 'Live'}
                onClick={() => {
                  if (!stream.url) notifyWarning(LIVE_MESSAGES.streamUrlMissing);
                  else window.open(stream.url, '_blank', 'noopener');
                }}
              >
                {stream.title}
              </Button>
            ))}
          </Space>
        </div>
      )}
      {lot.property && (
        <LazyPropertyMap
          latitude={lot.property.latitude}
          longitude={lot.property.longitude}
          address={addressLine(lot.property)}
          style={{ marginTop: 12 }}
        />
      )}
    </Card>
  );
});

function ShareModal({ open, lot, onClose }: { open: boolean; lot: TBidderLot; onClose: () => void }) {
  const link = `${window.location.origin}${canonicalLotPath(lot)}`;
  return (
    <LazyModal open={open} title="Share" onCancel={onClose} footer={null}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={link} />
        <Button
          type="primary"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => toastSuccess('Link copied!'));
          }}
        >
          Copy
        </Button>
      </Space.Compact>
    </LazyModal>
  );
}

/** Manual auctions: when a different Listed lot is open in front, offer to switch for 20 seconds. */
function FrontLotNotice({ lot }: { lot: TBidderLot }) {
  const navigate = useNavigate();
  const auction = useQuery(frontLotQueryOptions(lot));
  const front = auction.data?.lots.find(
    (l) => l.id !== lot.id && l.lotStatus === 'Listed' && l.startedTime && !l.stoppedTime,
  );
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!front || front.id === shownFor) return;
    setShownFor(front.id);
    setLeft(FRONT_LOT_NOTICE_SECONDS);
  }, [front, shownFor]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  if (!front || left <= 0 || front.id !== shownFor) return null;
  return (
    <Alert
      data-testid="front-lot-notice"
      type="info"
      showIcon
      style={{ position: 'fixed', top: 80, right: 16, zIndex: 1000, maxWidth: 360 }}
      title={`Another lot is live now: ${addressLine(front.address) || `Lot ${front.lotNumber ?? front.id}`}`}
      description={`This notice closes in ${left} s.`}
      action={
        <Button size="small" type="primary" onClick={() => navigate(`/details/${front.id}`)}>
          Switch
        </Button>
      }
      closable
      onClose={() => setLeft(0)}
    />
  );
}
