import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import {
  BIDDER_OUTCOME_LABELS,
  LIVE_MESSAGES,
  lotTitle,
  type TBidderLot,
  type TBidReceipt,
  type TJoinedLot,
} from '@bidright/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { bidderLotQueryOptions } from '../api/live-api';
import { BidBox } from '../bidding/BidBox';
import { LiveStat, LiveStats } from '../bidding/LiveStats';
import { LotClock } from '../clock/LotClock';
import { bidderLotPhase } from '../clock/lot-phase';
import { useServerNow } from '../clock/server-clock';
import { usd } from '../format';
import { useLiveBidderLot } from '../stream/live-lot';
import { type TPoint, type TSize, useDraggable } from './use-draggable';

/** Read with the title bar: how to move and close the window without a mouse. */
const MINI_WINDOW_KEYS_HINT = 'Arrow keys move the window, with Shift in larger steps. Escape closes it.';

/** Width of a mini lot window; narrower on a phone so it never sticks out of the screen. */
export const MINI_WINDOW_WIDTH = 300;
const FALLBACK_HEIGHT = 360;

/**
 * Where the window of a slot (0 or 1) first appears: side by side at the bottom right, left of the
 * joined-lots panel, overlapping on screens too small for that (the user drags them apart).
 */
export function initialMiniWindowPosition(slot: number, viewport: TSize): TPoint {
  const width = Math.min(MINI_WINDOW_WIDTH, viewport.width - 16);
  const panelSpace = viewport.width >= 1024 ? 360 : 16;
  const sideBySide = viewport.width - panelSpace >= 2 * (width + 16);
  return sideBySide
    ? {
        x: viewport.width - panelSpace - (slot + 1) * (width + 16),
        y: viewport.height - FALLBACK_HEIGHT - 64,
      }
    : // Stacked with the title bar of the one below left in sight.
      { x: 8 + slot * 16, y: viewport.height - FALLBACK_HEIGHT - 64 - (1 - slot) * 56 };
}

/**
 * A small floating window of another joined lot (spec part 1 §2): its clock, figures and a bid box, kept
 * live by the bidder screen's one stream (the lot is in its subscription) through the live lot store and
 * its one reader, as the main lot is, with a 'view as main lot' link to /details/{lotId}. Dragged by its title bar.
 */
export function MiniLotWindow({
  joined,
  slot,
  isFront,
  userId,
  onClose,
  onFocus,
  onReceipt,
}: {
  joined: TJoinedLot;
  slot: number;
  isFront: boolean;
  userId: string | undefined;
  onClose: () => void;
  onFocus: () => void;
  /** The bid's receipt and the measured round trip of its request, in ms. */
  onReceipt: (receipt: TBidReceipt, roundTripMs: number) => void;
}) {
  const lotId = joined.lotId;
  const queryClient = useQueryClient();
  const lotQuery = useQuery(bidderLotQueryOptions(lotId));
  // The lot as fetched, its live fields and bids read with the stream's by the one reader (ADR 0073).
  const lot = useLiveBidderLot(lotQuery.data);
  const now = useServerNow(250);
  const boxRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // Opened from the keyboard or not, focus goes to the new window's title bar, where the arrow keys move it.
  useEffect(() => handleRef.current?.focus(), []);
  const width = Math.min(MINI_WINDOW_WIDTH, window.innerWidth - 16);
  const { position, handleProps } = useDraggable({
    storageKey: lotId,
    boxRef,
    fallbackSize: { width, height: FALLBACK_HEIGHT },
    initial: () => initialMiniWindowPosition(slot, { width: window.innerWidth, height: window.innerHeight }),
  });
  const title = lotTitle(lot?.property ?? joined.address, lotId);
  const prefix = `mini-${lotId}-`;

  return (
    <section
      ref={boxRef}
      data-testid="mini-lot-window"
      data-lot-id={lotId}
      aria-label={`Mini lot window: ${title}`}
      onPointerDownCapture={onFocus}
      onFocusCapture={onFocus}
      onKeyDown={(event) => {
        // Escape closes the window from anywhere inside it (its own dialogs handle their Escape first).
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
      style={{
        position: 'fixed',
        left: position.x,
        top: position.y,
        width,
        maxHeight: 'calc(100vh - 16px)',
        display: 'flex',
        flexDirection: 'column',
        zIndex: isFront ? 960 : 950,
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 24px rgba(0,0,0,.22)',
        border: '1px solid #d9d9d9',
      }}
    >
      <div
        data-testid="mini-lot-handle"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the title bar moves the window with arrow keys
        tabIndex={0}
        ref={handleRef}
        aria-describedby={hintId}
        title="Drag to move (or use the arrow keys)"
        {...handleProps}
        style={{
          ...handleProps.style,
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          padding: '6px 6px 6px 10px',
          background: '#f0f4fa',
          borderBottom: '1px solid #e5e8ef',
          borderRadius: '8px 8px 0 0',
        }}
      >
        <span id={hintId} hidden>
          {MINI_WINDOW_KEYS_HINT}
        </span>
        <HolderOutlined style={{ color: '#8c8c8c' }} />
        <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0, fontSize: 13 }}>
          {title}
        </Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label="Close mini lot window"
          data-testid="mini-lot-close"
          onClick={onClose}
        />
      </div>
      <div style={{ padding: 12, overflowY: 'auto' }}>
        {!lot ? (
          lotQuery.isError ? (
            <Typography.Text type="danger">{LIVE_MESSAGES.lotNotFound}</Typography.Text>
          ) : (
            <Spin size="small" />
          )
        ) : (
          <MiniLotBody
            lot={lot}
            joined={joined}
            now={now}
            userId={userId}
            prefix={prefix}
            onReceipt={onReceipt}
            onDepositChanged={() =>
              void queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lotId).queryKey })
            }
          />
        )}
        <div style={{ marginTop: 8, textAlign: 'right' }}>
          <Link to={`/details/${lotId}`} data-testid="mini-lot-main">
            view as main lot
          </Link>
        </div>
      </div>
    </section>
  );
}

