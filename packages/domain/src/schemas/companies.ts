import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../account-rules';
import {
  ZEmail,
  ZNewPassword,
  ZPhone,
  ZStateCode,
  ZUserName,
  ZZip,
  zOptionalText,
  zRequiredText,
} from './accounts';
import { COMPANY_STATUS_VALUES, type TCompanyStatus } from './admin';
import { ZCompanyFeaturedLot } from './featured-lots';
import { blankToUndefined, ZTablePagination, zTableSorter } from './table';

/**
 * The auction host's back office (spec part 3 §2–§9, part 1's Account Details modal): company settings,
 * company users and API keys. Texts are the spec's.
 */

export const COMPANY_DESCRIPTION_MAX = 250;
/** Wire instructions: PDF only, under 5 MB (part 3 §5, §9). */
export const WIRE_INSTRUCTIONS_MAX_BYTES = 5 * 1024 * 1024;
/** Logo and background images are accepted up to this size, then re-encoded to bounded sizes. */
export const COMPANY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const COMPANY_MESSAGES = {
  /** `{file}` is replaced by the uploaded file's name. */
  wireNotPdf: '{file} is not a pdf file',
  wireTooLarge: 'File must be smaller than 5MB!',
  imageType: 'The image must be a JPEG, PNG, WebP or GIF file.',
  imageTooLarge: 'The image must be smaller than 10MB!',
  fileMissing: 'Please choose a file to upload.',
  /** Company fields and uploads are disabled while Pending or Declined (part 3 §4). */
  notOperating: 'The company is not approved yet; its settings cannot be changed.',
  saved: 'Successfully updated the company details!',
  companyNotFound: 'Company is not found!',
  timeZoneUnknown: 'Please select a valid time zone!',
} as const;

export const wireNotPdfMessage = (fileName: string) =>
  COMPANY_MESSAGES.wireNotPdf.replace('{file}', fileName);

/** Company statuses (part 3 §4); Pending and Declined companies cannot change their settings. */
export const isCompanyEditable = (status: TCompanyStatus) => status !== 'Pending' && status !== 'Declined';

/** US time zones a host can pick (GET /api/companies/timezone: id, displayName). */
export const COMPANY_TIME_ZONES = [
  { id: 'America/New_York', displayName: 'Eastern Time (US & Canada)' },
  { id: 'America/Chicago', displayName: 'Central Time (US & Canada)' },
  { id: 'America/Denver', displayName: 'Mountain Time (US & Canada)' },
  { id: 'America/Phoenix', displayName: 'Arizona' },
  { id: 'America/Los_Angeles', displayName: 'Pacific Time (US & Canada)' },
  { id: 'America/Anchorage', displayName: 'Alaska' },
  { id: 'Pacific/Honolulu', displayName: 'Hawaii' },
] as const;
export const ZTimeZoneOption = z.object({ id: z.string(), displayName: z.string() });
export type TTimeZoneOption = z.infer<typeof ZTimeZoneOption>;

/** PUT /api/companies[/{companyId}]: part 3 §5 "Company settings". */
export const ZCompanyBody = z.object({
  name: zRequiredText(200),
  phoneNumber: ZPhone,
  isPublic: z.boolean().default(true),
  streetLine1: zRequiredText(200),
  streetLine2: zOptionalText(200),
  city: zRequiredText(100),
  stateCode: ZStateCode,
  zipCode: ZZip,
  timeZone: z
    .string({ error: M.fieldRequired })
    .refine((id) => COMPANY_TIME_ZONES.some((zone) => zone.id === id), {
      error: COMPANY_MESSAGES.timeZoneUnknown,
    }),
  supportEmail: z.preprocess(blankToUndefined, ZEmail.nullish()).transform((value) => value ?? null),
  website: zOptionalText(300),
  description: zOptionalText(COMPANY_DESCRIPTION_MAX),
});
export type TCompanyBody = z.infer<typeof ZCompanyBody>;

export const ZWireInstruction = z.object({
  url: z.string(),
  fileName: z.string(),
  createdBy: z.string(),
  createdDate: z.string(),
  /** The current version's fingerprint (wireFingerprint, ADR 0070); null for a PDF from before versions. */
  fingerprint: z.string().nullable().optional(),
});

/** GET /api/companies[/{companyId}]. */
export const ZCompany = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  isPublic: z.boolean(),
  streetLine1: z.string().nullable(),
  streetLine2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  timeZone: z.string(),
  supportEmail: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  wireInstruction: ZWireInstruction.nullable(),
  status: z.enum(COMPANY_STATUS_VALUES),
  /** The company's featured lots, its own and the admin's (part 3 §3). */
  featuredLots: z.array(ZCompanyFeaturedLot),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZCompanyLookupRow = z.object({ id: z.string(), name: z.string() });
export type TCompanyLookupRow = z.infer<typeof ZCompanyLookupRow>;

