import {
  formatHostDateTime,
  lotTitle,
  MAX_MINI_LOT_WINDOWS,
  MAXIMUM_BID_MESSAGES,
  type TBidReceipt,
  type TJoinedLot,
  toCents,
} from '@bidright/domain';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { usd } from '../format';
import { maximumStanding } from '../maximum-bids/maximum-bid-standing';
import { joinedLotFigures } from '../stream/live-lot';
import { useLiveState } from '../stream/live-lot-store';
import type { TLiveLotState } from '../stream/live-reducer';
import { JoinedLotAnnouncer } from './JoinedLotAnnouncer';
import { MiniLotWindow } from './MiniLotWindow';

export interface TMiniWindow {
  lotId: string;
  /** Where it first appears (0 or 1): a new window takes the place a closed one left free. */
  slot: number;
}

/**
 * The open mini windows after opening `lotId` (oldest first). An open one stays where it is; beyond the
 * limit (spec part 1 §9: 2) the oldest window closes to make room, so the lot asked for always opens.
 */
export function openMiniWindow(
  open: TMiniWindow[],
  lotId: string,
  max = MAX_MINI_LOT_WINDOWS,
): TMiniWindow[] {
  if (open.some((w) => w.lotId === lotId)) return open;
  const kept = open.slice(Math.max(0, open.length - max + 1));
  const slot = Array.from({ length: max }, (_, i) => i).find((i) => !kept.some((w) => w.slot === i)) ?? 0;
  return [...kept, { lotId, slot }];
}

/** One line about a joined lot's state, from its figures as the one reader gives them. */
function lotLine(joined: TJoinedLot, live: TLiveLotState | undefined): string {
  const { startedTime, stoppedTime, highBid, openingPrice } = joinedLotFigures(joined, live);
  if (stoppedTime) return `Closed at ${usd(highBid ?? openingPrice)}`;
  if (highBid !== null) return `High bid ${usd(highBid)}`;
  const opening = `opening ${usd(openingPrice)}`;
  if (startedTime) return `Open · ${opening}`;
  // An auto auction opens its lots at its start time: say when, in the host's zone as everywhere else.
  if (joined.auctionStartType === 'Auto' && joined.auctionStartTime)
    return `Starts ${formatHostDateTime(joined.auctionStartTime, joined.hostTimeZone)} · ${opening}`;
  return `Not started · ${opening}`;
}

/** The bidder's maximum on a joined lot, and how it stands by the lot's live bids (issue 32). */
function maximumLine(
  maximum: { amount: number; leading: boolean },
  live: TLiveLotState | undefined,
  userId: string | undefined,
): string {
  const standing = maximumStanding({ ...maximum, exceeded: false }, live?.bids[0], userId);
  const text = MAXIMUM_BID_MESSAGES.yourMaximum(toCents(maximum.amount));
  if (standing === 'leading') return `${text} · leading`;
  return standing === 'exceeded' ? `${text} · exceeded` : text;
}

/**
 * The panel of the bidder's other joined lots (spec part 1 §2), from which up to 2 mini lot
 * windows open. Everything live comes from the bidder screen's one stream, which already follows every
 * joined lot: a window opens no connection of its own (the server allows one per user and role, and a
 * second would end the first with the duplicate-connection notice).
 */
