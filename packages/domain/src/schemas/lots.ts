import { z } from 'zod';
import { ADDRESS_MESSAGES } from '../address';
import { ZLotStatus } from '../enums';
import { zId } from '../ids';
import { zNumeric, zText } from '../text';
import { ZTablePagination } from './table';

/**
 * Request and answer bodies of the Lots, Properties, Photos and Documents areas (spec part 2 §3–§8,
 * part 1 §4 featured lots). Money is DOLLARS on the wire; ids are strings in answers and a number or a
 * numeric string in requests; dates are ISO strings (UTC).
 */

/** Texts of the lot, property, photo and document calls (spec part 2 §5 and §8, part 1 §6). */
export const LOT_MESSAGES = {
  cannotEdit: 'This case can no longer be edited.',
  notDraft: 'The lot status is not "Draft". Please select a lot with "Draft" status.',
  missingRequiredInfo: 'Missing Required Info',
  reorderFailed: 'Error occured while updating the order! Please refresh the page and try again!',
  propertyImageNotFound: 'Property Image Not Found. Please add property photo to mark it as featured.',
  propertyNotFound: 'Property Not Found',
  featuredExists: 'Featured lot found under your account!',
  adminFeatured: 'Cannot remove the featured flag created by Admin!',
  noBids: 'Auction had no bids!',
  dateTimeRequired: 'Date and Time Required',
  /** The lot form's required fields use the spec's generic text (part 1 §5). */
  fieldRequired: 'Field is required!',
  deedDeliveryRequired: 'Please select the delivery option!',
  shippingAddressRequired: 'Please enter the shipping address!',
  descriptionRequired: 'Please enter a description!',
  bidderRequired: 'Please select the bidder!',
  lotHasProperties: 'A lot with properties cannot be deleted! Delete its properties first.',
  primaryPropertyDelete: 'The primary property cannot be deleted!',
  otherValueRequired: 'Please enter the "Other" value!',
  photoDescriptionRequired: 'Please enter the photo description!',
  documentTypeRequired: 'Please select the document type!',
  fileRequired: 'Please choose a file to upload!',
  selectLot: 'Please select the lot to create a property!',
} as const;

/** Attributes holding money: not cut to 8 characters like the other numeric attributes. */
export const CURRENCY_ATTRIBUTES = ['MarketValuationValue', 'HOA'] as const;
/** Numeric attribute inputs (other than currency ones) are cut to this many characters. */
export const NUMERIC_ATTRIBUTE_MAX_CHARS = 8;

/** New-lot defaults (spec part 2 §5, §9). */
export const NEW_LOT_DEFAULTS = { openingPrice: 0, requiredDown: 25, minBidIncrements: 1 } as const;

/** A positive database id from a form or a path: the shared id schema with the form's message. */
export const zLotIdInput = (message = 'Invalid id.') => zId(message);

/** Empty strings and nulls from cleared form controls mean "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Dollars with at most two decimals, not negative, within the safe range of cents. */
function zDollars(label: string) {
  return zNumeric(
    z
      .number({ error: `Please enter the ${label}!` })
      .min(0, { error: `The ${label} cannot be negative!` })
      .max(Number.MAX_SAFE_INTEGER / 100, { error: `The ${label} is too large!` })
      .refine((value) => Number.isInteger(Number((value * 100).toFixed(6))), {
        error: `The ${label} may have at most two decimals!`,
      }),
    `Please enter the ${label}!`,
  );
}

// ---- Lots ----

/** POST /api/lots/{caseId} and PUT /api/lots/{lotId}: the Lot Details form. */
export const ZLotBody = z.object({
  /** Dollars, 2 decimals. */
  openingPrice: z.preprocess(
    blankToUndefined,
    zDollars('opening bid').default(NEW_LOT_DEFAULTS.openingPrice),
  ),
  /** Deposit percent of the winning bid. */
  requiredDown: z.preprocess(
    blankToUndefined,
    zNumeric(
      z
        .number({ error: LOT_MESSAGES.fieldRequired })
        .int({ error: 'The required down payment must be a whole percent!' })
        .min(0, { error: 'The required down payment must be between 0 and 100!' })
        .max(100, { error: 'The required down payment must be between 0 and 100!' }),
      LOT_MESSAGES.fieldRequired,
    ).default(NEW_LOT_DEFAULTS.requiredDown),
  ),
  /** Dollars, 2 decimals. */
  minBidIncrements: z.preprocess(
    blankToUndefined,
    zDollars('minimum increment').default(NEW_LOT_DEFAULTS.minBidIncrements),
  ),
  /** The auction to sell the lot in; absent or null leaves the lot without one. */
  auctionId: z.preprocess(blankToUndefined, zLotIdInput('Please select a valid auction!').optional()),
});
export type TLotBody = z.infer<typeof ZLotBody>;

