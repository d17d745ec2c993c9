import {
  AUCTION_START_TYPE_LABELS,
  AUCTION_TYPE_LABELS,
  enumLabel,
  type TLiveAuction,
} from '@bidright/domain';
import { Button, Space } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import { hostTime } from '../format';
import { ConnectionIndicator } from '../stream/ConnectionIndicator';
import type { TConnectionStatus } from '../stream/live-client';
import { SalePauseControl } from './SalePauseControl';

/**
 * The control room's title line: the auction, the stream's connection, pausing the sale (staff) and the room
 * view's button.
 */
export function ControlRoomHeader({
  auctionId,
  auction,
  lotId,
  canControl,
  connection,
}: {
  auctionId: string;
  auction: TLiveAuction;
  lotId?: string;
  canControl: boolean;
  connection: { status: TConnectionStatus; latencyMs: number | null };
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
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
        <ConnectionIndicator status={connection.status} latencyMs={connection.latencyMs} />
        {canControl && <SalePauseControl auctionId={auctionId} pausedAt={auction.pausedAt ?? null} />}
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
  );
}
