import { lotHostLine, lotTitle, PRACTICE_LABEL, type TBidderLot } from '@bidright/domain';
import { Space, Tag } from 'antd';
import { auctionPhaseLabel, type TLotPhase } from '../clock/lot-phase';
import { ConnectionIndicator } from '../stream/ConnectionIndicator';
import type { TConnectionStatus } from '../stream/live-client';
import { LotHeading } from './LotHeading';

const AUCTION_STATE_COLORS = { Upcoming: 'blue', Live: 'red', Completed: 'default', Cancelled: 'default' };

/**
 * The lot page's title line: the lot, its host, the auction's state (LotHeading, plain markup that the page's
 * first paint also draws), and the stream's connection.
 */
export function BidderLotHeader({
  lot,
  phase,
  connection,
}: {
  lot: TBidderLot;
  phase: TLotPhase;
  /** The stream's state, or null when the page follows no lot on the stream. */
  connection: { status: TConnectionStatus; latencyMs: number | null } | null;
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
      <LotHeading title={lotTitle(lot.property, lot.id)} hostLine={lotHostLine(lot.auction)}>
        <AuctionStateTag phase={phase} />
        {lot.auctionIsPractice && (
          <Tag color="gold" style={{ marginLeft: 8 }} data-testid="practice-tag">
            {PRACTICE_LABEL}: play money
          </Tag>
        )}
        {lot.auctionIsTest && (
          <Tag color="purple" style={{ marginLeft: 8 }}>
            Mock Auction
          </Tag>
        )}
      </LotHeading>
      {connection && <ConnectionIndicator status={connection.status} latencyMs={connection.latencyMs} />}
    </Space>
  );
}

/** The auction's real state (Upcoming until its start time, then Live, then Completed), not the connection's. */
function AuctionStateTag({ phase }: { phase: TLotPhase }) {
  const label = auctionPhaseLabel(phase);
  return (
    <Tag color={AUCTION_STATE_COLORS[label]} style={{ marginLeft: 8 }} data-testid="auction-state">
      {label}
    </Tag>
  );
}