function MiniLotBody({
  lot,
  joined,
  now,
  userId,
  prefix,
  onReceipt,
  onDepositChanged,
}: {
  lot: TBidderLot;
  joined: TJoinedLot;
  now: number;
  userId: string | undefined;
  prefix: string;
  /** The bid's receipt and the measured round trip of its request, in ms. */
  onReceipt: (receipt: TBidReceipt, roundTripMs: number) => void;
  onDepositChanged: () => void;
}) {
  const phase = bidderLotPhase(lot, now);
  if (phase.kind === 'cancelled') {
    return <Typography.Text type="danger">{LIVE_MESSAGES.lotCancelled}</Typography.Text>;
  }
  const bids = lot.bids;
  const isHighestBidder = Boolean(userId && bids[0]?.bidderId === userId);
  const participation = lot.auctionBidderLot && !lot.auctionBidderLot.leftDate ? lot.auctionBidderLot : null;
  const lockedAmount = participation?.amount ?? joined.amount;
  const paddle = lot.auctionBidder?.paddleNumber ?? joined.paddleNumber;
  const isStopped = phase.kind === 'closed' || phase.kind === 'pending';
  const winnerPaddle = lot.winner?.paddleNumber ?? null;
  const soldToPlaintiff = lot.winner?.soldTo === 'Plaintiff' || !winnerPaddle;
  return (
    <>
      <div style={{ marginBottom: 8 }}>
        <LotClock phase={phase} size="small" testIdPrefix={prefix} />
      </div>
      <LiveStats>
        <LiveStat
          label={lot.bidCount > 0 ? 'High bid' : 'Opening price'}
          testId={`${prefix}high-bid`}
          size={18}
          value={usd(lot.highBid ?? lot.openingPrice)}
        />
        <LiveStat
          label="Minimum next bid"
          testId={`${prefix}min-bid`}
          size={18}
          value={isStopped ? '—' : usd(lot.minBid)}
        />
        <LiveStat label="Bids" testId={`${prefix}bid-count`} size={18} value={String(lot.bidCount)} />
      </LiveStats>
      {phase.kind === 'closed' && (
        <div data-testid={`${prefix}outcome`} style={{ marginBottom: 8 }}>
          <Typography.Text strong>{LIVE_MESSAGES.lotClosed}</Typography.Text>{' '}
          {soldToPlaintiff ? 'Sold to Plaintiff' : `SOLD TO ${winnerPaddle}`} ·{' '}
          {BIDDER_OUTCOME_LABELS[!soldToPlaintiff && winnerPaddle === paddle ? 'Winner' : 'NotWinner']}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginBottom: 8 }}>
        Paddle {paddle} ·{' '}
        {lockedAmount > 0
          ? `${lot.auctionIsPractice ? 'Play money' : 'Deposit'} ${usd(lockedAmount)}`
          : lockedAmount < 0
            ? 'Pre-registered'
            : 'Watching: join with funds on the lot page to bid'}
      </Typography.Text>
      {lockedAmount > 0 && phase.kind === 'open' && (
        <BidBox
          compact
          lot={{ ...lot, auctionId: lot.auction.id }}
          lockedAmount={lockedAmount}
          isHighestBidder={isHighestBidder}
          isStopped={isStopped}
          onReceipt={onReceipt}
          onDepositChanged={onDepositChanged}
        />
      )}
    </>
  );
}
