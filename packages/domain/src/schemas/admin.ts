import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../account-rules';
import { ZEmail, ZNewPassword, ZPhone, ZStateCode, ZZip } from './accounts';
import { blankToUndefined, ZTablePagination, zTableSorter } from './table';

/**
 * The admin area (spec part 3 §2, §5–§9): companies, system users, settings, FAQs, resources, featured
 * lots. Texts and page sizes of the spec live here so server and screens agree.
 */

export const ADMIN_PAGE_SIZES = { companies: 10, systemUsers: 10, dashboard: 10 } as const;
/** Admin lookups: at least this many characters, typed with a 500 ms pause (spec part 3 §5). */
export const ADMIN_LOOKUP_MIN_CHARS = 3;
export const ADMIN_LOOKUP_DEBOUNCE_MS = 500;

export const ADMIN_MESSAGES = {
  linkInvalid: 'Please enter a valid link!',
  companyApproved: 'Successfully approved the company!',
  companyDeclined: 'Successfully declined the company!',
  companyActivated: 'Successfully activated the company!',
  companyDeactivated: 'Successfully deactivated the company!',
  confirmApprove: 'Are you sure to approve the company?',
  confirmDecline: 'Are you sure to decline the company?',
  confirmActivate: 'Are you sure to activate the company?',
  confirmDeactivate: 'Are you sure to deactivate the company?',
  companyNotPending: 'Only a pending company can be approved or declined!',
  companyNotApproved: 'Only an approved company can be activated or deactivated!',
  bidderSaved: 'Successfully saved the bidder!',
  bidderActivated: 'Successfully activated the bidder!',
  bidderDeactivated: 'Successfully deactivated the bidder!',
  bidderDeleted: 'Successfully deleted the bidder!',
  confirmDeleteBidder: 'Are you sure to delete the bidder? Personal data is erased; bids and sales stay.',
  adminSaved: 'Successfully saved the admin!',
  adminActivated: 'Successfully activated the admin!',
  adminDeactivated: 'Successfully deactivated the admin!',
  cannotDeactivateSelf: 'You cannot deactivate your own account!',
  userNameTaken: M.userNameUnavailable,
  emailTaken: M.emailUnavailable,
  lookupTooShort: `Please enter at least ${ADMIN_LOOKUP_MIN_CHARS} characters!`,
  faqAdded: 'Successfully added the question!',
  faqEdited: 'Successfully edited the question!',
  faqDeleted: 'Successfully deleted the question!',
  resourceAdded: 'Successfully added the resource!',
  resourceEdited: 'Successfully edited the resource!',
  resourceDeleted: 'Successfully deleted the resource!',
  featuredAdded: 'Successfully featured the lot!',
  featuredRemoved: 'Successfully removed the featured lot!',
  noOutstandingBalances: 'No Outstanding Balances!',
  datesInFuture: 'Dates cannot be in the future!',
  smallScreenReport: 'Report table is not available on smaller screens!',
} as const;

// ---- Companies ----

export const COMPANY_STATUS_VALUES = ['Pending', 'Active', 'Inactive', 'Declined'] as const;
export const ZCompanyStatus = z.enum(COMPANY_STATUS_VALUES);
export type TCompanyStatus = z.infer<typeof ZCompanyStatus>;

export const COMPANY_SORT_FIELDS = ['name', 'city', 'status', 'id'] as const;
/** POST /api/companies/list (admin): search by name, status filter, page size 10. */
export const ZCompanyListBody = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  sorter: z.preprocess(blankToUndefined, zTableSorter(COMPANY_SORT_FIELDS).optional()),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  statuses: z.preprocess(blankToUndefined, z.array(ZCompanyStatus).max(4).optional()),
});
export type TCompanyListBody = z.infer<typeof ZCompanyListBody>;

/** A company list row (spec part 3 §3). */
export const ZCompanyRow = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isPublic: z.boolean(),
  status: ZCompanyStatus,
  createdDate: z.string(),
});
export type TCompanyRow = z.infer<typeof ZCompanyRow>;
export const ZCompanyListAnswer = z.object({ data: z.array(ZCompanyRow), total: z.number() });
export type TCompanyListAnswer = z.infer<typeof ZCompanyListAnswer>;

export const ZCompanyApproveBody = z.object({ isApproved: z.boolean() });
export const ZCompanyStatusAnswer = z.object({ id: z.string(), status: ZCompanyStatus, message: z.string() });
export type TCompanyStatusAnswer = z.infer<typeof ZCompanyStatusAnswer>;

// ---- System users ----

export const SYSTEM_USER_SORT_FIELDS = [
  'firstName',
  'lastName',
  'userName',
  'email',
  'createdDate',
  'id',
] as const;
/** The list filters of the users screens and their Excel exports. */
export const ZSystemUserListBody = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  sorter: z.preprocess(blankToUndefined, zTableSorter(SYSTEM_USER_SORT_FIELDS).optional()),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  /** Only active (true), only deactivated (false) or both. */
  isActive: z.preprocess(blankToUndefined, z.boolean().optional()),
});
export type TSystemUserListBody = z.infer<typeof ZSystemUserListBody>;

