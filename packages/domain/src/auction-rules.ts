import type { TAuctionStartType, TAuctionStatus, TAuctionType } from './enums';

/**
 * Auction rules (spec part 1 §5 "Auction creation", §9; part 2 §4 "Auction:", §5). Times are UTC `Date`s;
 * the host's time zone is only needed where the spec speaks of "today".
 */

/** Texts of the auction form and calls, written once for server and web. */
export const AUCTION_MESSAGES = {
  typeRequired: 'Please select the auction type!',
  startTypeRequired: 'Please select the start type!',
  startTimeRequired: 'Please select the start time!',
  stopTimeInvalid: 'Please select a valid stop time!',
  startInPast: 'Auction start time cannot be in the past!',
  stopBeforeStart: 'Auction stop time cannot be before the start time!',
  sameStartStop: 'Auction start and stop times cannot be same!',
  fiveMinuteStep: 'Auction times must be on a 5-minute mark!',
  locationRequired: 'Please enter the location!',
  timeLeftRequired: "'If, bid within: (min.)' is required!",
  extraTimeRequired: "'Extend the time by (min.)' is required!",
  minutesInvalid: 'Please enter whole minutes!',
  minBidIncrementsInvalid: 'Please enter a valid minimum increment!',
  readOnly: 'The auction has started; its settings are read-only.',
  hasLots: 'An auction with lots cannot be deleted!',
  notFound: 'Auction is not found!',
  streamNotFound: 'Stream is not found!',
  streamTitleRequired: 'Please enter the title!',
  streamStatusRequired: 'Please select the status!',
  streamUrlRequired: 'Please enter the URL!',
} as const;

/** The host the stream URL example names. */
export const YOUTUBE_HOST = 'https://www.youtube.com';

/** 'Please enter a valid URL! (Example: {host}/watch?v=)' (spec part 1 §5, URL). */
export const streamUrlInvalidMessage = (host = YOUTUBE_HOST) =>
  `Please enter a valid URL! (Example: ${host}/watch?v=)`;

/** Warning when other auctions of the company start at the same time (part 1 §5); null when there are none. */
export function sameStartTimeWarning(count: number): string | null {
  return count > 0 ? `Found ${count} auction(s) with same start time!` : null;
}

/** Auction times are picked in 5-minute steps. */
export const AUCTION_TIME_STEP_MINUTES = 5;
const STEP_MS = AUCTION_TIME_STEP_MINUTES * 60_000;

/** Whether a time falls on a 5-minute mark (no seconds). */
export function isOnTimeStep(time: Date): boolean {
  return time.getTime() % STEP_MS === 0;
}

/** The default start of a new auction: the next 5-minute mark after `now`. */
export function nextTimeStep(now: Date): Date {
  return new Date(Math.floor(now.getTime() / STEP_MS) * STEP_MS + STEP_MS);
}

/** Field errors of an auction form; empty when valid. */
export type TAuctionFieldErrors = Partial<
  Record<'type' | 'startType' | 'startTime' | 'stopTime' | 'location' | 'timeLeft' | 'extraTime', string>
>;

/**
 * Start and stop times: start not in the past, both on 5-minute marks, stop (optional) neither before
 * nor equal to the start. The first problem of each field is reported.
 */
export function checkAuctionTimes(input: {
  startTime: Date;
  stopTime?: Date | null;
  now: Date;
}): TAuctionFieldErrors {
  const { startTime, stopTime, now } = input;
  const errors: TAuctionFieldErrors = {};
  if (startTime.getTime() < now.getTime()) errors.startTime = AUCTION_MESSAGES.startInPast;
  else if (!isOnTimeStep(startTime)) errors.startTime = AUCTION_MESSAGES.fiveMinuteStep;
  if (stopTime) {
    if (stopTime.getTime() < startTime.getTime()) errors.stopTime = AUCTION_MESSAGES.stopBeforeStart;
    else if (stopTime.getTime() === startTime.getTime()) errors.stopTime = AUCTION_MESSAGES.sameStartStop;
    else if (!isOnTimeStep(stopTime)) errors.stopTime = AUCTION_MESSAGES.fiveMinuteStep;
  }
  return errors;
}

/** The settings part of an auction form, as sent (minutes may be missing). */
export interface TAuctionSettingsInput {
  type: TAuctionType;
  startType: TAuctionStartType;
  location?: string | null;
  /** The form's "extendable" switch; when absent, any minutes sent above 0 mean it is on. */
  isExtendable?: boolean | null;
  timeLeft?: number | null;
  extraTime?: number | null;
}

/** Whether the anti-sniping extension is on: only Auto auctions may have it. */
export function isExtendable(input: TAuctionSettingsInput): boolean {
  if (input.startType !== 'Auto') return false;
  if (input.isExtendable !== undefined && input.isExtendable !== null) return input.isExtendable;
  return (input.timeLeft ?? 0) > 0 || (input.extraTime ?? 0) > 0;
}

const isWholeMinutes = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Location is required unless the auction is Online; an extendable Auto auction needs both
 * "If, bid within" and "Extend the time by" as whole minutes above 0.
 */
export function checkAuctionSettings(input: TAuctionSettingsInput): TAuctionFieldErrors {
  const errors: TAuctionFieldErrors = {};
  if (input.type !== 'Online' && !input.location?.trim()) errors.location = AUCTION_MESSAGES.locationRequired;
  if (isExtendable(input)) {
    if (!isWholeMinutes(input.timeLeft)) errors.timeLeft = AUCTION_MESSAGES.timeLeftRequired;
    if (!isWholeMinutes(input.extraTime)) errors.extraTime = AUCTION_MESSAGES.extraTimeRequired;
  }
  return errors;
}

