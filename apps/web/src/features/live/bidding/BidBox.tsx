import {
  biddableAmount,
  checkBidAmount,
  fundsNotice,
  LIVE_MESSAGES,
  minimumNextBid,
  quickBidOptions,
  type TBidReceipt,
  toCents,
  toDollars,
} from '@bidright/domain';
import { Alert, Button, InputNumber, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastError, toastSuccess } from '../../../lib/notifier';
import { placeBid, updateLockedAmount } from '../api/live-api';
import { fundsWord, usd } from '../format';

export interface TBidBoxLot {
  id: string;
  auctionId: string;
  highBid: number | null;
  openingPrice: number;
  minBidIncrements: number;
  requiredDown: number;
  bidCount: number;
  /** A practice lot (ADR 0076): the box speaks of play money, and no deposit can be raised from it. */
  auctionIsPractice?: boolean;
}

/**
 * The bidder's bid box (spec part 1 §5 "Bidding"): amount from the minimum next bid to the biddable
 * amount, quick bids +100/+500/+1000, the funds notice, and the bidding power line. Rules come from
 * @bidright/domain, so what this box allows is exactly what the server accepts.
 */
export function BidBox({
  lot,
  lockedAmount,
  isHighestBidder,
  isStopped,
  onReceipt,
  onDepositChanged,
  compact = false,
}: {
  lot: TBidBoxLot;
  /** Locked deposit in dollars. */
  lockedAmount: number;
  isHighestBidder: boolean;
  isStopped: boolean;
  /** The bid's receipt and the measured round trip of its request, in ms. */
  onReceipt: (receipt: TBidReceipt, roundTripMs: number) => void;
  onDepositChanged: () => void;
  /** Smaller controls for a mini lot window. */
  compact?: boolean;
}) {
  const controlSize = compact ? 'middle' : 'large';
  const highBidCents = lot.highBid === null ? null : toCents(lot.highBid);
  const minimumCents = minimumNextBid({
    highBidCents,
    openingPriceCents: toCents(lot.openingPrice),
    minIncrementCents: toCents(lot.minBidIncrements),
  });
  const biddableCents = biddableAmount({
    lockedCents: toCents(Math.max(0, lockedAmount)),
    requiredDownPercent: lot.requiredDown,
  });
  const notice = fundsNotice({ biddableCents, minimumCents, hasBids: lot.bidCount > 0 });
  const minimum = toDollars(minimumCents);
  const biddable = toDollars(biddableCents);
  const [amount, setAmount] = useState<number | null>(minimum);
  const [busy, setBusy] = useState(false);
  const [depositOpen, setDepositOpen] = useState(false);

  // When someone outbids the typed amount, move it up to the new minimum.
  useEffect(() => {
    setAmount((current) => (current === null || current < minimum ? minimum : current));
  }, [minimum]);

  const quick = quickBidOptions({
    latestBidCents: highBidCents,
    nextMinimumCents: minimumCents,
    biddableCents,
    isHighestBidder,
    isStopped,
    base: 'latest',
  });

  async function bid(dollars: number) {
    const check = checkBidAmount({ amountCents: toCents(dollars), minimumCents, biddableCents });
    if (!check.ok) {
      notifyWarning(check.message);
      return;
    }
    setBusy(true);
    try {
      const sentAt = performance.now();
      const receipt = await placeBid(lot.auctionId, lot.id, dollars);
      onReceipt(receipt, performance.now() - sentAt);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) notifyWarning(error.message);
      else toastError('The bid could not be placed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const canBid = !isStopped && !isHighestBidder && !notice && !busy;
  const isPractice = lot.auctionIsPractice === true;
  return (
    <div data-testid="bid-box">
      <Typography.Paragraph
        data-testid="bidding-power"
        style={{ marginBottom: 8, fontSize: compact ? 12 : 14 }}
      >
        {isPractice ? 'Practice bidding power' : 'Bidding power'}: your {fundsWord(isPractice)} of{' '}
        <strong>{usd(lockedAmount)}</strong> allows bids up to <strong>{usd(biddable)}</strong>.
      </Typography.Paragraph>
      {isHighestBidder && !isStopped && (
        // A note, not antd's role="alert": the lot's announcer tells the lead and the outbid (ADR 0025).
        <Alert
          role="note"
          type="success"
          showIcon
          title="You are the highest bidder."
          style={{ marginBottom: 8 }}
        />
      )}
      {notice && (
        <Alert
          type="warning"
          showIcon
          data-testid="funds-notice"
          title={
            notice === 'Insufficient Funds'
              ? LIVE_MESSAGES.insufficientFunds
              : LIVE_MESSAGES.insufficientDeposit
          }
          action={
            // Play money is fixed: a practice lot has no deposit to raise (the server refuses one).
            isPractice ? undefined : (
              <Button size="small" onClick={() => setDepositOpen(true)}>
                Update Balance
              </Button>
            )
          }
          style={{ marginBottom: 8 }}
        />
      )}
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber
          data-testid="bid-amount"
          aria-label="Bid amount"
          style={{ width: '100%' }}
          size={controlSize}
          prefix="$"
          precision={0}
          min={minimum}
          max={biddable >= minimum ? biddable : undefined}
          value={amount}
          disabled={isStopped}
          onChange={(value) => setAmount(value === null ? null : Number(value))}
          onPressEnter={() => amount !== null && canBid && void bid(amount)}
          formatter={(value) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
          parser={(value) => Number((value ?? '').replace(/[^\d]/g, '')) as unknown as 0}
        />
        <Button
          type="primary"
          size={controlSize}
          data-testid="place-bid"
          loading={busy}
          disabled={!canBid || amount === null}
          onClick={() => amount !== null && void bid(amount)}
        >
          Place Bid
        </Button>
      </Space.Compact>
      <Space style={{ marginTop: 8 }} wrap>
        {quick.map((option) => (
          <Button
            key={option.stepDollars}
            data-testid={`quick-bid-${option.stepDollars}`}
            size={compact ? 'small' : 'middle'}
            disabled={option.disabled || busy}
            onClick={() => void bid(toDollars(option.amountCents))}
          >
            {option.label}
          </Button>
        ))}
      </Space>
      <DepositModal
        open={depositOpen}
        lot={lot}
        current={lockedAmount}
        onClose={() => setDepositOpen(false)}
        onSaved={onDepositChanged}
      />
    </div>
  );
}

function DepositModal({
  open,
  lot,
  current,
  onClose,
  onSaved,
}: {
  open: boolean;
  lot: TBidBoxLot;
  current: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [amount, setAmount] = useState<number | null>(current > 0 ? current : null);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (!amount || amount <= 0) return;
    setBusy(true);
    try {
      await updateLockedAmount(lot.auctionId, lot.id, amount);
      toastSuccess(LIVE_MESSAGES.lockedBalanceUpdated);
      onSaved();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) notifyWarning(error.message);
      else notifyWarning(LIVE_MESSAGES.balanceRefreshFailed, LIVE_MESSAGES.refreshAndRetry);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      title="Update Balance"
      onCancel={onClose}
      onOk={() => void save()}
      okText="Update"
      okButtonProps={{ disabled: !amount || amount <= 0, loading: busy }}
      destroyOnHidden
    >
      <Typography.Paragraph>Amount to lock for this lot:</Typography.Paragraph>
      <InputNumber
        style={{ width: '100%' }}
        prefix="$"
        precision={0}
        min={1}
        value={amount}
        onChange={(value) => setAmount(value === null ? null : Number(value))}
      />
    </Modal>
  );
}
