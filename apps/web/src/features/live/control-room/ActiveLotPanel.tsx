import {
  LIVE_MESSAGES,
  MAXIMUM_BID_MESSAGES,
  type TLiveAuction,
  type TLiveAuctionLot,
} from '@bidright/domain';
import { Alert, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { BidsTable } from '../bidding/BidsTable';
import { bidSourceLabel } from '../bidding/bid-source';
import { LiveStat, LiveStats } from '../bidding/LiveStats';
import { LotClock } from '../clock/LotClock';
import { addressLine, hostTime, usd } from '../format';
import type { TLiveLotView } from '../stream/live-lot';
import type { TLiveLotState } from '../stream/live-reducer';
import type { TLiveBid } from '../stream/stream-lot';
import { activeLotFigures } from './active-lot-figures';
import { LotControls } from './LotControls';
import { MinIncrementControl } from './MinIncrementControl';

// Beside START: the plaintiff's credit bid and why START would be refused (ADR 0074), loaded apart.
const CreditBidStartNote = lazy(async () => ({
  default: (await import('../../credit-bids/public/CreditBidStartNote')).CreditBidStartNote,
}));

/** The control room's active lot: its figures, clock and outcome, the auctioneer's controls, and its bids. */
export function ActiveLotPanel({
  auction,
  lot,
  view,
  live,
  now,
  canControl,
}: {
  auction: TLiveAuction;
  lot: TLiveAuctionLot;
  /** The lot's live state as the one reader gives it (live-lot.ts). */
  view: TLiveLotView;
  /** The stream's state of the lot, for its bidders. */
  live: TLiveLotState | undefined;
  now: number;
  canControl: boolean;
}) {
  const [increment, setIncrement] = useState<number | null>(null);
  const figures = activeLotFigures(auction, view, now);
  const { state, phase, highBid, minBid, bidCount, currentIncrement, winner, bids, soldTo } = figures;
  const bidders = [...(live?.activeBidders ?? []), ...(live?.leftBidders ?? [])];
  const sourceOf = (bid: TLiveBid) => bidSourceLabel(bid, bidders);

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
          extra={
            bids[0] && (
              <>
                <div data-testid="high-paddle">Paddle {bids[0].paddleNumber}</div>
                <div data-testid="high-bid-source">{sourceOf(bids[0])}</div>
              </>
            )
          }
        />
        <LiveStat
          label="Minimum next bid"
          testId="min-bid"
          size={28}
          value={state.stoppedTime ? '—' : usd(minBid)}
        />
        <LiveStat label="Bids" testId="bid-count" size={28} value={String(bidCount)} />
      </LiveStats>
      {/* Staff learn only that absentee maximums stand, and how many: never their amounts (issue 32). */}
      {!state.stoppedTime && (lot.maximumBidCount ?? 0) > 0 && (
        <Tag color="purple" data-testid="maximum-bid-count" style={{ marginTop: 8 }}>
          {MAXIMUM_BID_MESSAGES.staffCount(lot.maximumBidCount ?? 0)}
        </Tag>
      )}
      <div style={{ margin: '12px 0' }}>
        <LotClock phase={phase} />
        {soldTo && (
          <Alert
            data-testid="winner-banner"
            // Not antd's role="alert": the announcer already told the hammer (ADR 0025).
            role="note"
            type="success"
            showIcon
            style={{ marginTop: 8 }}
            title={<strong style={{ fontSize: 18 }}>{soldTo}</strong>}
            description={winner?.bid ? `Winning bid ${usd(winner.bid)}` : LIVE_MESSAGES.noBids}
          />
        )}
      </div>
      {canControl && auction.creditBidRequired && !state.startedTime && (
        <Suspense fallback={null}>
          <CreditBidStartNote auctionId={auction.id} lotId={lot.id} />
        </Suspense>
      )}
      {canControl && figures.isManual && <LotControls lotId={lot.id} figures={figures} />}
      {canControl && !state.stoppedTime && (
        <MinIncrementControl
          lotId={lot.id}
          currentIncrement={currentIncrement}
          increment={increment}
          setIncrement={setIncrement}
        />
      )}
      <BidsTable<TLiveBid>
        data-testid="bid-list"
        dataSource={bids}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: LIVE_MESSAGES.noBids }}
        columns={[
          { title: 'Paddle', dataIndex: 'paddleNumber' },
          { title: 'Bidder', dataIndex: 'userName' },
          { title: 'Via', key: 'source', render: (_: unknown, bid: TLiveBid) => sourceOf(bid) },
          { title: 'Amount', dataIndex: 'amount', render: (a: number) => usd(a) },
          { title: 'Time', dataIndex: 'createdDate', render: (d: string) => hostTime(d, auction.timeZone) },
        ]}
      />
    </Card>
  );
}