export function JoinedLotsPanel({
  currentLotId,
  joined,
  userId,
  onReceipt,
}: {
  currentLotId: string;
  joined: TJoinedLot[];
  userId: string | undefined;
  /** The bid's receipt and the measured round trip of its request, in ms. */
  onReceipt: (receipt: TBidReceipt, roundTripMs: number) => void;
}) {
  const liveLots = useLiveState().lots;
  const [collapsed, setCollapsed] = useState(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<TMiniWindow[]>([]);
  const [front, setFront] = useState<string | null>(null);
  const others = joined.filter((j) => j.lotId !== currentLotId);
  // A lot that became the main lot, or was left, closes its window.
  const shown = open.filter((w) => others.some((j) => j.lotId === w.lotId));
  const isShown = (lotId: string) => shown.some((w) => w.lotId === lotId);
  const close = (lotId: string) => setOpen(shown.filter((w) => w.lotId !== lotId));
  // A window closed from inside (its close button, Escape) hands focus back to what opened it.
  const focusOpener = (lotId: string) => {
    const panel = panelRef.current;
    const opener =
      panel?.querySelector<HTMLElement>(`[data-lot-id="${lotId}"] [data-testid="joined-lot-open"]`) ??
      panel?.querySelector<HTMLElement>('[data-testid="joined-lots-toggle"]');
    opener?.focus();
  };
  if (others.length === 0) return null;

  const toggle = (lotId: string) => {
    if (isShown(lotId)) {
      close(lotId);
      return;
    }
    setOpen(openMiniWindow(shown, lotId));
    setFront(lotId);
  };

  return (
    <>
      {others.map((j) => (
        <JoinedLotAnnouncer key={j.lotId} joined={j} live={liveLots[j.lotId]} userId={userId} />
      ))}
      <div
        ref={panelRef}
        data-testid="joined-lots-panel"
        // Docked in the page above the auction panel rather than floating over it, so it never covers the
        // lot's details or its bid history, collapsed or expanded.
        style={{
          marginBottom: 16,
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          background: '#fff',
        }}
      >
        <Button
          block
          type="text"
          aria-expanded={!collapsed}
          data-testid="joined-lots-toggle"
          onClick={() => setCollapsed((c) => !c)}
          style={{ fontWeight: 600 }}
        >
          {/* The arrow shows the state to the eye; aria-expanded says it to a screen reader, which would read
              the glyph ("black up-pointing triangle") too. */}
          My other auctions ({others.length}) <span aria-hidden="true">{collapsed ? '▲' : '▼'}</span>
        </Button>
        {!collapsed && (
          <div style={{ maxHeight: 280, overflow: 'auto', padding: '0 12px 8px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Open up to {MAX_MINI_LOT_WINDOWS} lots in small windows to watch and bid here.
            </Typography.Text>
            {others.map((j) => {
              const isOpen = isShown(j.lotId);
              const title = lotTitle(j.address, j.lotId);
              return (
                <div
                  key={j.lotId}
                  data-testid="joined-lot"
                  data-lot-id={j.lotId}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    borderTop: '1px solid #f0f0f0',
                    padding: '8px 0',
                  }}
                >
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Typography.Text strong ellipsis style={{ display: 'block' }}>
                      {title}
                    </Typography.Text>
                    <div style={{ fontSize: 12, color: '#595959' }}>
                      {j.hostName} · Paddle {j.paddleNumber}
                    </div>
                    <div style={{ fontSize: 12, color: '#595959' }}>{lotLine(j, liveLots[j.lotId])}</div>
                    {j.maximumBid && (
                      <div data-testid="joined-lot-maximum" style={{ fontSize: 12, color: '#595959' }}>
                        {maximumLine(j.maximumBid, liveLots[j.lotId], userId)}
                      </div>
                    )}
                  </div>
                  <Button
                    size="small"
                    type={isOpen ? 'default' : 'primary'}
                    aria-pressed={isOpen}
                    aria-label={`${isOpen ? 'Close' : 'Open'} the mini window of ${title}`}
                    data-testid="joined-lot-open"
                    onClick={() => toggle(j.lotId)}
                  >
                    {isOpen ? 'Close' : 'Open'}
                  </Button>
                </div>
              );
            })}
          </div>
        )}
      </div>
      {shown.map(({ lotId, slot }) => {
        const entry = others.find((j) => j.lotId === lotId);
        if (!entry) return null;
        return (
          <MiniLotWindow
            key={lotId}
            joined={entry}
            slot={slot}
            isFront={front === lotId}
            userId={userId}
            onClose={() => {
              close(lotId);
              focusOpener(lotId);
            }}
            onFocus={() => setFront(lotId)}
            onReceipt={onReceipt}
          />
        );
      })}
    </>
  );
}
