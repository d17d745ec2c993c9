import {
  canStaffPlaceBid,
  LIVE_MESSAGES,
  staffBidCap,
  type TLiveAuctionLot,
  toCents,
  toDollars,
} from '@bidright/domain';
import { Button, Card, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { staffPlaceBid } from '../api/live-api';
import { usd } from '../lib/format';
import type { TLiveLotState } from '../lib/live-reducer';

/** The auctioneer's bid on behalf of an active bidder, capped by what the bidder's deposit covers. */
export function StaffBidPanel({
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
