import { z } from 'zod';
import {
  LISTING_MESSAGES as M,
  MAX_CIRCLE_RADIUS_METERS,
  MAX_MAP_AREAS,
  MAX_POLYGON_POINTS,
  PUBLIC_TABS,
  polygonProblem,
} from '../listing-rules';
import { ZLotStatus } from './enums';
import { blankToUndefined, ZTablePagination, zTableSorter } from './table';

/**
 * Bodies and answers of the listings calls (spec part 3 §7, part 2 §7): the public home lists, the bidder
 * property search with its map areas and attribute filters, live, pinned and upcoming lots, saved filters.
 */

const ZLatitude = z
  .number({ error: M.coordinateOutOfRange })
  .min(-90, M.coordinateOutOfRange)
  .max(90, M.coordinateOutOfRange);
const ZLongitude = z
  .number({ error: M.coordinateOutOfRange })
  .min(-180, M.coordinateOutOfRange)
  .max(180, M.coordinateOutOfRange);

export const ZLatLng = z.object({ lat: ZLatitude, lng: ZLongitude });

/** A drawn polygon: 3 or more corners, in range, not crossing itself. */
export const ZMapPolygon = z
  .array(ZLatLng)
  .max(MAX_POLYGON_POINTS)
  .superRefine((points, ctx) => {
    const problem = polygonProblem(points);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A drawn circle: centre and radius in meters. */
export const ZMapCircle = z.object({
  lat: ZLatitude,
  lng: ZLongitude,
  radius: z
    .number({ error: M.radiusInvalid })
    .positive(M.radiusInvalid)
    .max(MAX_CIRCLE_RADIUS_METERS, M.radiusInvalid),
});
export type TMapCircle = z.infer<typeof ZMapCircle>;

/**
 * One attribute filter, by the attribute's name (BedroomCount, PropertyClasses …): an interval for
 * Interval attributes, or the accepted option ids / values for the others.
 */
export const ZSearchAttribute = z
  .object({
    name: z.string().trim().min(1).max(64),
    min: z.number().finite().nullish(),
    max: z.number().finite().nullish(),
    values: z.array(z.string().trim().min(1).max(100)).max(50).nullish(),
  })
  .refine((f) => f.min == null || f.max == null || f.min <= f.max, {
    message: M.intervalOutOfOrder,
    path: ['min'],
  });
export type TSearchAttribute = z.infer<typeof ZSearchAttribute>;

const ZOptionalDate = z.preprocess(blankToUndefined, z.iso.datetime({ offset: true }).optional());
const ZFlag = z.boolean().optional();

/**
 * What a bidder searches by: the spec's fields plus the quick filters it names (Today's Sales is a date
 * range; My Auctions, Completed and Cancelled are flags). A saved filter stores exactly this.
 */
export const ZBidderSearchCriteriaShape = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  beginDate: ZOptionalDate,
  endDate: ZOptionalDate,
  showPinned: ZFlag,
  showFeatured: ZFlag,
  showLive: ZFlag,
  showMyAuctions: ZFlag,
  showCompleted: ZFlag,
  showCancelled: ZFlag,
  searchAttributes: z.array(ZSearchAttribute).max(30).optional(),
  polygons: z.array(ZMapPolygon).max(MAX_MAP_AREAS).optional(),
  circles: z.array(ZMapCircle).max(MAX_MAP_AREAS).optional(),
});

const datesInOrder = (value: { beginDate?: string; endDate?: string }) =>
  !value.beginDate || !value.endDate || Date.parse(value.beginDate) <= Date.parse(value.endDate);

export const ZBidderSearchCriteria = ZBidderSearchCriteriaShape.refine(datesInOrder, {
  message: M.datesOutOfOrder,
  path: ['endDate'],
});
export type TBidderSearchCriteria = z.infer<typeof ZBidderSearchCriteria>;

export const BIDDER_LIST_SORT_FIELDS = ['auctionStartTime', 'openingPrice', 'createdDate'] as const;

/** Cards per page of the property search. */
export const BIDDER_LIST_PAGE_SIZE = 12;

/** POST /api/lots/list/bidder. */
export const ZBidderLotListBody = ZBidderSearchCriteriaShape.extend({
  sorter: zTableSorter(BIDDER_LIST_SORT_FIELDS).optional(),
  pagination: ZTablePagination.optional(),
}).refine(datesInOrder, { message: M.datesOutOfOrder, path: ['endDate'] });
export type TBidderLotListBody = z.infer<typeof ZBidderLotListBody>;

/** A photo of a listed property. */
export const ZListingImage = z.object({
  url: z.string(),
  isMain: z.boolean(),
  description: z.string().nullable(),
});

