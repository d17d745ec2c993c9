import {
  AUCTION_START_TYPE_LABELS,
  AUCTION_TYPE_LABELS,
  enumLabel,
  LIVE_MESSAGES,
  type TBidderLot,
  type TLotBid,
} from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { LightTabs } from '../../../components/LightTabs';
import { PlainDescriptions } from '../../../components/PlainDescriptions';
import { bidHistoryQueryOptions } from '../api/live-api';
import { hostTime, usd } from '../format';
import { initialAuctionTab } from '../participation/bidder-lot';

// The bid tables (antd Table, with its pagination and filters) are not on the lot page's first screen in
// most states: they load apart, when first shown.
const BidsTable = lazy(async () => ({ default: (await import('../bidding/BidsTable')).BidsTable<TLotBid> }));

/** Where a bid table shows while its code is on the way. */
const TABLE_LOADING = <Skeleton active title={false} paragraph={{ rows: 3 }} />;

/** The lot page's auction tabs: the auction's details, the live bids and the past bids, page by page. */
export const AuctionTabs = memo(function AuctionTabs({
  lot,
  bids,
  isJoined,
  myPaddle,
  narrow,
  compactTabs,
}: {
  lot: TBidderLot;
  bids: TLotBid[];
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