/** PUT /api/lots/{lotId}/postpone. `date` is the new (continuance) date, needed when postponing. */
export const ZPostponeBody = z.object({
  date: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: LOT_MESSAGES.dateTimeRequired }).optional(),
  ),
  isPostpone: z.boolean({ error: 'isPostpone must be true or false.' }),
});
export type TPostponeBody = z.infer<typeof ZPostponeBody>;

/** PUT /api/lots/{lotId}/reorder/{auctionId}: the lot goes right below `aboveId`, or first when null. */
export const ZReorderBody = z.object({
  aboveId: z.preprocess(blankToUndefined, zLotIdInput(LOT_MESSAGES.reorderFailed).nullable().default(null)),
});
export type TReorderBody = z.infer<typeof ZReorderBody>;

export const WINNER_ACTIONS = ['Add', 'Change', 'Remove'] as const;
export const ZWinnerAction = z.enum(WINNER_ACTIONS, { error: 'Please select an action!' });

/** POST /api/lots/{lotId}/declarewinner. */
export const ZDeclareWinnerBody = z.object({
  action: ZWinnerAction,
  description: zText({ error: LOT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { error: LOT_MESSAGES.descriptionRequired })
    .max(2000, { error: 'The description is too long!' }),
  /** The bid that wins (required for Change; Add defaults to the highest bid). */
  bidId: z.preprocess(blankToUndefined, zLotIdInput(LOT_MESSAGES.bidderRequired).optional()),
});
export type TDeclareWinnerBody = z.infer<typeof ZDeclareWinnerBody>;

export const ZDeedDelivery = z.enum(['PickUp', 'Ship'], { error: LOT_MESSAGES.deedDeliveryRequired });

/** PUT /api/lots/{lotId}/setdeeddelivery: the winning bidder's choice; Ship needs an address. */
export const ZDeedDeliveryBody = z
  .object({
    deedDelivery: ZDeedDelivery,
    deedShippingAddress: z.preprocess(blankToUndefined, zText().trim().max(1000).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.deedDelivery === 'Ship' && !body.deedShippingAddress)
      ctx.addIssue({
        code: 'custom',
        path: ['deedShippingAddress'],
        message: LOT_MESSAGES.shippingAddressRequired,
      });
  });
export type TDeedDeliveryBody = z.infer<typeof ZDeedDeliveryBody>;

// ---- Properties ----

function requiredField(label: string, max: number) {
  const message = ADDRESS_MESSAGES.required(label);
  return zText({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `The ${label} must be at most ${max} characters!` });
}

/** POST /api/properties/{lotId} and PUT /api/properties/{propertyId}: the address form. */
export const ZPropertyBody = z.object({
  /** Slashes become dashes before saving (spec part 2 §5). */
  streetLine1: requiredField('Street Address', 200).transform((value) => value.replaceAll('/', '-')),
  streetLine2: z.preprocess(blankToUndefined, zText().trim().max(200).optional()),
  city: requiredField('City', 100),
  county: requiredField('County', 100),
  stateCode: requiredField('State', 2)
    .regex(/^[A-Za-z]{2}$/, { error: 'Please enter a two-letter state code!' })
    .transform((value) => value.toUpperCase()),
  zipCode: requiredField('Zip Code', 10).regex(/^\d{5}(-\d{4})?$/, {
    error: 'Please enter a valid Zip Code!',
  }),
  /** The country is always US, whatever is sent. */
  countryCode: z.preprocess(blankToUndefined, zText().max(2).optional()).transform(() => 'US' as const),
  latitude: z.preprocess(blankToUndefined, zNumeric(z.number().min(-90).max(90)).optional()),
  longitude: z.preprocess(blankToUndefined, zNumeric(z.number().min(-180).max(180)).optional()),
});
export type TPropertyBody = z.infer<typeof ZPropertyBody>;

/** PUT /api/properties/{propertyId}/attribute. An empty value clears the attribute. */
export const ZPropertyAttributeBody = z.object({
  attributeId: zLotIdInput('Please select a valid attribute!'),
  value: z
    .union([zText().max(1000), z.number(), z.boolean()])
    .nullable()
    .optional(),
  otherValue: z.preprocess(blankToUndefined, zText().trim().max(500).optional()),
});
export type TPropertyAttributeBody = z.infer<typeof ZPropertyAttributeBody>;

export const PROPERTY_SORT_FIELDS = [
  'createdDate',
  'streetLine1',
  'city',
  'county',
  'zipCode',
  'caseNumber',
  'lotStatus',
  'auctionStartTime',
] as const;

/** POST /api/properties/list: the staff property table. */
export const ZPropertyListBody = z.object({
  /** Part of the address, city, zip or case number, case-insensitive. */
  search: z.preprocess(blankToUndefined, zText().trim().max(100).optional()),
  sorter: z.preprocess(
    blankToUndefined,
    z
      .object({
        field: z.preprocess(blankToUndefined, z.enum(PROPERTY_SORT_FIELDS).optional()),
        order: z.preprocess(blankToUndefined, z.enum(['ascend', 'descend']).optional()),
      })
      .optional(),
  ),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  /** Only primary properties (true), only secondary ones (false), or all (absent). */
  isPrimary: z.preprocess(blankToUndefined, z.boolean().optional()),
});
export type TPropertyListBody = z.infer<typeof ZPropertyListBody>;

// ---- Uploads (multipart fields, as the forms name them) ----

/** Multipart form booleans arrive as text. */
const zFormBoolean = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : String(value).toLowerCase() === 'true'),
    z.boolean(),
  );