/** A lot in the property search, the live list and the pinned list: the listing summary of part 1 §3. */
export const ZListingSummary = z.object({
  id: z.string(),
  lotId: z.string(),
  auctionId: z.string(),
  auctionHostName: z.string(),
  auctionHostLogoUrl: z.string().nullable(),
  /** The host's IANA time zone: auction times are shown in it. */
  timeZone: z.string(),
  openingPrice: z.number(),
  requiredDown: z.number(),
  auctionStartTime: z.string(),
  lotStatus: ZLotStatus,
  /** Upcoming, Live, Completed or Cancelled, for the card's badge. */
  status: z.enum(['Upcoming', 'Live', 'Completed', 'Cancelled']),
  isPostponed: z.boolean(),
  isPinned: z.boolean(),
  isRegistered: z.boolean(),
  isFeatured: z.boolean(),
  auctionIsTest: z.boolean(),
  propertyCount: z.number(),
  caseId: z.string(),
  caseNumber: z.string(),
  soldTo: z.enum(['Plaintiff', 'ThirdParty']).nullable(),
  /** Shown only to the winner themself ("You"); other bidders never see a winner's name. */
  winnerName: z.string().nullable(),
  winnerBidAmount: z.number().nullable(),
  winnerCreatedDate: z.string().nullable(),
  property: z.object({
    id: z.string(),
    streetLine1: z.string(),
    streetLine2: z.string().nullable(),
    city: z.string(),
    county: z.string(),
    stateCode: z.string(),
    zipCode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    images: z.array(ZListingImage),
  }),
});
export type TListingSummary = z.infer<typeof ZListingSummary>;

/** A search counts its matches up to this many; past it the total reads "1,000+". */
export const LISTING_TOTAL_CAP = 1000;

export const ZListingPage = z.object({
  data: z.array(ZListingSummary),
  /** Matches, at most LISTING_TOTAL_CAP. */
  total: z.number(),
  /** More lots match than `total` says. */
  totalIsCapped: z.boolean(),
});
export type TListingPage = z.infer<typeof ZListingPage>;

/** POST /api/lots/list/live. */
export const ZLiveLotListBody = z.object({ pagination: ZTablePagination.optional() }).optional().default({});

// ---- Public home lists ----

export const PUBLIC_LIST_SORT_FIELDS = ['auctionStartTime', 'openingPrice', 'city', 'zipCode'] as const;
/** Rows per page of the home page's tables (compact: the page holds four tabs and more). */
export const PUBLIC_LIST_PAGE_SIZE = 5;
/** The featured carousel fetches 100 at a time (part 3 §2). */
export const FEATURED_PAGE_SIZE = 100;

/** POST /api/lots/list/public: one tab (the spec's flags) or the featured carousel. */
export const ZPublicLotListBody = z.object({
  tab: z.enum(PUBLIC_TABS).optional(),
  isUpComing: z.boolean().optional(),
  isCompleted: z.boolean().optional(),
  isCancelled: z.boolean().optional(),
  isToday: z.boolean().optional(),
  showFeatured: z.boolean().optional(),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  endDate: ZOptionalDate,
  sorter: zTableSorter(PUBLIC_LIST_SORT_FIELDS).optional(),
  pagination: ZTablePagination.optional(),
});
export type TPublicLotListBody = z.infer<typeof ZPublicLotListBody>;

/** A public lot (part 3 §3): nothing about bidders or deposits. */
export const ZPublicLot = z.object({
  id: z.string(),
  auctionId: z.string(),
  auctionStartTime: z.string(),
  timeZone: z.string(),
  caseFileNumber: z.string().nullable(),
  caseNumber: z.string(),
  auctionHostName: z.string(),
  streetLine1: z.string(),
  streetLine2: z.string().nullable(),
  city: z.string(),
  county: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  openingPrice: z.number(),
  requiredDown: z.number(),
  caseSalesPrice: z.number().nullable(),
  caseContinuance: z.string().nullable(),
  caseSoldTo: z.enum(['Plaintiff', 'ThirdParty']).nullable(),
  lotStatus: ZLotStatus,
  isPostponed: z.boolean(),
  imageUrl: z.string().nullable(),
});
export type TPublicLot = z.infer<typeof ZPublicLot>;

export const ZPublicLotPage = z.object({ data: z.array(ZPublicLot), total: z.number() });
export type TPublicLotPage = z.infer<typeof ZPublicLotPage>;

// ---- Saved filters ----

export const ZSavedFilterBody = z.object({
  name: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(100).optional().default('')),
  savedFilter: ZBidderSearchCriteria,
});
export type TSavedFilterBody = z.infer<typeof ZSavedFilterBody>;
/** What the search page saves: a name (blank for an unnamed filter) and the criteria. */
export type TSavedFilterInput = z.input<typeof ZSavedFilterBody>;

export const ZSavedFilterUpdate = z
  .object({
    name: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(100).optional()),
    savedFilter: ZBidderSearchCriteria.optional(),
  })
  .refine((v) => v.name !== undefined || v.savedFilter !== undefined, { message: 'Nothing to update!' });
export type TSavedFilterUpdate = z.infer<typeof ZSavedFilterUpdate>;

/** A saved filter as answered; `savedFilter` was validated by ZBidderSearchCriteria when it was stored. */
export const ZSavedFilter = z.object({
  id: z.string(),
  name: z.string(),
  savedFilter: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
});
export type TSavedFilter = Omit<z.infer<typeof ZSavedFilter>, 'savedFilter'> & {
  savedFilter: TBidderSearchCriteria;
};

export const ZSavedFilterListBody = z
  .object({ pagination: ZTablePagination.optional() })
  .optional()
  .default({});
export const ZSavedFilterPage = z.object({ data: z.array(ZSavedFilter), total: z.number() });

/** GET /api/bidders/pin/{lotId}, DELETE /api/bidders/unpin/{lotId}, GET /api/bidders/pin/count: the pinned count. */
export const ZPinCount = z.object({ count: z.number().int() });
export type TPinCount = z.infer<typeof ZPinCount>;
export type TSavedFilterPage = z.infer<typeof ZSavedFilterPage>;
