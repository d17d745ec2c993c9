import {
  AUCTION_START_TYPE_LABELS,
  AUCTION_TYPE_LABELS,
  BIDDER_SEARCH_MIN_CHARS,
  BIDDER_SEARCH_PAGE_SIZE,
  canStaffPlaceBid,
  enumLabel,
  JOIN_TYPE_LABELS,
  LIVE_MESSAGES,
  SEARCH_DEBOUNCE_MS,
  staffBidCap,
  toCents,
  toDollars,
} from '@bidright/domain';
import {
  type AuctionMessage,
  LiveEvent,
  SubscriberRole,
} from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  InputNumber,
  Modal,
  Pagination,
  Popconfirm,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PlainList } from '../../../components/PlainList';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifyWarning, toastSuccess } from '../../../lib/notifier';
import { usePageTitle } from '../../../lib/page-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  addBidderInPerson,
  changeMinIncrement,
  controlLot,
  liveAuctionQueryOptions,
  removeBidder,
  searchBidders,
  staffPlaceBid,
  streamsQueryOptions,
  type TBidderLookupRow,
  type TLiveAuction,
  type TLiveAuctionLot,
} from '../api/live-api';
import { addressLine, hostTime, usd } from '../lib/format';
import type { TLiveBidderEntry, TLiveLotState } from '../lib/live-reducer';
import { lotPhase } from '../lib/lot-phase';
import { useServerNow } from '../lib/server-clock';
import { useLiveLots } from '../lib/use-live-lots';
import { ConnectionIndicator } from './ConnectionIndicator';
import { LiveStat, LiveStats } from './LiveStats';
import { LotClock } from './LotClock';
import { SessionEndModal } from './SessionEndModal';

/** Lot card ribbon (spec part 1 §4): LIVE, Canceled, SOLD, DRAFT, otherwise PENDING. */
export function lotRibbon(lot: Pick<TLiveAuctionLot, 'lotStatus' | 'startedTime' | 'stoppedTime'>): {
  text: 'LIVE' | 'Canceled' | 'SOLD' | 'DRAFT' | 'PENDING';
  color: string;
} {
  if (lot.lotStatus === 'Cancelled') return { text: 'Canceled', color: 'red' };
  if (lot.lotStatus === 'Draft') return { text: 'DRAFT', color: 'default' };
  if (lot.lotStatus === 'Listed' && lot.startedTime && !lot.stoppedTime)
    return { text: 'LIVE', color: 'green' };
  if (lot.lotStatus !== 'Listed' || lot.stoppedTime) return { text: 'SOLD', color: 'volcano' };
  return { text: 'PENDING', color: 'blue' };
}

/** The lot a live route without a lot id opens: the open listed lot, or else the first listed lot. */
export function defaultLotId(lots: TLiveAuctionLot[]): string | null {
  const listed = lots.filter((l) => l.lotStatus === 'Listed' && !l.stoppedTime);
  return (listed.find((l) => l.startedTime) ?? listed[0])?.id ?? null;
}

/** Why the control room cannot run this auction, if it cannot (spec part 1 §4). */
export function auctionProblem(lots: TLiveAuctionLot[]): string | null {
  if (lots.length === 0) return LIVE_MESSAGES.noListedLots;
  if (lots.some((l) => l.lotStatus === 'Draft')) return LIVE_MESSAGES.draftLots;
  return null;
}

