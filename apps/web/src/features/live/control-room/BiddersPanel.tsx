import { JOIN_TYPE_LABELS, LIVE_MESSAGES, type TLiveAuctionLot } from '@bidright/domain';
import { Button, Flex, Popconfirm, Space, Tag } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList } from '../../../components/PlainList';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { removeBidder } from '../api/live-api';
import { usd } from '../format';
import { AddBidderPanel } from '../participation/AddBidderPanel';
import type { TLiveLotState } from '../stream/live-reducer';
import type { TLiveBidderEntry } from '../stream/stream-lot';
import { StaffBidPanel } from './StaffBidPanel';

/** How a bidder is in the lot: pre-registered, spectating, or bidding on a deposit. */
const modeText = (e: TLiveBidderEntry) =>
  e.maxBidAmount < 0
    ? 'Pre-registered'
    : e.maxBidAmount === 0
      ? 'Spectating'
      : `Deposit ${usd(e.maxBidAmount)}`;

/**
 * The control room's bidder column: the staff bid while the lot is open, the active bidders (the
 * auctioneer may remove one), the bidders who left, and adding a bidder in person.
 */
export function BiddersPanel({
  auctionId,
  lot,
  live,
  canControl,
}: {
  auctionId: string;
  /** The lot with its live fields as the one reader gives them (live-lot.ts). */
  lot: TLiveAuctionLot;
  /** The stream's state of the lot, for its bidders. */
  live: TLiveLotState | undefined;
  canControl: boolean;
}) {
  const active = live?.activeBidders ?? [];
  const left = live?.leftBidders ?? [];
  const highBidderId = live?.bids[0]?.bidderId;
  const open = Boolean(lot.startedTime) && !lot.stoppedTime;
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
      {canControl && open && <StaffBidPanel auctionId={auctionId} lot={lot} live={live} />}
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
              {canControl && e.maxBidAmount > 0 && !lot.stoppedTime && (
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
      {canControl && !lot.stoppedTime && <AddBidderPanel auctionId={auctionId} lotId={lot.id} />}
    </Space>
  );
}
