import { LIVE_MESSAGES, type TBidderLot, type TBidReceipt, type TLotBid } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { LazyResult } from '../../../components/LazyResult';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { mySaleApprovalQueryOptions } from '../api/live-api';
import { BidBox } from '../bidding/BidBox';
import { LiveStat, LiveStats } from '../bidding/LiveStats';
import { LotOutcomeBanner } from '../bidding/LotOutcomeBanner';
import { LiveClockLine } from '../clock/LiveClockLine';
import { LotClock } from '../clock/LotClock';
import type { TLotPhase } from '../clock/lot-phase';
import { SalePausedBanner } from '../clock/SalePausedBanner';
import { usd } from '../format';
import { MaximumBidPanel } from '../maximum-bids/MaximumBidPanel';
import type { TBidderStanding } from '../participation/bidder-lot';
import { canChangeDeedGrantee, DeedGranteeControl } from '../participation/DeedGranteeControl';
import { ParticipationBar } from '../participation/ParticipationBar';
import { AuctionTabs } from './AuctionTabs';
import { PanelHeading } from './PanelHeading';

/**
 * The active lot on the bidder's page: its clock, figures and outcome, the bidder's participation, the bid
 * box while they can bid, and the auction tabs.
 */
export function LotAuctionPanel({
  lot,
  phase,
  bids,
  standing,
  isJoined,
  lockedAmount,
  userId,
  extension,
  narrow,
  compactTabs,
  onJoin,
  onLeft,
  onReceipt,
  onDepositChanged,
}: {
  lot: TBidderLot;
  phase: TLotPhase;
  bids: TLotBid[];
  standing: TBidderStanding;
  isJoined: boolean;
  lockedAmount: number;
  userId: string | undefined;
  /** The last stop-time extension's notice, if the lot was extended. */
  extension: string | null;
  narrow: boolean;
  compactTabs: boolean;
  onJoin: () => void;
  onLeft: () => void;
  onReceipt: (receipt: TBidReceipt, roundTripMs: number) => void;
  onDepositChanged: () => void;
}) {
  const { myPaddle, isHighestBidder, isStopped, isOpen, isWinner } = standing;
  // Per-sale approval (ADR 0075): a bidder the host has not admitted sees why instead of a bid box.
  const approval = useQuery({
    ...mySaleApprovalQueryOptions(lot.auction.id),
    enabled: !isJoined && Boolean(userId) && !isStopped,
  }).data;
  const heldBack =
    approval?.requireApproval && (approval.status === 'Pending' || approval.status === 'Denied')
      ? approval
      : null;
  return (
    <Card
      title={<PanelHeading>Auction</PanelHeading>}
      styles={{ body: { minHeight: narrow ? undefined : 540, padding: narrow ? 16 : 24 } }}
    >
      {lot.lotStatus === 'Cancelled' ? (
        <LazyResult status="warning" title={LIVE_MESSAGES.lotCancelled} />
      ) : (
        <>
          {!isStopped && <SalePausedBanner salePausedAt={lot.salePausedAt} />}
          <div style={{ marginBottom: 12 }}>
            <LiveClockLine timeZone={lot.auction.timeZone} />
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
            <LiveStat label="Minimum next bid" testId="min-bid" value={isStopped ? '—' : usd(lot.minBid)} />
            <LiveStat label="Bids" testId="bid-count" value={String(lot.bidCount)} />
          </LiveStats>
          {phase.kind === 'closed' && <LotOutcomeBanner lot={lot} isJoined={isJoined} isWinner={isWinner} />}
          {heldBack && !isJoined && (
            <Alert
              type={heldBack.status === 'Denied' ? 'error' : 'info'}
              showIcon
              data-testid="approval-notice"
              style={{ marginBottom: 12 }}
              title={
                heldBack.status === 'Denied'
                  ? `Denied: ${heldBack.reason ?? 'the host denied your request.'}`
                  : "Awaiting the host's approval"
              }
            />
          )}
          <ParticipationBar
            lot={lot}
            isJoined={isJoined}
            lockedAmount={lockedAmount}
            isHighestBidder={isHighestBidder}
            onJoin={onJoin}
            onLeft={onLeft}
          />
          {canChangeDeedGrantee(lot, isJoined) && <DeedGranteeControl lot={lot} />}
          {isJoined && lockedAmount > 0 && isOpen && (
            <BidBox
              lot={{ ...lot, auctionId: lot.auction.id }}
              lockedAmount={lockedAmount}
              isHighestBidder={isHighestBidder}
              isStopped={isStopped}
              onReceipt={onReceipt}
              onDepositChanged={onDepositChanged}
            />
          )}
          {isJoined && lockedAmount > 0 && !isStopped && (
            // Beside the bid box, and before the start too: a maximum may be left at any time until the close.
            <MaximumBidPanel
              lot={{ ...lot, auctionId: lot.auction.id }}
              lockedAmount={lockedAmount}
              topBid={bids[0]}
              userId={userId}
              hasStarted={Boolean(lot.startedTime)}
            />
          )}
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
            If the sale is paused or interrupted, the <Link to="/outage-policy">Outage Policy</Link> applies.
          </Typography.Paragraph>
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
  );
}