/** The staff control room (auctioneer) or the presenter view (same screen, no controls). */
export function ControlRoom({ auctionId, lotId, mode }: { auctionId: string; lotId?: string; mode: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canControl = mode === 'auctioneer';
  const auctionQuery = useQuery(liveAuctionQueryOptions(auctionId));
  const auction = auctionQuery.data;
  usePageTitle(auction ? `Auction #${auction.id} · Control room` : null);
  const now = useServerNow(250);

  useEffect(() => {
    if (!auction || lotId) return;
    const id = defaultLotId(auction.lots);
    if (id) navigate(`/auctions/${auctionId}/${mode}/${id}`, { replace: true });
  }, [auction, lotId, auctionId, mode, navigate]);

  const onMessage = (message: AuctionMessage) => {
    if (message.event === LiveEvent.LOT_STOPPED) {
      void queryClient.invalidateQueries({ queryKey: liveAuctionQueryOptions(auctionId).queryKey });
    }
  };
  const live = useLiveLots({
    lots: lotId ? [{ id: lotId }] : [],
    role: canControl ? SubscriberRole.AUCTIONEER : SubscriberRole.PRESENTER,
    enabled: Boolean(lotId),
    onMessage,
  });

  if (auctionQuery.isPending) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  if (!auction) return <Result status="404" title="Auction is not found!" />;

  const problem = auctionProblem(auction.lots);
  const completed = !problem && !auction.lots.some((l) => l.lotStatus === 'Listed' && !l.stoppedTime);
  const lot = auction.lots.find((l) => l.id === lotId);
  const liveLot = lotId ? live.state.lots[lotId] : undefined;

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {canControl ? 'Auction control' : 'Presenter'} · {auction.hostName}
          </Typography.Title>
          <Typography.Text type="secondary">
            {enumLabel(AUCTION_TYPE_LABELS, auction.type)} ·{' '}
            {enumLabel(AUCTION_START_TYPE_LABELS, auction.startType)} ·{' '}
            {hostTime(auction.startTime, auction.timeZone)}
          </Typography.Text>
        </div>
        {/* Wraps on a phone, where the round trip and the button do not fit on one line. */}
        <Space wrap>
          <ConnectionIndicator status={live.status} latencyMs={live.latencyMs} />
          {lotId && (
            <Button
              data-testid="room-view"
              onClick={() => window.open(`/auctions/${auctionId}/room/${lotId}`, '_blank')}
            >
              Auction Room View
            </Button>
          )}
        </Space>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={5}>
          <LotCards
            auction={auction}
            activeId={lotId}
            onOpen={(id) => navigate(`/auctions/${auctionId}/${mode}/${id}`)}
          />
        </Col>
        <Col xs={24} lg={11}>
          {lot ? (
            <ActiveLot auction={auction} lot={lot} live={liveLot} now={now} canControl={canControl} />
          ) : (
            <Card>
              <Empty description={LIVE_MESSAGES.noLots} />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={8}>
          {lot && <Bidders auctionId={auctionId} lot={lot} live={liveLot} canControl={canControl} />}
          <Streams auctionId={auctionId} />
        </Col>
      </Row>
      <Modal
        open={Boolean(problem)}
        title={problem}
        closable={false}
        footer={
          <Button type="primary" onClick={() => navigate(`/auctions/${auctionId}`)}>
            OK
          </Button>
        }
      >
        {problem === LIVE_MESSAGES.noListedLots
          ? 'Add and publish lots before running the auction.'
          : 'Publish or remove the draft lots first.'}
      </Modal>
      <Modal
        open={completed && !liveLot?.lot.stoppedTime}
        title={LIVE_MESSAGES.auctionCompleted}
        closable={false}
        footer={
          <Button type="primary" onClick={() => navigate(`/auctions/${auctionId}`)}>
            OK
          </Button>
        }
      >
        Every lot of this auction has closed.
      </Modal>
      <SessionEndModal
        ended={live.state.ended}
        closeTo={`/auctions/${auctionId}`}
        timeZone={auction.timeZone}
      />
    </div>
  );
}

function LotCards({
  auction,
  activeId,
  onOpen,
}: {
  auction: TLiveAuction;
  activeId?: string;
  onOpen: (id: string) => void;
}) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {auction.lots.map((l) => {
        const ribbon = lotRibbon(l);
        const clickable = l.lotStatus !== 'Draft';
        return (
          <Badge.Ribbon key={l.id} text={ribbon.text} color={ribbon.color}>
            <Card
              size="small"
              hoverable={clickable}
              data-testid={`lot-card-${l.id}`}
              onClick={() => clickable && onOpen(l.id)}
              style={{
                borderColor: l.id === activeId ? '#1f4e8c' : undefined,
                borderWidth: l.id === activeId ? 2 : 1,
                cursor: clickable ? 'pointer' : 'not-allowed',
              }}
            >
              <Typography.Text strong>Lot {l.lotNumber ?? l.id}</Typography.Text>
              <div style={{ fontSize: 12 }}>{addressLine(l.address)}</div>
              <div style={{ fontSize: 12, color: '#666' }}>
                {l.bidCount > 0 ? `High ${usd(l.highBid)}` : `Opening ${usd(l.openingPrice)}`}
              </div>
            </Card>
          </Badge.Ribbon>
        );
      })}
    </Space>
  );
}

