import {
  biddableAmount,
  canStaffPlaceBid,
  LIVE_MESSAGES,
  quickBidOptions,
  staffBidCap,
  type TLiveAuctionLot,
  toCents,
  toDollars,
} from '@bidright/domain';
import { Button, Flex, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { staffPlaceBid } from '../api/live-api';
import { usd } from '../format';
import type { TLiveLotState } from '../stream/live-reducer';

/**
 * The auctioneer's bid on behalf of an active bidder (an in-room bidder's raised paddle), capped by what the
 * bidder's deposit covers. Quick bids place +100/+500/+1000 on the next minimum bid at once (spec part 1 §5).
 */
export function StaffBidPanel({
  auctionId,
  lot,
  live,
}: {
  auctionId: string;
  /** The lot with its live fields as the one reader gives them (live-lot.ts). */
  lot: TLiveAuctionLot;
  /** The stream's state of the lot, for its bidders. */
  live: TLiveLotState | undefined;
}) {
  const [bidderId, setBidderId] = useState<string | undefined>();
  const [amount, setAmount] = useState<number | null>(null);
  const bidders = (live?.activeBidders ?? []).filter((e) => e.maxBidAmount > 0);
  const chosen = bidders.find((e) => e.id === bidderId);
  const lastBid = lot.highBid;
  const winnerId = live?.bids[0]?.bidderId;
  const depositCents = chosen ? toCents(chosen.maxBidAmount) : 0;
  const ok = canStaffPlaceBid({
    amountCents: amount === null ? null : toCents(amount),
    lastBidCents: lastBid === null ? null : toCents(lastBid),
    depositCents,
    requiredDownPercent: lot.requiredDown,
    isCurrentWinner: Boolean(chosen && chosen.id === winnerId),
  });
  const minimumDollars = lot.minBid;
  const quick = quickBidOptions({
    latestBidCents: lastBid === null ? null : toCents(lastBid),
    nextMinimumCents: toCents(minimumDollars),
    biddableCents: chosen
      ? biddableAmount({ lockedCents: depositCents, requiredDownPercent: lot.requiredDown })
      : 0,
    isHighestBidder: Boolean(chosen && chosen.id === winnerId),
    isStopped: Boolean(lot.stoppedTime),
    base: 'minimum',
  });
  const [busy, setBusy] = useState(false);
  async function place(dollars: number | null) {
    if (!dollars || !chosen || !lot.id) {
      notifyWarning(LIVE_MESSAGES.bidAmountWrong);
      return;
    }
    setBusy(true);
    try {
      await staffPlaceBid(auctionId, lot.id, dollars, Number(chosen.id));
      toastSuccess(LIVE_MESSAGES.staffBidPlaced);
      setAmount(null);
    } catch (error) {
      // The spec keeps a failed placement silent; the console keeps the reason.
      console.warn('staff bid failed', error);
    } finally {
      setBusy(false);
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
            aria-label="Bid amount for the bidder"
            placeholder={`Minimum ${usd(minimumDollars)}`}
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
          <Button
            type="primary"
            data-testid="staff-bid-place"
            disabled={!ok || busy}
            onClick={() => void place(amount)}
          >
            Place Bid
          </Button>
        </Space.Compact>
        <Flex gap={8} wrap>
          {quick.map((option) => (
            <Button
              key={option.stepDollars}
              data-testid={`staff-quick-bid-${option.stepDollars}`}
              title={`Bid ${usd(toDollars(option.amountCents))} for the bidder`}
              disabled={!chosen || option.disabled || busy}
              onClick={() => void place(toDollars(option.amountCents))}
            >
              {option.label}
            </Button>
          ))}
        </Flex>
        {chosen && depositCents <= 0 && (
          <Typography.Text type="danger">{LIVE_MESSAGES.insufficientDeposit}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}
