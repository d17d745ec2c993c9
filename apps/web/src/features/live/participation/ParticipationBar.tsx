import { LIVE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { Alert, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { leaveLot } from '../api/live-api';
import { fundsWord, usd } from '../format';

/**
 * The bidder's participation in the lot: registered with their paddle and deposit and a button to leave,
 * or a prompt to join. Nothing once the lot or its auction has ended.
 */
export function ParticipationBar({
  lot,
  isJoined,
  lockedAmount,
  isHighestBidder,
  onJoin,
  onLeft,
}: {
  lot: TBidderLot;
  isJoined: boolean;
  lockedAmount: number;
  isHighestBidder: boolean;
  onJoin: () => void;
  onLeft: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (lot.stoppedTime || lot.auction.isFinished) return null;
  const isStarted = Boolean(lot.startedTime);
  async function leave() {
    setBusy(true);
    try {
      await leaveLot(lot.auction.id, lot.id);
      toastSuccess(LIVE_MESSAGES.left);
      onLeft();
    } catch (error) {
      notifyWarning(error instanceof ApiError ? error.message : LIVE_MESSAGES.refreshAndRetry);
    } finally {
      setBusy(false);
    }
  }
  const paddle = lot.auctionBidder?.paddleNumber;
  const isPractice = lot.auctionIsPractice === true;
  if (isJoined && (lockedAmount > 0 || !isStarted)) {
    return (
      <Space style={{ marginBottom: 12 }} wrap>
        <Tag color="green" data-testid="registered-tag">
          Registered{paddle ? ` · Paddle ${paddle}` : ''}
        </Tag>
        {lockedAmount > 0 ? (
          <Tag data-testid="locked-funds">
            {isPractice ? 'Play money' : 'Deposit'} {usd(lockedAmount)}
          </Tag>
        ) : (
          <Tag color="blue">Pre-registered</Tag>
        )}
        <Button
          size="small"
          loading={busy}
          disabled={isHighestBidder && isStarted}
          onClick={() => void leave()}
        >
          {isStarted ? 'Leave' : 'Unregister'}
        </Button>
      </Space>
    );
  }
  // Not joined, pre-registered or spectating: a prompt to join with funds.
  return (
    <Alert
      // A standing prompt, not news: antd's role="alert" read it out on every page load.
      role="note"
      type="info"
      style={{ marginBottom: 12 }}
      title={
        isPractice
          ? `Practice: join this lot with ${fundsWord(true)} to bid. No deposit is taken.`
          : isJoined
            ? 'You are watching this lot. Join with funds to bid.'
            : isStarted
              ? 'Join the auction to bid.'
              : 'Register for this auction.'
      }
      action={
        <Button type="primary" data-testid="join-auction" onClick={onJoin}>
          {isPractice ? 'Join practice lot' : 'Join Auction'}
        </Button>
      }
    />
  );
}