function ActiveLot({
  auction,
  lot,
  live,
  now,
  canControl,
}: {
  auction: TLiveAuction;
  lot: TLiveAuctionLot;
  live: TLiveLotState | undefined;
  now: number;
  canControl: boolean;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [increment, setIncrement] = useState<number | null>(null);
  const info = live?.lot;
  const state = {
    lotStatus: info?.lotStatus || lot.lotStatus,
    startedTime: info ? info.startedTime || null : lot.startedTime,
    stopTime: info ? info.stopTime || null : lot.stopTime,
    stoppedTime: info ? info.stoppedTime || null : lot.stoppedTime,
    stopAlertTime: info ? info.stopAlertTime || null : lot.stopAlertTime,
  };
  const phase = lotPhase(
    { ...state, startType: auction.startType, auctionStartTime: auction.startTime },
    now,
  );
  const highBid = info ? info.highBid : lot.highBid;
  const minBid = info?.minBid ?? lot.minBid;
  const bidCount = info?.bidCount ?? lot.bidCount;
  const currentIncrement = live?.minBidIncrements || lot.minBidIncrements;
  const winner = info?.winner;
  const isManual = auction.startType === 'Manual';
  const isOpen = phase.kind === 'open';
  const alertActive = Boolean(state.stopAlertTime) && isOpen;

  async function act(action: 'start' | 'stop' | 'notifystop' | 'notifystopcancel') {
    setBusy(action);
    try {
      const answer = await controlLot(lot.id, action);
      if (action === 'start') toastSuccess('Lot has been started!');
      if (action === 'notifystop') toastSuccess(LIVE_MESSAGES.alertSent);
      if (action === 'notifystopcancel') toastSuccess(LIVE_MESSAGES.alertCancelled);
      if (action === 'stop') {
        if (answer.stopped === false) notifyWarning(answer.message ?? 'The stop alert was sent again.');
        else toastSuccess('Lot has been stopped!');
      }
    } catch (error) {
      if (action === 'notifystopcancel') notifyWarning(LIVE_MESSAGES.cancelAlertFailed);
      else notifyWarning(error instanceof ApiError ? error.message : 'Error occurred while requesting!');
    } finally {
      setBusy(null);
    }
  }
  const confirm = (title: string, action: 'start' | 'stop' | 'notifystop') =>
    Modal.confirm({ title, okText: 'Yes', cancelText: 'No', onOk: () => act(action) });

  async function saveIncrement() {
    if (!increment) return;
    try {
      await changeMinIncrement(lot.id, increment);
      toastSuccess(LIVE_MESSAGES.incrementUpdated);
      setIncrement(null);
    } catch (error) {
      notifyWarning(error instanceof ApiError ? error.message : 'Error occurred while requesting!');
    }
  }

  const bids = live?.bids ?? [];
  const soldTo =
    phase.kind === 'closed'
      ? winner?.soldTo === 'Plaintiff' || !winner?.paddleNumber
        ? 'Plaintiff'
        : `SOLD TO ${winner.paddleNumber}`
      : null;

  return (
    <Card
      // antd cuts a card title to one line; a lot's full address must stay readable, so it wraps.
      styles={{ title: { whiteSpace: 'normal', overflow: 'visible' } }}
      title={
        <span data-testid="active-lot-title">
          Lot {lot.lotNumber ?? lot.id} · {addressLine(lot.address)}
        </span>
      }
    >
      <LiveStats>
        <LiveStat
          label={bidCount > 0 ? 'High bid' : 'Opening price'}
          testId="high-bid"
          size={28}
          value={usd(highBid ?? lot.openingPrice)}
          extra={bids[0] && <div data-testid="high-paddle">Paddle {bids[0].paddleNumber}</div>}
        />
        <LiveStat
          label="Minimum next bid"
          testId="min-bid"
          size={28}
          value={state.stoppedTime ? '—' : usd(minBid)}
        />
        <LiveStat label="Bids" testId="bid-count" size={28} value={String(bidCount)} />
      </LiveStats>
      <div style={{ margin: '12px 0' }}>
        <LotClock phase={phase} />
        {soldTo && (
          <Alert
            data-testid="winner-banner"
            type="success"
            showIcon
            style={{ marginTop: 8 }}
            title={<strong style={{ fontSize: 18 }}>{soldTo}</strong>}
            description={winner?.bid ? `Winning bid ${usd(winner.bid)}` : LIVE_MESSAGES.noBids}
          />
        )}
      </div>
      {canControl && isManual && (
        <Space wrap style={{ marginBottom: 12 }}>
          {!state.startedTime && state.lotStatus === 'Listed' && (
            <Button
              type="primary"
              size="large"
              data-testid="start-lot"
              loading={busy === 'start'}
              onClick={() => confirm('Are you sure to start the lot?', 'start')}
            >
              START
            </Button>
          )}
          {isOpen && !alertActive && (
            <Button
              size="large"
              data-testid="stop-alert-send"
              loading={busy === 'notifystop'}
              onClick={() => confirm('Send the 10-second stop alert?', 'notifystop')}
            >
              Stop Alert
            </Button>
          )}
          {alertActive && (
            <Button
              size="large"
              danger
              data-testid="stop-alert-cancel"
              loading={busy === 'notifystopcancel'}
              onClick={() => void act('notifystopcancel')}
            >
              Cancel Alert
            </Button>
          )}
          {isOpen && (
            <Button
              size="large"
              danger
              type="primary"
              data-testid="finish-lot"
              loading={busy === 'stop'}
              onClick={() => confirm('Are you sure to finish the lot?', 'stop')}
            >
              FINISH
            </Button>
          )}
        </Space>
      )}
      {canControl && !state.stoppedTime && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12, maxWidth: 440 }}>
          <InputNumber
            data-testid="min-increment"
            prefix="$"
            min={currentIncrement}
            precision={2}
            placeholder={`Increment ${usd(currentIncrement)}`}
            value={increment}
            onChange={(value) => setIncrement(value === null ? null : Number(value))}
            style={{ flex: '1 1 160px', minWidth: 0 }}
          />
          <Button disabled={!increment || increment < currentIncrement} onClick={() => void saveIncrement()}>
            Set minimum increment
          </Button>
        </div>
      )}
      <Table
        data-testid="bid-list"
        size="small"
        rowKey="id"
        scroll={{ x: 'max-content' }}
        dataSource={bids}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: LIVE_MESSAGES.noBids }}
        columns={[
          { title: 'Paddle', dataIndex: 'paddleNumber' },
          { title: 'Bidder', dataIndex: 'userName' },
          { title: 'Amount', dataIndex: 'amount', render: (a: number) => usd(a) },
          { title: 'Time', dataIndex: 'createdDate', render: (d: string) => hostTime(d, auction.timeZone) },
        ]}
      />
    </Card>
  );
}

