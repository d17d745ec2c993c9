import { z } from 'zod';
import { AUCTION_MESSAGES, streamUrlInvalidMessage } from '../auction-rules';
import { AUCTION_START_TYPES, AUCTION_TYPES } from '../enums';
import { ZId } from '../ids';
import { zText } from '../text';
import { ZAuctionStartType, ZAuctionStatus, ZAuctionType } from './enums';
import { ZTablePagination, zTableSorter } from './table';

/**
 * Request bodies of the auction management calls (spec part 2 §7 "Auctions", part 3 §7 lookups).
 * Times are ISO 8601 strings (UTC or with an offset); money is DOLLARS. Rules that need the clock or
 * the database (start not in the past, read-only once started) are in `auction-rules.ts` and the use cases.
 */

/** An ISO date-time with a zone (…Z or …+02:00). */
const ZIsoTime = (message: string) => z.iso.datetime({ offset: true, error: message });

/** Whole minutes for the anti-sniping fields; null or absent when the form left them empty. */
const ZMinutes = z
  .number({ error: AUCTION_MESSAGES.minutesInvalid })
  .int({ error: AUCTION_MESSAGES.minutesInvalid })
  .min(0, { error: AUCTION_MESSAGES.minutesInvalid })
  .max(24 * 60, { error: AUCTION_MESSAGES.minutesInvalid })
  .nullish();

const auctionFields = {
  /** Online, InPerson or Hybrid. */
  type: z.enum(AUCTION_TYPES, { error: AUCTION_MESSAGES.typeRequired }),
  /** Manual or Auto. */
  startType: z.enum(AUCTION_START_TYPES, { error: AUCTION_MESSAGES.startTypeRequired }),
  /** Start, on a 5-minute mark, not in the past. */
  startTime: ZIsoTime(AUCTION_MESSAGES.startTimeRequired),
  /** Planned stop, after the start; optional. */
  stopTime: ZIsoTime(AUCTION_MESSAGES.stopTimeInvalid).nullish(),
  /** "If, bid within (min.)": a bid this close to a lot's stop time extends it (Auto only). */
  timeLeft: ZMinutes,
  /** "Extend the time by (min.)" (Auto only). */
  extraTime: ZMinutes,
  /** The form's extendable switch; when absent, minutes above 0 mean it is on. */
  isExtendable: z.boolean().nullish(),
  /** Required unless the type is Online; omitted for Online. */
  location: zText().trim().max(300).nullish(),
};

/** POST /api/auctions. */
export const ZCreateAuctionBody = z.object({
  ...auctionFields,
  /** Test auctions are hidden from the public. */
  isTest: z.boolean().default(false),
});
export type TCreateAuctionBody = z.infer<typeof ZCreateAuctionBody>;

/** PUT /api/auctions/{id}: only while the auction has not started. */
export const ZUpdateAuctionBody = z.object({
  ...auctionFields,
  /** Default minimum bid increment of the auction, dollars with at most two decimals. */
  minBidIncrements: z
    .number({ error: AUCTION_MESSAGES.minBidIncrementsInvalid })
    .min(0, { error: AUCTION_MESSAGES.minBidIncrementsInvalid })
    .max(Number.MAX_SAFE_INTEGER / 100, { error: AUCTION_MESSAGES.minBidIncrementsInvalid })
    .refine((value) => Number.isInteger(Number((value * 100).toFixed(6))), {
      error: AUCTION_MESSAGES.minBidIncrementsInvalid,
    })
    .nullish(),
});
export type TUpdateAuctionBody = z.infer<typeof ZUpdateAuctionBody>;

/** A filter that antd sends as one value or a list of them (null when cleared). */
const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema)]).nullish();

/** A calendar day (YYYY-MM-DD, in the host's time zone) or a moment whose day is meant. */
const ZDay = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const AUCTION_SORT_FIELDS = ['id', 'startTime', 'stopTime', 'type', 'startType', 'lotCount'] as const;

/** POST /api/auctions/list: one tab of the auction list; default order startTime descending. */
export const ZAuctionListBody = z.object({
  /** Matches the auction id or its location. */
  search: zText().trim().max(100).nullish(),
  sorter: zTableSorter(AUCTION_SORT_FIELDS).nullish(),
  pagination: ZTablePagination.optional(),
  listType: ZAuctionStatus,
  /** Auctions starting on this day. */
  date: ZDay.nullish(),
  type: oneOrMany(ZAuctionType),
  startType: oneOrMany(ZAuctionStartType),
});
export type TAuctionListBody = z.infer<typeof ZAuctionListBody>;
/** What the list screen sends (antd's sorter and filters as they come). */
export type TAuctionListInput = z.input<typeof ZAuctionListBody>;

/**
 * POST /api/auctions/lookup/auctioneer: with a date-time, the company's auctions starting at that same
 * time (duplicate warning); with a bare day, its auctions of that day (report filters).
 */
export const ZAuctioneerLookupBody = z.object({ date: ZDay });
export type TAuctioneerLookupBody = z.infer<typeof ZAuctioneerLookupBody>;

/** POST /api/auctions/lookup: report-filter lookup (admin: any company; staff: their own). */
export const ZAuctionLookupBody = z.object({
  date: ZDay.nullish(),
  companyId: ZId.nullish(),
});
export type TAuctionLookupBody = z.infer<typeof ZAuctionLookupBody>;

export const AUCTION_STREAM_STATUSES = ['Offline', 'Live'] as const;
export const ZStreamStatus = z.enum(AUCTION_STREAM_STATUSES, {
  error: AUCTION_MESSAGES.streamStatusRequired,
});

/** POST /api/auctions/{id}/streams and PUT …/streams/{streamId}. The url is rewritten with `youtubeWatchUrl`. */
export const ZStreamBody = z.object({
  title: zText({ error: AUCTION_MESSAGES.streamTitleRequired })
    .trim()
    .min(1, { error: AUCTION_MESSAGES.streamTitleRequired })
    .max(200),
  url: zText({ error: AUCTION_MESSAGES.streamUrlRequired })
    .trim()
    .min(1, { error: AUCTION_MESSAGES.streamUrlRequired })
    .max(2000, { error: streamUrlInvalidMessage() }),
  status: ZStreamStatus,
  /** The provider is fixed to YouTube (spec part 2 §9). */
  type: z.literal('YouTube').default('YouTube'),
});
export type TStreamBody = z.infer<typeof ZStreamBody>;

export const AUCTION_HOST_LOT_SORT_FIELDS = [
  'auctionStartTime',
  'lotNumber',
  'openingPrice',
  'lotStatus',
  'winnerBidAmount',
] as const;

/** POST /api/lots/list/auctionhost: the host's lots in auctions of one status. */
export const ZAuctionHostLotsBody = z.object({
  sorter: zTableSorter(AUCTION_HOST_LOT_SORT_FIELDS).nullish(),
  pagination: ZTablePagination.optional(),
  isLive: z.boolean().nullish(),
  isCompleted: z.boolean().nullish(),
  isUpcoming: z.boolean().nullish(),
});
export type TAuctionHostLotsBody = z.infer<typeof ZAuctionHostLotsBody>;