export const ZSystemUserRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  isVerified: z.boolean().nullable(),
  createdDate: z.string(),
  lastLoginDate: z.string().nullable(),
  deactivatedDate: z.string().nullable(),
});
export type TSystemUserRow = z.infer<typeof ZSystemUserRow>;
export const ZSystemUserListAnswer = z.object({ data: z.array(ZSystemUserRow), total: z.number() });
export type TSystemUserListAnswer = z.infer<typeof ZSystemUserListAnswer>;

const name = z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }).max(100);
const userName = z
  .string({ error: M.fieldRequired })
  .trim()
  .min(3, { error: 'Username must be at least 3 characters long!' })
  .max(100)
  .regex(/^[A-Za-z0-9._@-]+$/, { error: 'Username may use letters, digits and . _ @ - only!' });

/** POST /api/admins: password, phone and e-mail are required (spec part 3 §5). */
export const ZAdminCreateBody = z.object({
  firstName: name,
  lastName: name,
  email: ZEmail,
  userName,
  phone: ZPhone,
  password: ZNewPassword,
});
export type TAdminCreateBody = z.infer<typeof ZAdminCreateBody>;
/** PUT /api/admins/{id}: the same without the password (no password change here). */
export const ZAdminUpdateBody = ZAdminCreateBody.omit({ password: true });
export type TAdminUpdateBody = z.infer<typeof ZAdminUpdateBody>;

/** PUT /api/bidders/{id} (admin): names, e-mail, username and the mailing address. */
export const ZAdminBidderBody = z.object({
  firstName: name,
  lastName: name,
  email: ZEmail,
  userName,
  address1: z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }).max(200),
  address2: z.preprocess(blankToUndefined, z.string().trim().max(200).nullish()),
  city: z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }).max(100),
  state: ZStateCode,
  zip: ZZip,
});
export type TAdminBidderBody = z.infer<typeof ZAdminBidderBody>;
/** PUT /api/bidders/activate/{id}: activate (default) or deactivate. */
export const ZBidderActivateBody = z.object({ isActive: z.boolean().default(true) });

/** GET /api/bidders/lookup/{term}: a bidder matching the admin's lookup (report filters, users screen). */
export const ZAdminBidderLookupRow = z.object({
  id: z.string(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
});
export type TAdminBidderLookupRow = z.infer<typeof ZAdminBidderLookupRow>;

/** GET /api/bidders/{id} (admin view, spec part 3 §3). Money in dollars. */
export const ZAdminBidderView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  birthDate: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  isVerified: z.boolean(),
  verifiedDate: z.string().nullable(),
  configuredAuthenticatorApp: z.boolean(),
  deactivatedDate: z.string().nullable(),
  createdDate: z.string(),
  availableBalance: z.number(),
  lockedBalance: z.number(),
  totalWins: z.number(),
  phones: z.array(
    z.object({ number: z.string(), isPrimary: z.boolean(), verifiedDate: z.string().nullable() }),
  ),
  auctionHistory: z.array(
    z.object({
      auctionId: z.string(),
      startTime: z.string(),
      companyName: z.string(),
      paddleNumber: z.number(),
      lotCount: z.number(),
      bidCount: z.number(),
      wins: z.number(),
    }),
  ),
});
export type TAdminBidderView = z.infer<typeof ZAdminBidderView>;

// ---- Content ----

/** POST /api/helps and PUT /api/helps/{id}. */
export const ZHelpBody = z.object({
  question: z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }).max(500),
  answer: z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }).max(10_000),
});
export type THelpBody = z.infer<typeof ZHelpBody>;

/** POST /api/resources and PUT /api/resources/{id}: title and description required; body is rich text. */
export const ZResourceBody = z.object({
  title: z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }).max(200),
  description: z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }).max(2000),
  link: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: ADMIN_MESSAGES.linkInvalid })
      .max(2000)
      .nullish(),
  ),
  body: z.preprocess(blankToUndefined, z.string().max(200_000).nullish()),
});
export type TResourceBody = z.infer<typeof ZResourceBody>;

// ---- Configurations ----

export const ZConfiguration = z.object({
  key: z.string(),
  value: z.string(),
  displayName: z.string(),
  isPublic: z.boolean(),
  modifiedDate: z.string(),
});
export type TConfiguration = z.infer<typeof ZConfiguration>;
export const ZConfigurationBody = z.object({
  key: z.string().trim().min(1).max(100),
  value: z.string({ error: M.fieldRequired }).max(2000),
});
export type TConfigurationBody = z.infer<typeof ZConfigurationBody>;

// ---- Featured lots (admin) ----

export const ZAdminLotSearchRow = z.object({
  lotId: z.string(),
  caseNumber: z.string(),
  companyName: z.string(),
  address: z.string().nullable(),
  lotStatus: z.string(),
  auctionStartTime: z.string().nullable(),
  featuredId: z.string().nullable(),
});
export type TAdminLotSearchRow = z.infer<typeof ZAdminLotSearchRow>;
export const ZAdminFeaturedLot = z.object({
  featuredId: z.string(),
  lotId: z.string(),
  isAdmin: z.boolean(),
  companyName: z.string(),
  caseNumber: z.string(),
  address: z.string().nullable(),
  lotStatus: z.string(),
  auctionStartTime: z.string().nullable(),
});
export type TAdminFeaturedLot = z.infer<typeof ZAdminFeaturedLot>;
