import { z } from 'zod';

/*
 * The outage policy (issue 43 point 1, ADR 0077): what happens to a sale when staff pause it, or when the
 * service cannot serve it. The numbers' defaults live here; the server reads the configured ones
 * (OUTAGE_THRESHOLD_S, OUTAGE_MARGIN_S) and serves them to /outage-policy, whose text is written from them
 * by `outagePolicySections`, so the page states what the code does.
 */

/** A gap in the service longer than this (seconds) is an outage: the lots it touched are extended. */
export const DEFAULT_OUTAGE_THRESHOLD_S = 30;
/** What an extended lot gets beyond the outage's length (seconds). */
export const DEFAULT_OUTAGE_MARGIN_S = 120;

/** Why the service could not serve the sales. */
export const OUTAGE_CAUSES = ['Database', 'Redis', 'NoProcess', 'Unknown'] as const;
export type TOutageCause = (typeof OUTAGE_CAUSES)[number];

export const OUTAGE_CAUSE_LABELS: Record<TOutageCause, string> = {
  Database: 'the database was unreachable',
  Redis: 'Redis (live messages between servers) was unreachable',
  NoProcess: 'no server process was running',
  Unknown: 'the server did not confirm its health',
};

/** What interrupted a sale: a staff pause of one auction, or an outage of the service. */
export const SALE_INTERRUPTION_KINDS = ['Pause', 'Outage'] as const;
export type TSaleInterruptionKind = (typeof SALE_INTERRUPTION_KINDS)[number];

export const OUTAGE_MESSAGES = {
  /** A bid or a maximum-bid change on a lot of a paused auction. */
  salePaused: 'The sale is paused. Bids are refused until the auctioneer resumes it.',
  alreadyPaused: 'The sale is already paused.',
  notPaused: 'The sale is not paused.',
  finished: 'This auction has finished: there is nothing to pause.',
  /** The live view's banner. */
  banner: 'Sale paused',
  bannerDetail:
    'The auctioneer paused this sale. Bids are refused, and no lot closes, until it resumes; each open lot keeps the time it had left.',
} as const;

/** The numbers the policy is written with (GET /api/outage-policy). */
export const ZOutagePolicy = z.object({
  /** Seconds: a longer gap is an outage. */
  thresholdSeconds: z.number().int(),
  /** Seconds added beyond the outage's length to an extended lot. */
  marginSeconds: z.number().int(),
  /** Seconds between the server's health beats. */
  beatSeconds: z.number(),
});
export type TOutagePolicy = z.infer<typeof ZOutagePolicy>;

/** POST /api/auctions/{auctionId}/pause and /resume: the auction's pause state after the change. */
export const ZSalePauseAnswer = z.object({
  auctionId: z.string(),
  /** When the pause began (ISO UTC); null once resumed. */
  pausedAt: z.string().nullable(),
  /** Open lots whose close moved (resume only): lot id, the old and the new close (ISO UTC). */
  changedLots: z.array(
    z.object({ lotId: z.string(), previousStopTime: z.string(), newStopTime: z.string() }),
  ),
});
export type TSalePauseAnswer = z.infer<typeof ZSalePauseAnswer>;

const seconds = (value: number) =>
  value % 60 === 0 && value >= 60
    ? `${value / 60} minute${value === 60 ? '' : 's'}`
    : `${value} second${value === 1 ? '' : 's'}`;

