import {
  ClockCircleOutlined,
  DeleteOutlined,
  DesktopOutlined,
  PlayCircleOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { AUCTION_TYPE_LABELS, type TAuctionDetail } from '@bidright/domain';
import { Breadcrumb, Button, Col, Descriptions, Flex, Result, Row, Skeleton, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { toastSuccess } from '../../../lib/notifier';
import { usePageTitle } from '../../../lib/page-title';
import { useFeedback } from '../../../lib/use-feedback';
import { useAuction } from '../api/auction-detail';
import { useDeleteAuction } from '../api/save-auction';
import { AuctionBiddersPanel } from '../components/AuctionBiddersPanel';
import { AuctionLotsTable } from '../components/AuctionLotsTable';
import { AuctionSettingsCard } from '../components/AuctionSettingsCard';
import { AuctionStreamsPanel } from '../components/AuctionStreamsPanel';
import { SaleRecordButton } from '../components/SaleRecordButton';
import { countdown, formatAuctionTime } from '../utils/format';

// The credit-bid rule (ADR 0074) loads apart from the page.
const AuctionCreditBidSettings = lazy(async () => ({
  default: (await import('../../credit-bids/public/AuctionCreditBidSettings')).AuctionCreditBidSettings,
}));

// Per-sale approval (issue 43) loads apart from the page.
const SaleApprovalsPanel = lazy(() =>
  import('../../defaults/public/SaleApprovalsPanel').then((module) => ({
    default: module.SaleApprovalsPanel,
  })),
);

/** The current time, ticking every second (for the start countdown). */
function useNow(enabled: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}

const pill = { fontSize: 13, padding: '3px 10px', borderRadius: 999, marginInlineEnd: 0 } as const;

function StatusBadges({ auction }: { auction: TAuctionDetail }) {
  const ticking = auction.startType === 'Auto' && !auction.isStarted && !auction.isCancelled;
  const now = useNow(ticking);
  const left = ticking ? countdown(new Date(auction.startTime), now) : null;
  return (
    <Flex gap={8} wrap align="center">
      {auction.startType === 'Auto' ? (
        <Tag color="cyan" icon={<ThunderboltOutlined />} style={pill}>
          Auto Auction
          {left && (
            <span data-testid="start-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {' '}
              · starts in {left}
            </span>
          )}
        </Tag>
      ) : (
        <Tag icon={<ToolOutlined />} style={pill}>
          Manual Auction
        </Tag>
      )}
      {auction.isCancelled ? (
        <Tag color="red" style={pill}>
          Cancelled
        </Tag>
      ) : auction.isFinished ? (
        <Tag color="default" style={{ ...pill, background: '#eef1f5' }}>
          Auction Ended
        </Tag>
      ) : auction.isOpen ? (
        <Tag color="red" icon={<PlayCircleOutlined />} style={pill}>
          Ongoing Auction
        </Tag>
      ) : (
        <Tag color="blue" icon={<ClockCircleOutlined />} style={pill}>
          Upcoming
        </Tag>
      )}
      <Tag style={pill}>{AUCTION_TYPE_LABELS[auction.type] ?? auction.type}</Tag>
      {auction.isTest && (
        <Tag color="orange" style={pill}>
          Test
        </Tag>
      )}
    </Flex>
  );
}

/** Why the auction cannot go live yet (spec part 2 §4), or null when it can. */
function goLiveBlocker(auction: TAuctionDetail): string | null {
  if (auction.isFinished) return null;
  if (auction.lots.length === 0) return 'Add at least one lot to start the auction.';
  if (auction.lots.some((lot) => lot.lotStatus === 'Cancelled'))
    return 'Remove the cancelled lot to start the auction.';
  return null;
}

/** Auction detail (spec part 2 §2): settings, lots, streams and bidders of one auction. */
export function AuctionDetailPage() {
  const { auctionId = '' } = useParams();
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const query = useAuction(auctionId);
  usePageTitle(query.data ? `Auction #${query.data.id}` : null);
  const remove = useDeleteAuction(auctionId);

  const error = query.error;
  useEffect(() => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      navigate('/auctions', { replace: true });
    }
  }, [error, navigate]);

  if (query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Result
        status="warning"
        title="The auction could not be loaded"
        extra={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }

  const auction = query.data;
  const at = (iso: string | null) => formatAuctionTime(iso, auction.timeZone);
  const blocker = goLiveBlocker(auction);
  const firstLot = auction.lots[0];
  const started = auction.isStarted || auction.isOpen || auction.isFinished;

  const confirmDelete = () =>
    modal.confirm({
      title: `Permanently delete auction #${auction.id}?`,
      content: 'This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync().then(() => {
          toastSuccess(`Auction #${auction.id} deleted`);
          navigate('/auctions', { replace: true });
        }),
    });

  return (
    <Flex vertical gap={20}>
      <Breadcrumb
        items={[{ title: <Link to="/auctions">Auctions</Link> }, { title: `Auction #${auction.id}` }]}
      />
      <Card>
        <Flex justify="space-between" align="start" wrap gap={16}>
          <Flex vertical gap={10}>
            <Typography.Title level={1} style={{ margin: 0 }}>
              Auction #{auction.id}
            </Typography.Title>
            <StatusBadges auction={auction} />
          </Flex>
          <Flex gap={8} wrap>
            <Tooltip title={started ? undefined : (blocker ?? undefined)}>
              <Button
                type="primary"
                size="large"
                icon={<PlayCircleOutlined />}
                disabled={!started && blocker !== null}
                onClick={() => navigate(`/auctions/${auction.id}/auctioneer`)}
              >
                {started ? 'View Auction' : 'Start Auction'}
              </Button>
            </Tooltip>
            <Tooltip title={firstLot ? 'Opens the room screen in a new tab' : 'Add a lot first'}>
              <Button
                size="large"
                icon={<DesktopOutlined />}
                disabled={!firstLot}
                onClick={() =>
                  firstLot && window.open(`/auctions/${auction.id}/room/${firstLot.id}`, '_blank', 'noopener')
                }
              >
                Auction Room View
              </Button>
            </Tooltip>
            <SaleRecordButton auctionId={String(auction.id)} />
          </Flex>
        </Flex>
        <Descriptions
          style={{ marginTop: 20 }}
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'start', label: 'Starts', children: at(auction.startTime) },
            { key: 'stop', label: 'Stops', children: at(auction.stopTime) },
            {
              key: 'duration',
              label: 'Estimated duration',
              children: auction.estimatedDuration
                ? `${auction.estimatedDuration.hours} h ${auction.estimatedDuration.minutes} min`
                : '—',
            },
            { key: 'lots', label: 'Lots', children: auction.lotCount },
            {
              key: 'where',
              label: 'Location',
              children: auction.type === 'Online' ? 'Online' : (auction.location ?? '—'),
            },
            {
              key: 'extend',
              label: 'Extension',
              children:
                auction.startType === 'Auto' && auction.timeLeft > 0
                  ? `+${auction.extraTime} min if bid within ${auction.timeLeft} min`
                  : 'None',
            },
            { key: 'published', label: 'Published', children: auction.isPublished ? 'Yes' : 'Not yet' },
            { key: 'host', label: 'Host', children: auction.hostName },
          ]}
        />
      </Card>

      <Row gutter={[20, 20]}>
        <Col xs={24} lg={15}>
          <AuctionSettingsCard auction={auction} />
        </Col>
        <Col xs={24} lg={9}>
          <AuctionStreamsPanel
            auctionId={auction.id}
            canManage={!auction.isFinished && !auction.isCancelled}
          />
        </Col>
      </Row>

      <Suspense fallback={null}>
        <AuctionCreditBidSettings
          auctionId={auction.id}
          canEdit={!auction.isStarted && !auction.isCancelled && !auction.isFinished}
        />
      </Suspense>
      <AuctionLotsTable auction={auction} />
      <AuctionBiddersPanel auction={auction} />
      <Suspense fallback={null}>
        <SaleApprovalsPanel auctionId={auction.id} timeZone={auction.timeZone} />
      </Suspense>

      {auction.canDelete && (
        <Card style={{ borderColor: '#ffccc7' }}>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <div>
              <Typography.Text strong>Delete this auction</Typography.Text>
              <br />
              <Typography.Text type="secondary">Only auctions without lots can be deleted.</Typography.Text>
            </div>
            <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} loading={remove.isPending}>
              Permenantly Delete Auction
            </Button>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