function Bidders({
  auctionId,
  lot,
  live,
  canControl,
}: {
  auctionId: string;
  lot: TLiveAuctionLot;
  live: TLiveLotState | undefined;
  canControl: boolean;
}) {
  const active = live?.activeBidders ?? [];
  const left = live?.leftBidders ?? [];
  const highBidderId = live?.bids[0]?.bidderId;
  const open = Boolean(live?.lot.startedTime) && !live?.lot.stoppedTime;
  const modeText = (e: TLiveBidderEntry) =>
    e.maxBidAmount < 0
      ? 'Pre-registered'
      : e.maxBidAmount === 0
        ? 'Spectating'
        : `Deposit ${usd(e.maxBidAmount)}`;
  async function remove(entry: TLiveBidderEntry) {
    try {
      await removeBidder(auctionId, lot.id, entry.id);
      toastSuccess(LIVE_MESSAGES.bidderRemoved);
    } catch {
      notifyWarning(LIVE_MESSAGES.removeBidderFailed);
    }
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {canControl && open && <StaffBid auctionId={auctionId} lot={lot} live={live} />}
      <Card size="small" title={`Active bidders (${active.length})`}>
        <PlainList
          items={active}
          keyOf={(e) => e.id}
          emptyText={LIVE_MESSAGES.noBidderFound}
          renderItem={(e) => (
            <Flex justify="space-between" align="center" gap={8}>
              <div>
                <div>
                  <Tag color="blue">{e.paddleNumber}</Tag>
                  {e.firstName} {e.lastName}
                  {e.type === 'INPERSON' && <Tag style={{ marginLeft: 4 }}>{JOIN_TYPE_LABELS.INPERSON}</Tag>}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {`${modeText(e)}${e.lastBid ? ` · last bid ${usd(e.lastBid.amount)}` : ''}`}
                </Typography.Text>
              </div>
              {canControl && e.maxBidAmount > 0 && !live?.lot.stoppedTime && (
                <Popconfirm title="Remove this bidder from the lot?" onConfirm={() => void remove(e)}>
                  <Button size="small" danger disabled={e.id === highBidderId}>
                    Remove
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          )}
        />
      </Card>
      <Card size="small" title={`Left bidders (${left.length})`}>
        <PlainList
          items={left}
          keyOf={(e) => e.id}
          emptyText={LIVE_MESSAGES.noBidderFound}
          renderItem={(e) => (
            <>
              <Tag>{e.paddleNumber}</Tag> {e.firstName} {e.lastName}
            </>
          )}
        />
      </Card>
      {canControl && !live?.lot.stoppedTime && <AddBidder auctionId={auctionId} lotId={lot.id} />}
    </Space>
  );
}

function StaffBid({
  auctionId,
  lot,
  live,
}: {
  auctionId: string;
  lot: TLiveAuctionLot;
  live: TLiveLotState | undefined;
}) {
  const [bidderId, setBidderId] = useState<string | undefined>();
  const [amount, setAmount] = useState<number | null>(null);
  const bidders = (live?.activeBidders ?? []).filter((e) => e.maxBidAmount > 0);
  const chosen = bidders.find((e) => e.id === bidderId);
  const lastBid = live?.lot.highBid ?? null;
  const winnerId = live?.bids[0]?.bidderId;
  const depositCents = chosen ? toCents(chosen.maxBidAmount) : 0;
  const ok = canStaffPlaceBid({
    amountCents: amount === null ? null : toCents(amount),
    lastBidCents: lastBid === null ? null : toCents(lastBid),
    depositCents,
    requiredDownPercent: lot.requiredDown,
    isCurrentWinner: Boolean(chosen && chosen.id === winnerId),
  });
  async function place() {
    if (!amount || !chosen || !lot.id) {
      notifyWarning(LIVE_MESSAGES.bidAmountWrong);
      return;
    }
    try {
      await staffPlaceBid(auctionId, lot.id, amount, Number(chosen.id));
      toastSuccess(LIVE_MESSAGES.staffBidPlaced);
      setAmount(null);
    } catch (error) {
      // The spec keeps a failed placement silent; the console keeps the reason.
      console.warn('staff bid failed', error);
    }
  }
  return (
    <Card size="small" title="Bid for a bidder">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          data-testid="staff-bid-bidder"
          placeholder="Bidder"
          value={bidderId}
          onChange={setBidderId}
          options={bidders.map((e) => ({
            value: e.id,
            label: `${e.paddleNumber} · ${e.firstName} ${e.lastName} (${usd(e.maxBidAmount)})`,
          }))}
        />
        <Space.Compact style={{ width: '100%' }}>
          <InputNumber
            data-testid="staff-bid-amount"
            prefix="$"
            precision={0}
            style={{ width: '100%' }}
            placeholder={`Minimum ${usd(live?.lot.minBid ?? lot.minBid)}`}
            value={amount}
            onChange={(value) =>
              setAmount(
                value === null
                  ? null
                  : chosen
                    ? toDollars(
                        staffBidCap({
                          amountCents: toCents(Number(value)),
                          depositCents,
                          requiredDownPercent: lot.requiredDown,
                        }),
                      )
                    : Number(value),
              )
            }
          />
          <Button type="primary" data-testid="staff-bid-place" disabled={!ok} onClick={() => void place()}>
            Place Bid
          </Button>
        </Space.Compact>
        {chosen && depositCents <= 0 && (
          <Typography.Text type="danger">{LIVE_MESSAGES.insufficientDeposit}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}

function AddBidder({ auctionId, lotId }: { auctionId: string; lotId: string }) {
  const [name, setName] = useState('');
  const [userName, setUserName] = useState('');
  const [page, setPage] = useState(1);
  const [amounts, setAmounts] = useState<Record<string, number | null>>({});
  const by: 'name' | 'userName' = userName ? 'userName' : 'name';
  const term = useDebouncedValue((userName || name).trim(), SEARCH_DEBOUNCE_MS);
  const long = term.length >= BIDDER_SEARCH_MIN_CHARS;
  const results = useQuery({
    queryKey: ['live', 'bidder-search', lotId, by, term, page],
    queryFn: () => searchBidders(by, term, lotId, page),
    enabled: long,
  });
  const typed = (userName || name).trim();
  async function add(row: TBidderLookupRow) {
    const amount = amounts[row.id];
    if (!amount) return;
    try {
      await addBidderInPerson(auctionId, lotId, row.id, { amount });
      toastSuccess(LIVE_MESSAGES.bidderAdded);
      void results.refetch();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) notifyWarning(error.message);
      else notifyError(LIVE_MESSAGES.addBidderFailed, LIVE_MESSAGES.refreshAndRetry);
    }
  }
  return (
    <Card size="small" title="Add bidder in person">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          data-testid="search-name"
          placeholder="Search by name"
          value={name}
          allowClear
          onChange={(e) => {
            setName(e.target.value);
            setUserName('');
            setPage(1);
          }}
        />
        <Input
          data-testid="search-username"
          placeholder="Search by exact user name"
          value={userName}
          allowClear
          onChange={(e) => {
            setUserName(e.target.value);
            setName('');
            setPage(1);
          }}
        />
        {typed.length > 0 && typed.length < BIDDER_SEARCH_MIN_CHARS && (
          <Typography.Text type="secondary">{LIVE_MESSAGES.bidderSearchTooShort}</Typography.Text>
        )}
        {long && (
          <>
            <PlainList
              items={results.data?.data ?? []}
              keyOf={(row) => row.id}
              isLoading={results.isFetching}
              emptyText={LIVE_MESSAGES.noBidderFound}
              renderItem={(row) => (
                <>
                  <div style={{ width: '100%' }}>
                    <div>
                      <strong>
                        {row.firstName} {row.lastName}
                      </strong>{' '}
                      <Typography.Text type="secondary">@{row.userName}</Typography.Text>
                    </div>
                    {row.isJoined ? (
                      <Tag color="green">Joined</Tag>
                    ) : !row.isActive ? (
                      <Typography.Text type="danger">
                        This bidder is inactive and cannot be added.
                      </Typography.Text>
                    ) : !row.isPhoneVerified ? (
                      <Typography.Text type="danger">{LIVE_MESSAGES.bidderNotVerified}</Typography.Text>
                    ) : (
                      <Space.Compact style={{ width: '100%', marginTop: 4 }}>
                        <InputNumber
                          data-testid={`add-amount-${row.userName}`}
                          prefix="$"
                          precision={2}
                          min={0.01}
                          placeholder="Amount to lock"
                          style={{ width: '100%' }}
                          value={amounts[row.id] ?? null}
                          onChange={(value) =>
                            setAmounts((a) => ({ ...a, [row.id]: value === null ? null : Number(value) }))
                          }
                        />
                        <Button
                          type="primary"
                          data-testid={`add-bidder-${row.userName}`}
                          disabled={!amounts[row.id]}
                          onClick={() => void add(row)}
                        >
                          Add
                        </Button>
                      </Space.Compact>
                    )}
                  </div>
                </>
              )}
            />
            {by === 'name' && (results.data?.total ?? 0) > BIDDER_SEARCH_PAGE_SIZE && (
              <Pagination
                size="small"
                style={{ marginTop: 8 }}
                current={page}
                pageSize={BIDDER_SEARCH_PAGE_SIZE}
                total={results.data?.total ?? 0}
                onChange={setPage}
              />
            )}
          </>
        )}
      </Space>
    </Card>
  );
}

function Streams({ auctionId }: { auctionId: string }) {
  const streams = useQuery(streamsQueryOptions(auctionId));
  return (
    <Card size="small" title="Streams" style={{ marginTop: 16 }}>
      <PlainList
        items={streams.data ?? []}
        keyOf={(s) => s.id}
        emptyText="No streams"
        renderItem={(s) => (
          <>
            <Tag color={s.status === 'Live' ? 'red' : 'default'}>{s.status}</Tag>
            {s.url ? (
              <a href={s.url} target="_blank" rel="noreferrer">
                {s.title}
              </a>
            ) : (
              <Button type="link" size="small" onClick={() => notifyWarning(LIVE_MESSAGES.streamUrlMissing)}>
                {s.title}
              </Button>
            )}
          </>
        )}
      />
    </Card>
  );
}