// ---- Company users (part 3 §3 "Company user", §5 "New company user"; part 1 Account Details modal) ----

export const COMPANY_USER_ROLES = ['Auctioneer', 'Employee'] as const;
export const ZCompanyUserRole = z.enum(COMPANY_USER_ROLES, { error: M.fieldRequired });

export const COMPANY_USER_MESSAGES = {
  added: 'Successfully added a new user!',
  saved: 'Successfully saved the auctioneer details!',
  activated: 'Successfully activated the account!',
  deactivated: 'Successfully deactivated the account!',
  notFound: 'User is not found!',
  ownAccount: 'You cannot deactivate your own account!',
  ownRole: 'You cannot change your own role!',
} as const;

export const ZCompanyUserListBody = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  sorter: z.preprocess(
    blankToUndefined,
    zTableSorter(['firstName', 'lastName', 'userName', 'email', 'role', 'lastLoginDate']).optional(),
  ),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
});
export type TCompanyUserListBody = z.infer<typeof ZCompanyUserListBody>;

export const ZCompanyUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZCompanyUserRole,
  email: z.string(),
  phoneNumber: z.string().nullable(),
  userName: z.string(),
  lastLoginDate: z.string().nullable(),
  deactivatedDate: z.string().nullable(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;
export const ZCompanyUserPage = z.object({ data: z.array(ZCompanyUser), total: z.number().int() });
export type TCompanyUserPage = z.infer<typeof ZCompanyUserPage>;

export const ZCompanyUserBody = z.object({
  firstName: zRequiredText(100),
  lastName: zRequiredText(100),
  phoneNumber: ZPhone,
  role: ZCompanyUserRole,
  userName: ZUserName,
  email: ZEmail,
  password: ZNewPassword,
});
export type TCompanyUserBody = z.infer<typeof ZCompanyUserBody>;

/** GET /api/auctioneers/{userId}: the Account Details modal (part 1 §3). */
export const ZAuctioneerAccount = z.object({
  userId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: ZCompanyUserRole,
  deactivatedDate: z.string().nullable(),
});
export type TAuctioneerAccount = z.infer<typeof ZAuctioneerAccount>;

export const ZAuctioneerAccountBody = z.object({
  firstName: zRequiredText(100),
  lastName: zRequiredText(100),
  email: ZEmail,
  phoneNumber: ZPhone,
  role: ZCompanyUserRole,
});
export type TAuctioneerAccountBody = z.infer<typeof ZAuctioneerAccountBody>;

// ---- API keys (part 3 §3, §4, §9) ----

/** Keys live a year unless deactivated first. */
export const API_KEY_LIFETIME_DAYS = 365;
/** The masked key shows stars plus the last six characters (part 3 §9). */
export const API_KEY_VISIBLE_CHARS = 6;
export const maskApiKey = (lastChars: string) => `${'*'.repeat(24)}${lastChars}`;

export const API_KEY_MESSAGES = {
  generated: 'Successfully generated a new API key!',
  deactivated: 'Successfully deactivated the API key!',
  notFound: 'API key is not found!',
  missing: 'An API key is required: send "Authorization: ApiKey <key>" or "X-Api-Key".',
  invalid: 'The API key is invalid, expired or deactivated.',
} as const;

export const ZApiKey = z.object({
  id: z.string(),
  maskedKey: z.string(),
  generatedDate: z.string(),
  expirationDate: z.string(),
  isExpired: z.boolean(),
  deactivatedDate: z.string().nullable(),
  isDeactivated: z.boolean(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
/** POST /api/settings/apikey answers the full key, the only time it is ever shown. */
export const ZNewApiKey = ZApiKey.extend({ key: z.string() });
export type TNewApiKey = z.infer<typeof ZNewApiKey>;

// ---- Webhooks (beyond the spec: signed POSTs of lot and payment events) ----

export const WEBHOOK_EVENTS = ['lot.started', 'lot.stopped', 'payment.received'] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_MESSAGES = {
  added: 'Successfully added the webhook!',
  deactivated: 'Successfully deactivated the webhook!',
  notFound: 'Webhook is not found!',
  httpsOnly: 'The webhook URL must start with https://',
} as const;

export const ZWebhookBody = z.object({
  url: z
    .string({ error: M.fieldRequired })
    .trim()
    .min(1, { error: M.fieldRequired })
    .max(2000)
    .refine((value) => URL.canParse(value), { error: WEBHOOK_MESSAGES.httpsOnly }),
});

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  createdDate: z.string(),
  isActive: z.boolean(),
  deactivatedDate: z.string().nullable(),
});
/** POST answers the signing secret, the only time it is shown. */
export const ZNewWebhook = ZWebhook.extend({ secret: z.string(), message: z.string() });

export const ZWebhookDelivery = z.object({
  id: z.string(),
  webhookId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  createdDate: z.string(),
  attempts: z.number().int(),
  lastAttemptDate: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredDate: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export type TWebhook = z.infer<typeof ZWebhook>;