/** POST /api/propertyimages/{propertyId}: IsMain, Description (required), Image. */
export const ZPropertyImageFields = z.object({
  Description: zText({ error: LOT_MESSAGES.photoDescriptionRequired })
    .trim()
    .min(1, { error: LOT_MESSAGES.photoDescriptionRequired })
    .max(500, { error: 'The description must be at most 500 characters!' }),
  /** Absent: main when the property has no photo yet. */
  IsMain: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : String(value).toLowerCase() === 'true'),
    z.boolean().optional(),
  ),
});

/** POST /api/documents: DocumentTypeId (required), IsVisibleToBidder, IsVisibleToClient, CaseId, Attachment. */
export const ZDocumentFields = z.object({
  DocumentTypeId: zLotIdInput(LOT_MESSAGES.documentTypeRequired),
  CaseId: zLotIdInput('Please select a valid case!'),
  IsVisibleToBidder: zFormBoolean(false),
  IsVisibleToClient: zFormBoolean(false),
});

/** POST /api/lotdocuments/{lotId}: Description, Attachment. */
export const ZLotDocumentFields = z.object({
  Description: z.preprocess(blankToUndefined, zText().trim().max(500).optional()),
});

/** PUT /api/documents/{id}. */
export const ZDocumentUpdateBody = z.object({
  documentTypeId: zLotIdInput(LOT_MESSAGES.documentTypeRequired),
  caseId: zLotIdInput('Please select a valid case!'),
  isVisibleToBidder: z.boolean().default(false),
  isVisibleToClient: z.boolean().default(false),
});
export type TDocumentUpdateBody = z.infer<typeof ZDocumentUpdateBody>;

/** POST /api/documents/list/{caseId}: optional file-name search (case-insensitive). */
export const ZDocumentListBody = z
  .object({ search: z.preprocess(blankToUndefined, zText().trim().max(300).optional()) })
  .nullish();

// ---- Answers ----

export const ZLotAuctionRef = z.object({
  id: z.string(),
  startTime: z.string(),
  stopTime: z.string().nullable(),
  isStarted: z.boolean(),
});

/**
 * The winning bid of a sold lot and who placed it (spec part 2 §3 "Lot" winner): the bidder's name and
 * paddle; phone and address are those of the purchase profile the bidder used in the auction (the
 * grantee), else the bidder's own. Amount in dollars.
 */
