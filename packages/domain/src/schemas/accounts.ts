import { z } from 'zod';
import {
  isAdult,
  isCalendarDate,
  isValidEmail,
  ACCOUNT_MESSAGES as M,
  normalizePhone,
  PHONE_DIGITS,
  passwordProblem,
} from '../account-rules';

/**
 * Request and answer bodies of the accounts area (spec part 3 §3, §5, §7): registration, codes, passwords,
 * bidder account, phones, purchase profiles, bank accounts, authenticator. Money is dollars on the wire.
 */

const required = (max = 200) =>
  z
    .string({ error: M.fieldRequired })
    .trim()
    .min(1, { error: M.fieldRequired })
    .max(max, { error: `Must be at most ${max} characters!` });
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters!` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A typed phone number; the first 10 digits are kept. */
export const ZPhone = z
  .string({ error: M.fieldRequired })
  .min(1, { error: M.fieldRequired })
  .transform(normalizePhone)
  .refine((digits) => digits.length === PHONE_DIGITS, { error: M.phoneInvalid });

export const ZEmail = z
  .string({ error: M.fieldRequired })
  .trim()
  .min(1, { error: M.fieldRequired })
  .max(254)
  .refine(isValidEmail, { error: M.emailInvalid });

/** A new password: the spec's rules with its texts. */
export const ZNewPassword = z.string({ error: M.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ZStateCode = z
  .string({ error: M.fieldRequired })
  .trim()
  .min(1, { error: M.fieldRequired })
  .max(2, { error: 'Use the two-letter state code!' })
  .transform((value) => value.toUpperCase());
export const ZZip = z
  .string({ error: M.fieldRequired })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, { error: 'Please enter a valid zip code!' });

const ZUserName = z
  .string({ error: M.fieldRequired })
  .trim()
  .min(1, { error: M.fieldRequired })
  .max(100)
  .regex(/^[A-Za-z0-9._@-]+$/, { error: 'The username may only contain letters, digits and . _ @ -' });

/** The consent checkbox ("dca"): SMS, terms and privacy. */
const ZConsent = z.literal(true, { error: M.consentRequired });

const ZBirthDate = z
  .string({ error: M.fieldRequired })
  .trim()
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDate, { error: M.birthDateInvalid })
  .refine((value) => isAdult(value), { error: M.tooYoung });

const ZCode = z
  .string({ error: M.verificationCodeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: M.verificationCodeInvalid });

const ZIdRef = z.coerce.number({ error: 'Invalid id!' }).int().positive().max(2_147_483_647);

/** POST /api/bidders: bidder sign-up after the SMS code (part 3 §3, §5). */
export const ZBidderRegistration = z
  .object({
    firstName: required(100),
    lastName: required(100),
    email: ZEmail,
    phoneNumber: ZPhone,
    birthDate: ZBirthDate,
    streetLine1: required(),
    streetLine2: optionalText(),
    city: required(100),
    state: ZStateCode,
    zipCode: ZZip,
    userName: ZUserName,
    password: ZNewPassword,
    /** Confirmation, when the form sends it. */
    confirmPassword: z.string().optional(),
    dca: ZConsent,
    verificationId: ZIdRef,
    verificationCode: ZCode,
    deviceId: z.string().trim().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    // The confirmation is checked when the form sends it: empty asks for it, different says so.
    if (body.confirmPassword === undefined) return;
    if (!body.confirmPassword)
      ctx.addIssue({ code: 'custom', message: M.confirmRequired, path: ['confirmPassword'] });
    else if (body.confirmPassword !== body.password)
      ctx.addIssue({ code: 'custom', message: M.passwordsDoNotMatch, path: ['confirmPassword'] });
  });
export type TBidderRegistration = z.infer<typeof ZBidderRegistration>;

/** POST /api/auctioneers: company sign-up with its manager (part 3 §3, §5). */
export const ZAuctioneerRegistration = z.object({
  companyName: required(200),
  companyPhoneNumber: ZPhone,
  streetLine1: required(),
  streetLine2: optionalText(),
  city: required(100),
  state: ZStateCode,
  zipCode: ZZip,
  firstName: required(100),
  lastName: required(100),
  email: ZEmail,
  phoneNumber: ZPhone,
  userName: ZUserName,
  password: ZNewPassword,
  confirmPassword: z.string().optional(),
  dca: ZConsent,
  deviceId: z.string().trim().max(200).optional(),
});
export type TAuctioneerRegistration = z.infer<typeof ZAuctioneerRegistration>;

export const ZCompanyCheckBody = z.object({ name: z.string({ error: M.fieldRequired }).max(200) });

/** POST /api/attorneys/register: the invited attorney behind a client sign-up link. */
export const ZAttorneyInviteBody = z.object({
  email: ZEmail,
  companyId: ZIdRef.nullish(),
});
export const ZAttorneyInvite = z.object({
  attorneyId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  clientId: z.string(),
  firmName: z.string(),
  companyId: z.string().nullable(),
});

/** POST /api/attorneys/{attorneyId}/register: client sign-up. */
export const ZClientRegistration = z.object({
  firstName: required(100),
  lastName: required(100),
  email: ZEmail,
  phone: ZPhone.nullish(),
  userName: ZUserName,
  password: ZNewPassword,
  attorneyId: ZIdRef.optional(),
  companyId: ZIdRef.nullish(),
  firmName: z.string().optional(),
});

export const ZSmsCodeSent = z.object({
  /** Verification id to send back with the code. */
  id: z.string(),
  /** The last digits only, so a screen can say where the code went. */
  phone: z.string(),
  expirationDate: z.string(),
});

// Passwords.
export const ZResetTokenCheckBody = z
  .object({
    email: z.string().trim().optional(),
    userName: z.string().trim().optional(),
    token: z.string({ error: M.resetTokenInvalid }).min(1, { error: M.resetTokenInvalid }),
  })
  .refine((body) => Boolean(body.email || body.userName), {
    error: M.fieldRequired,
    path: ['userName'],
  });
export const ZResetPasswordBody = z.object({
  userName: z.string({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }),
  token: z.string({ error: M.resetTokenInvalid }).min(1, { error: M.resetTokenInvalid }),
  password: ZNewPassword,
});
export const ZChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: M.currentPasswordRequired })
    .min(1, { error: M.currentPasswordRequired }),
  newPassword: ZNewPassword,
});
export const ZMessageAnswer = z.object({ message: z.string() });

// Bidder account.
export const ZBidderProfileBody = z.object({
  firstName: required(100),
  lastName: required(100),
  email: ZEmail,
  address1: required(),
  address2: optionalText(),
  city: required(100),
  state: ZStateCode,
  zip: ZZip,
});
export type TBidderProfileBody = z.infer<typeof ZBidderProfileBody>;

/** GET /api/bidders: the header's global data plus the personal page's profile. */
export const ZBidderAccount = z.object({
  pinned_count: z.number().int(),
  available_balance: z.number(),
  locked_balance: z.number(),
  linked_account_count: z.number().int(),
  is_verified: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  userName: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  isVerified: z.boolean(),
  configuredAuthenticatorApp: z.boolean(),
  twoFactorMethod: z.enum(['sms', 'authenticator']).nullable(),
  deleteRequested: z.boolean(),
});
export type TBidderAccount = z.infer<typeof ZBidderAccount>;

const ZLockedLot = z.object({
  lotId: z.string(),
  lotNumber: z.number().int().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export const ZLockedFundsAnswer = z.object({
  activeAuctions: z.array(z.object({ lot: ZLockedLot, amount: z.number() })),
  pendingWinnings: z.array(z.object({ lot: ZLockedLot, bidAmount: z.number(), downAmount: z.number() })),
  available_balance: z.number(),
  locked_balance: z.number(),
});

// Phones and codes.
export const ZBidderPhone = z.object({
  number: z.string(),
  isPrimary: z.boolean(),
  verifiedDate: z.string().nullable(),
});
export const ZPhoneBody = z.object({ number: ZPhone });
export const ZPhoneVerificationBody = z.object({ number: ZPhone, accountId: ZIdRef.nullish() });
export const ZPhoneVerification = z.object({
  id: z.string(),
  number: z.string(),
  expirationDate: z.string(),
});
export const ZCodeBody = z.object({ code: ZCode });
export const ZPhoneVerified = z.object({
  message: z.string(),
  isVerified: z.boolean(),
  phones: z.array(ZBidderPhone),
});

// Purchase profiles.
export const PURCHASE_PROFILE_TYPE_VALUES = ['Individual', 'Corporation'] as const;

/**
 * A purchase profile from the form: contact name only for a Corporation (dropped for an Individual);
 * the address is required unless "same as bidder", in which case it is sent (and stored) as nulls.
 */
export const ZPurchaseProfileBody = z
  .object({
    name: required(200),
    type: z.enum(PURCHASE_PROFILE_TYPE_VALUES, { error: 'Please select the entity type!' }),
    contactName: optionalText(200),
    phoneNumber: ZPhone,
    address1: optionalText(),
    address2: optionalText(),
    city: optionalText(100),
    county: optionalText(100),
    state: optionalText(2),
    zip: optionalText(10),
    isPrimary: z.boolean().default(false),
    isAgentForBidder: z.boolean().default(false),
    isSameAsBidder: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.isSameAsBidder) return;
    for (const field of ['address1', 'city', 'state', 'zip'] as const) {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: M.fieldRequired });
    }
    if (body.zip && !/^\d{5}(-\d{4})?$/.test(body.zip))
      ctx.addIssue({ code: 'custom', path: ['zip'], message: 'Please enter a valid zip code!' });
  })
  .transform((body) => ({
    ...body,
    contactName: body.type === 'Corporation' ? body.contactName : null,
    state: body.state ? body.state.toUpperCase() : null,
    ...(body.isSameAsBidder
      ? { address1: null, address2: null, city: null, county: null, state: null, zip: null }
      : {}),
  }));
export type TPurchaseProfileBody = z.infer<typeof ZPurchaseProfileBody>;

export const ZPurchaseProfile = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PURCHASE_PROFILE_TYPE_VALUES),
  contactName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  isPrimary: z.boolean(),
  isAgentForBidder: z.boolean(),
  isSameAsBidder: z.boolean(),
});
export type TPurchaseProfile = z.infer<typeof ZPurchaseProfile>;

// Bank accounts.
export const ZBankAccount = z.object({
  id: z.string(),
  bidderId: z.string(),
  name: z.string(),
  mask: z.string().nullable(),
  institutionName: z.string().nullable(),
  institutionLogo: z.string().nullable(),
  subType: z.enum(['checking', 'savings']),
  balance: z.number(),
  isValid: z.boolean(),
  isHidden: z.boolean(),
  modifiedDate: z.string().nullable(),
  nickName: z.string().nullable(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;
export const ZLinkToken = z.object({ linkToken: z.string() });
export const ZLinkAccountsBody = z.object({
  publicToken: z.string({ error: M.bankLinkFailed }).min(1, { error: M.bankLinkFailed }),
  accountIds: z.array(z.string().min(1)).default([]),
});
export const ZAccountSettingsBody = z.object({
  nickName: optionalText(100),
  hide: z.boolean().default(false),
});
export const ZBalanceAnswer = z.object({
  available_balance: z.number(),
  locked_balance: z.number(),
  accounts: z.array(ZBankAccount),
});
export const ZVerifyBidderAnswer = z.object({
  isVerified: z.boolean(),
  phones: z.array(ZBidderPhone),
});
export const ZSandboxInstitution = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});
export const ZSandboxPublicTokenBody = z.object({
  institutionId: z.string({ error: M.fieldRequired }).min(1, { error: M.fieldRequired }),
  accounts: z
    .array(
      z.object({
        name: required(100),
        subType: z.enum(['checking', 'savings']),
        /** Dollars. */
        balance: z.number().min(0).max(100_000_000),
      }),
    )
    .min(1, { error: 'Please add at least one account!' })
    .max(10),
});
export const ZSandboxPublicToken = z.object({
  publicToken: z.string(),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      mask: z.string(),
      subType: z.enum(['checking', 'savings']),
    }),
  ),
});

// Two-step verification.
export const ZAuthenticatorSetup = z.object({
  /** A `data:` image, or the `otpauth://` URL when no QR renderer is installed. */
  qrCodeImageUrl: z.string(),
  manualEntrySetupCode: z.string(),
});
