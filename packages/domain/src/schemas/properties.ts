import { z } from 'zod';
import { ADDRESS_MESSAGES } from '../address';
import { zNumeric, zText } from '../text';
import { ZLotStatus } from './enums';
import { LOT_MESSAGES, zLotIdInput } from './lot-messages';
import { blankToUndefined, ZTablePagination } from './table';

/**
 * Request and answer bodies of the Properties and Photos areas (spec part 2 §6–§7): a lot's addresses, their
 * attribute values and photos. Ids are strings in answers and a number or a numeric string in requests.
 */

/** Attributes holding money: not cut to 8 characters like the other numeric attributes. */
export const CURRENCY_ATTRIBUTES = ['MarketValuationValue', 'HOA'] as const;
/** Numeric attribute inputs (other than currency ones) are cut to this many characters. */
export const NUMERIC_ATTRIBUTE_MAX_CHARS = 8;

// ---- Requests ----

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
/** What the property table sends: the body, with antd's sort column as it comes (the server checks it). */
export type TPropertyListInput = Omit<TPropertyListBody, 'sorter'> & {
  sorter?: Omit<NonNullable<TPropertyListBody['sorter']>, 'field'> & { field?: string };
};

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
/** The upload's multipart fields, named as the web's code holds them (`Description` is `description`). */
export type TPropertyImageFields = {
  [K in keyof z.infer<typeof ZPropertyImageFields> as Uncapitalize<K>]: z.infer<
    typeof ZPropertyImageFields
  >[K];
};

// ---- Answers ----

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
export type TPropertyAttributeDefinition = z.infer<typeof ZPropertyAttributeDefinition>;

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
export type TPropertyListRow = z.infer<typeof ZPropertyListRow>;
export const ZPropertyListAnswer = z.object({ data: z.array(ZPropertyListRow), total: z.number().int() });
export type TPropertyListAnswer = z.infer<typeof ZPropertyListAnswer>;