/**
 * What is stored from valid settings: Online auctions have no location; only an extendable Auto auction
 * keeps its minutes, any other sends them as 0 (spec part 2 §5).
 */
export function normalizeAuctionSettings(input: TAuctionSettingsInput): {
  location: string | null;
  timeLeft: number;
  extraTime: number;
} {
  const extendable = isExtendable(input);
  return {
    location: input.type === 'Online' ? null : (input.location?.trim() ?? null),
    timeLeft: extendable ? (input.timeLeft ?? 0) : 0,
    extraTime: extendable ? (input.extraTime ?? 0) : 0,
  };
}

/** The facts an auction's status depends on. */
export interface TAuctionStatusInput {
  startTime: Date;
  isCancelled: boolean;
  finishedAt: Date | null;
  /** A lot of the auction has been started (a manual auction may start lots before its start time). */
  hasStartedLot: boolean;
  /** A lot of the auction is past Draft (published, sold, …). */
  hasPublicLot: boolean;
  /** A lot of the auction is published and not Cancelled: something to sell. */
  hasSellableLot: boolean;
  now: Date;
}

/**
 * Whether an auction may go live (spec part 2 §4: "if it has lots, no lot is Cancelled and it is not
 * finished"). It needs a published lot that is not Cancelled: an auction of drafts, or of cancelled lots
 * only, has nothing to sell. A cancelled lot beside sellable ones does not hold them back: only Draft lots
 * can leave an auction, so the literal reading would freeze every other sale of an auction for good once
 * one of its lots is cancelled (ADR 0017).
 */
export function canAuctionGoLive(
  input: Omit<TAuctionStatusInput, 'startTime' | 'now' | 'hasStartedLot' | 'hasPublicLot'>,
): boolean {
  return input.hasSellableLot && input.finishedAt === null && !input.isCancelled;
}

/**
 * The auction list tab: Cancelled, else Completed once finished, else Live once a lot has started or its
 * start time has come and it may go live, else Upcoming. An auction that may not go live stays Upcoming
 * (and editable) past its start time. The SQL of the list and counts mirrors this.
 */
export function auctionStatus(input: TAuctionStatusInput): TAuctionStatus {
  if (input.isCancelled) return 'Cancelled';
  if (input.finishedAt) return 'Completed';
  if (input.hasStartedLot) return 'Live';
  if (input.startTime.getTime() <= input.now.getTime() && canAuctionGoLive(input)) return 'Live';
  return 'Upcoming';
}

/**
 * An unstarted auction can be edited; once started, open, finished (or cancelled) its settings are
 * read-only (spec part 2 §4).
 */
export function isAuctionEditable(input: TAuctionStatusInput): boolean {
  return auctionStatus(input) === 'Upcoming';
}

/** isStarted / isOpen / isFinished as the live area computes them (spec part 1 §3). */
export function auctionFlags(input: {
  startTime: Date;
  isCancelled: boolean;
  finishedAt: Date | null;
  now: Date;
}) {
  const isFinished = input.finishedAt !== null;
  const isStarted = input.startTime.getTime() <= input.now.getTime();
  return { isStarted, isFinished, isOpen: isStarted && !isFinished && !input.isCancelled };
}

/**
 * One day formatter per time zone: making an Intl.DateTimeFormat costs far more than using one, and a live lot
 * page asks for the day on every clock tick and every bid (bench:web live paint: 0.4 s of a phone's CPU in
 * 20 s at 2 bids/s when each call made its own).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
export function dayInZone(time: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(time);
}

/**
 * Stream-capable (the live stream may be initiated): not finished and starting today in the host's
 * time zone, or its stop time is still ahead (spec part 1 §9).
 */
export function isStreamCapable(input: {
  startTime: Date;
  stopTime: Date | null;
  isFinished: boolean;
  now: Date;
  timeZone: string;
}): boolean {
  const startsToday = dayInZone(input.startTime, input.timeZone) === dayInZone(input.now, input.timeZone);
  if (!input.isFinished && startsToday) return true;
  return input.stopTime !== null && input.stopTime.getTime() > input.now.getTime();
}

/** Planned length of an auction from start to stop, or null without a stop time. */
export function estimatedDuration(
  startTime: Date,
  stopTime: Date | null,
): { hours: number; minutes: number } | null {
  if (!stopTime) return null;
  const totalMinutes = Math.max(0, Math.round((stopTime.getTime() - startTime.getTime()) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
const ID_PATH_PREFIXES = new Set(['live', 'embed', 'shorts', 'v', 'e']);

/** The video id of a YouTube link, or null when it names none (a channel page, say). */
function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && ID_PATH_PREFIXES.has(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * A stream URL as stored: YouTube video links (youtu.be/ID, /live/ID, /embed/ID, /shorts/ID, m.youtube.com,
 * watch?v=ID with extra parameters) become `https://www.youtube.com/watch?v=ID`; any other link is kept.
 * Null when the URL does not start with http:// or https:// or does not parse.
 */
export function youtubeWatchUrl(raw: string): string | null {
  const text = raw.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!url.hostname) return null;
  const id = youtubeVideoId(url);
  return id ? `${YOUTUBE_HOST}/watch?v=${id}` : text;
}