export const ZLotWinner = z.object({
  bidId: z.string(),
  bidBidderFullName: z.string(),
  bidderUserName: z.string(),
  phoneNumber: z.string().nullable(),
  bidAmount: z.number(),
  bidPaddleNumber: z.number().int(),
  /** Name of the purchase profile (who takes title), when the bidder chose one. */
  purchaseProfileName: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type TLotWinner = z.infer<typeof ZLotWinner>;

export const ZPropertyAddress = z.object({
  id: z.string(),
  streetLine1: z.string(),
  streetLine2: z.string().nullable(),
  city: z.string(),
  county: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isPrimary: z.boolean(),
});

/** A lot as the management screens show it (spec part 2 §3 "Lot"); money in dollars. */
export const ZLotView = z.object({
  id: z.string(),
  caseId: z.string(),
  lotNumber: z.number().int().nullable(),
  lotStatus: ZLotStatus,
  openingPrice: z.number(),
  requiredDown: z.number(),
  minBidIncrements: z.number(),
  auction: ZLotAuctionRef.nullable(),
  propertyCount: z.number().int(),
  property: ZPropertyAddress.nullable(),
  markedFeatured: z.boolean(),
  featuredId: z.string().nullable(),
  isPostponed: z.boolean(),
  postponedDate: z.string().nullable(),
  continuanceDate: z.string().nullable(),
  soldTo: z.enum(['Plaintiff', 'ThirdParty']).nullable(),
  winnerBidId: z.string().nullable(),
  winnerBidAmount: z.number().nullable(),
  winnerName: z.string().nullable(),
  winnerBidPaddleNumber: z.number().int().nullable(),
  startedTime: z.string().nullable(),
  stoppedTime: z.string().nullable(),
  winnerCreatedDate: z.string().nullable(),
  depositReceivedDate: z.string().nullable(),
  paymentReceivedDate: z.string().nullable(),
  isDepositPastDue: z.boolean(),
  isFullPaymentPastDue: z.boolean(),
  numberOfBids: z.number().int(),
  /** Bidders in the lot now (joined, not left or removed). */
  numberOfBidders: z.number().int(),
  /** Relief fee the buyer pays on top of the bid (remaining payment = bid − deposit + fee), dollars. */
  reliefFee: z.number(),
  /** The winner of a lot sold to a third-party bidder; null otherwise. */
  winner: ZLotWinner.nullable(),
  /** When the deposit is (was) due: 2 hours after the win; null without a third-party winner. */
  depositDueDate: z.string().nullable(),
  /** When the full payment is (was) due: the end of the win's day in the host's zone plus 14 hours. */
  paymentDueDate: z.string().nullable(),
  deedDelivery: ZDeedDelivery.nullable(),
  deedShippingAddress: z.string().nullable(),
  /** The auction host's IANA time zone: screens show the lot's dates in it. */
  timeZone: z.string(),
});
export type TLotView = z.infer<typeof ZLotView>;

/** PUT /api/lots/{lotId}/list: the published lot and what must still be provided before it can go live. */
export const ZPublishLotAnswer = z.object({
  lot: ZLotView,
  willProvideLater: z.array(z.enum(['Opening Bid', 'Required Down Payment', 'Minimum Increment'])),
});

export const ZLotOrderRow = z.object({ id: z.string(), lotNumber: z.number().int().nullable() });

export const ZFeaturedLot = z.object({
  featuredId: z.string(),
  featuredByAdmin: z.boolean(),
  lotId: z.string(),
  streetLine1: z.string().nullable(),
  streetLine2: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  county: z.string().nullable(),
  auctionStartTime: z.string().nullable(),
  lotStatus: ZLotStatus,
  hasImage: z.boolean(),
});
export type TFeaturedLot = z.infer<typeof ZFeaturedLot>;

export const ZLotActivity = z.object({
  id: z.string(),
  actLogTitle: z.string(),
  actLogBody: z.string(),
  userName: z.string().nullable(),
  createdDate: z.string(),
});

export const ZPropertyImage = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  isMain: z.boolean(),
});
export type TPropertyImage = z.infer<typeof ZPropertyImage>;

export const ZPropertyAttributeValue = z.object({
  attributeId: z.string(),
  attributeType: z.string(),
  attributeName: z.string(),
  value: z.string().nullable(),
  otherValue: z.string().nullable(),
  otherOptionId: z.string().nullable(),
});

/** GET /api/properties/{propertyId} and the property calls' answers. */
export const ZPropertyDetail = ZPropertyAddress.extend({
  caseId: z.string(),
  lotId: z.string(),
  imageData: z.array(ZPropertyImage),
  /** The main photo's URL, when there is a photo. */
  imageUrl: z.string().nullable(),
  attributes: z.array(ZPropertyAttributeValue),
});
export type TPropertyDetail = z.infer<typeof ZPropertyDetail>;

export const ZPropertyAttributeDefinition = z.object({
  attributeId: z.string(),
  attributeName: z.string(),
  attributeDisplayName: z.string(),
  attributeType: z.string(),
  searchType: z.string().nullable(),
  optionData: z.array(z.object({ id: z.string(), value: z.string() })),
});

export const ZPropertyListRow = ZPropertyAddress.extend({
  lotId: z.string(),
  caseId: z.string(),
  caseNumber: z.string(),
  lotStatus: ZLotStatus,
  auctionStartTime: z.string().nullable(),
  /** The host's IANA time zone: the table shows the auction date in it. */
  timeZone: z.string(),
  imageUrl: z.string().nullable(),
  createdDate: z.string(),
});
export const ZPropertyListAnswer = z.object({ data: z.array(ZPropertyListRow), total: z.number().int() });

export const ZCaseDocument = z.object({
  id: z.string(),
  caseId: z.string(),
  name: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  createdDate: z.string(),
  createdBy: z.string(),
  fileSize: z.number(),
  url: z.string(),
  isVisibleToBidder: z.boolean(),
  isVisibleToClient: z.boolean(),
});
export type TCaseDocument = z.infer<typeof ZCaseDocument>;

export const ZLotDocument = z.object({
  id: z.string(),
  lotId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdDate: z.string(),
  createdBy: z.string(),
  fileSize: z.number(),
  url: z.string(),
});
export type TLotDocument = z.infer<typeof ZLotDocument>;