/** The policy's text, section by section, written from the configured numbers. */
export function outagePolicySections(policy: TOutagePolicy): { title: string; paragraphs: string[] }[] {
  const threshold = seconds(policy.thresholdSeconds);
  const margin = seconds(policy.marginSeconds);
  return [
    {
      title: 'The server decides, never a browser',
      paragraphs: [
        "Every time in a sale (when a bid arrived, when a lot closes) is the server's clock, read from its database. What a browser or phone shows is a copy of it.",
      ],
    },
    {
      title: 'When the auctioneer pauses a sale',
      paragraphs: [
        "The auctioneer's staff may pause a sale from the control room. While it is paused, every bid and every change of a maximum bid on its lots is refused, and no lot of it starts or closes.",
        'While it is paused, the countdown of each of its open lots stands still at the time the lot had left when the pause began, and says the sale is paused.',
        'When they resume it, every open lot with a closing time closes that much later: the length of the pause is added to its closing time, so it keeps the time it had left, and its countdown goes on from there.',
      ],
    },
    {
      title: 'When the service cannot serve a sale',
      paragraphs: [
        `Each server checks its database, and Redis where it is used, every ${seconds(policy.beatSeconds)} or so, and records on the database when both answered. A timed lot closes only once such a check has succeeded at or after its closing time, so no lot closes while the database or Redis is unreachable, or while no server is running.`,
        `A gap of more than ${threshold} between two successful checks is an outage. When the service is back, in one step: the outage is recorded with its start (the last successful check), its end, its length and its cause; every open timed lot whose closing time fell inside it closes later by the outage's length plus ${margin}; and every bidder registered on such a lot is sent two notices. The lots of a sale the auctioneer has paused are left to the resume, which adds the whole pause.`,
        `A gap of ${threshold} or less is not an outage: a lot that came due during it closes as soon as the check succeeds again, at its own closing time. Bids that arrived after its closing time do not count.`,
        "Lots whose closing time was not inside the outage keep it. A stop alert the auctioneer sent whose 10-second countdown ran out during the outage is moved by the outage's length, so it keeps the seconds it had left. A lot due to start during an outage starts as soon as the service can start it.",
      ],
    },
    {
      title: 'Who is told, and how',
      paragraphs: [
        'Every bidder registered on a lot that a pause or an outage touched gets exactly one notice that the sale was paused or interrupted, and exactly one notice with the new closing times, by SMS, e-mail, push and in the app, whatever their alert settings. For an outage both notices are queued in the same step that extends the lots, so they are on their way before bidding resumes; for a pause the first is queued when it begins and the second when it ends.',
      ],
    },
    {
      title: 'The record',
      paragraphs: [
        "Every pause and outage, its cause, its length and every closing time it changed is written into the lot's bid log, whose entries are chained by SHA-256 so that none can be changed or removed unseen, and is shown on the lot's Report of Sale.",
      ],
    },
  ];
}

/**
 * The moment a lot's clock reads (epoch ms): now, or, while its sale is paused (the lot's `salePausedAt`),
 * the moment the pause began. Every countdown of a lot counts from this, so a paused lot's countdown stops
 * at the time it had left when the pause began; on resume the server moves the close later by the pause's
 * length (ADR 0077) and the countdown goes on from the new close.
 */
export function lotClockNow(nowMs: number, salePausedAt: string | null | undefined): number {
  const pausedAt = salePausedAt ? Date.parse(salePausedAt) : Number.NaN;
  return Number.isFinite(pausedAt) ? Math.min(nowMs, pausedAt) : nowMs;
}

/** What a countdown to a lot's close shows at a moment: the milliseconds left (never below 0), and whether they are frozen by a pause. */
export interface TLotTimeLeft {
  leftMs: number;
  paused: boolean;
}

/**
 * The time left until `closeIso` at `nowMs`, given the lot's sale pause: `close − now`, or while paused
 * `close − salePausedAt` (the time left as of the pause). Null when there is no close.
 */
export function lotTimeLeft(
  closeIso: string | null | undefined,
  nowMs: number,
  salePausedAt: string | null | undefined,
): TLotTimeLeft | null {
  const close = closeIso ? Date.parse(closeIso) : Number.NaN;
  if (!Number.isFinite(close)) return null;
  return {
    leftMs: Math.max(0, close - lotClockNow(nowMs, salePausedAt)),
    paused: Boolean(salePausedAt),
  };
}
