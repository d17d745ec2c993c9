import type { TLiveAuction } from '@bidright/domain';
import { Badge, Card, Space, Typography } from 'antd';
import { lotRibbon } from '../lib/control-room-lots';
import { addressLine, usd } from '../lib/format';

/** The control room's list of the auction's lots, each with its ribbon; the active one is outlined. */
export function AuctionLotCards({
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
