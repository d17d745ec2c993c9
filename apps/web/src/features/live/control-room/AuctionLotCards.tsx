import type { TLiveAuction } from '@bidright/domain';
import { Badge, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { addressLine, usd } from '../format';
import { lotRibbon } from './control-room-lots';

// Each lot's plaintiff's credit bid, for the auctioneer (ADR 0074), loaded apart.
const CreditBidLotTag = lazy(async () => ({
  default: (await import('../../credit-bids/public/CreditBidStartNote')).CreditBidLotTag,
}));

/** The control room's list of the auction's lots, each with its ribbon; the active one is outlined. */
export function AuctionLotCards({
  auction,
  activeId,
  onOpen,
  showCreditBids = false,
}: {
  auction: TLiveAuction;
  activeId?: string;
  onOpen: (id: string) => void;
  /** Show each lot's credit-bid state (the auctioneer's view only: the call is staff's). */
  showCreditBids?: boolean;
}) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {auction.lots.map((l) => {
        const ribbon = lotRibbon(l);
        const clickable = l.lotStatus !== 'Draft';
        const isActive = l.id === activeId;
        const open = () => clickable && onOpen(l.id);
        return (
          <Badge.Ribbon key={l.id} text={ribbon.text} color={ribbon.color}>
            {/* A button to the keyboard and screen readers too; the open lot says so in words, not by its
                outline alone (issue 33). */}
            <Card
              size="small"
              hoverable={clickable}
              data-testid={`lot-card-${l.id}`}
              role="button"
              tabIndex={clickable ? 0 : -1}
              aria-disabled={!clickable || undefined}
              aria-current={isActive || undefined}
              onClick={open}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                open();
              }}
              style={{
                borderColor: isActive ? '#1f4e8c' : undefined,
                borderWidth: isActive ? 2 : 1,
                cursor: clickable ? 'pointer' : 'not-allowed',
              }}
            >
              <Typography.Text strong>Lot {l.lotNumber ?? l.id}</Typography.Text>
              {isActive && <Typography.Text type="secondary"> · Open</Typography.Text>}
              <div style={{ fontSize: 12 }}>{addressLine(l.address)}</div>
              <div style={{ fontSize: 12, color: '#666' }}>
                {l.bidCount > 0 ? `High ${usd(l.highBid)}` : `Opening ${usd(l.openingPrice)}`}
              </div>
              {showCreditBids && (
                <Suspense fallback={null}>
                  <CreditBidLotTag auctionId={auction.id} lotId={l.id} />
                </Suspense>
              )}
            </Card>
          </Badge.Ribbon>
        );
      })}
    </Space>
  );
}
