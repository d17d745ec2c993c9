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
import { ADDRESS_MESSAGES, ZIP_CODE_PATTERN } from '../address';
import { PAPERS_STATUSES } from '../identity-match';
import { zId } from '../ids';
import { ZInvitationToken } from '../invitations';
import { zText } from '../text';
import { ZTwoFactorMethod } from './users';

/**
 * Request and answer bodies of the accounts area (spec part 3 §3, §5, §7): registration, codes, passwords,
 * bidder account, phones, purchase profiles, bank accounts, authenticator. Money is dollars on the wire.
 */

/** A required text field: trimmed, 'Field is required!' when empty, at most `max` characters. */
export const zRequiredText = (max = 200) =>
  zText({ error: M.fieldRequired })
    .trim()
    .min(1, { error: M.fieldRequired })
    .max(max, { error: `Must be at most ${max} characters!` });
/** An optional text field: trimmed, empty becomes null. */
export const zOptionalText = (max = 200) =>
  zText()
    .trim()
    .max(max, { error: `Must be at most ${max} characters!` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A typed phone number; the first 10 digits are kept. */
export const ZPhone = zText({ error: M.fieldRequired })
  .min(1, { error: M.fieldRequired })
  .transform(normalizePhone)
  .refine((digits) => digits.length === PHONE_DIGITS, { error: M.phoneInvalid });

export const ZEmail = zText({ error: M.fieldRequired })
  .trim()
  .min(1, { error: M.fieldRequired })
  .max(254)
  .refine(isValidEmail, { error: M.emailInvalid });

/** A new password: the spec's rules with its texts. */
export const ZNewPassword = z.string({ error: M.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ZStateCode = zText({ error: M.fieldRequired })
  .trim()
  .min(1, { error: M.fieldRequired })
  .max(2, { error: 'Use the two-letter state code!' })
  .transform((value) => value.toUpperCase());
export const ZZip = zText({ error: M.fieldRequired })
  .trim()
  .regex(ZIP_CODE_PATTERN, { error: ADDRESS_MESSAGES.zipInvalid });

export const ZUserName = zText({ error: M.fieldRequired })
  .trim()
  .min(1, { error: M.fieldRequired })
  .max(100, { error: M.userNameTooLong })
  .regex(/^[A-Za-z0-9._@-]+$/, { error: M.userNameCharacters });

/** The consent checkbox ("dca"): SMS, terms and privacy. */
const ZConsent = z.literal(true, { error: M.consentRequired });

const ZBirthDate = zText({ error: M.fieldRequired })
  .trim()
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDate, { error: M.birthDateInvalid })
  .refine((value) => isAdult(value), { error: M.tooYoung });

const ZCode = zText({ error: M.verificationCodeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: M.verificationCodeInvalid });

const ZIdRef = zId('Invalid id!');

/** POST /api/bidders: bidder sign-up after the SMS code (part 3 §3, §5). */
export const ZBidderRegistration = z
  .object({
    firstName: zRequiredText(100),
    lastName: zRequiredText(100),
    email: ZEmail,
    phoneNumber: ZPhone,
    birthDate: ZBirthDate,
    streetLine1: zRequiredText(),
    streetLine2: zOptionalText(),
    city: zRequiredText(100),
    state: ZStateCode,
    zipCode: ZZip,
    userName: ZUserName,
    password: ZNewPassword,
    /** Confirmation, when the form sends it. */
    confirmPassword: z.string().optional(),
    dca: ZConsent,
    verificationId: ZIdRef,
    verificationCode: ZCode,
    deviceId: zText().trim().max(200).optional(),
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
/** What the sign-up form sends (before the server trims and checks it). */
export type TBidderRegistrationBody = z.input<typeof ZBidderRegistration>;

/** POST /api/auctioneers: company sign-up with its manager (part 3 §3, §5). */
export const ZAuctioneerRegistration = z.object({
  companyName: zRequiredText(200),
  companyPhoneNumber: ZPhone,
  streetLine1: zRequiredText(),
  streetLine2: zOptionalText(),
  city: zRequiredText(100),
  state: ZStateCode,
  zipCode: ZZip,
  firstName: zRequiredText(100),
  lastName: zRequiredText(100),
  email: ZEmail,
  phoneNumber: ZPhone,
  userName: ZUserName,
  password: ZNewPassword,
  confirmPassword: z.string().optional(),
  dca: ZConsent,
  deviceId: zText().trim().max(200).optional(),
});
export type TAuctioneerRegistration = z.infer<typeof ZAuctioneerRegistration>;
export type TAuctioneerRegistrationBody = z.input<typeof ZAuctioneerRegistration>;

export const ZCompanyCheckBody = z.object({ name: zText({ error: M.fieldRequired }).max(200) });

/** POST /api/attorneys/register: the invited attorney behind a client sign-up link. */
export const ZAttorneyInviteBody = z.object({
  email: ZEmail,
  companyId: ZIdRef.nullish(),
  /** The token of the e-mailed invitation link; without it nothing about the e-mail is answered. */
  token: ZInvitationToken,
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
export type TAttorneyInvite = z.infer<typeof ZAttorneyInvite>;

/** POST /api/attorneys/{attorneyId}/register: client sign-up. */
export const ZClientRegistration = z.object({
  firstName: zRequiredText(100),
  lastName: zRequiredText(100),
  email: ZEmail,
  phone: ZPhone.nullish(),
  userName: ZUserName,
  password: ZNewPassword,
  attorneyId: ZIdRef.optional(),
  companyId: ZIdRef.nullish(),
  firmName: z.string().optional(),
  /** The token of the e-mailed invitation link; spent by the sign-up. */
  token: ZInvitationToken,
});
export type TClientRegistrationBody = z.input<typeof ZClientRegistration>;

export const ZSmsCodeSent = z.object({
  /** Verification id to send back with the code. */
  id: z.string(),
  /** The last digits only, so a screen can say where the code went. */
  phone: z.string(),
  expirationDate: z.string(),
});
export type TSmsCodeSent = z.infer<typeof ZSmsCodeSent>;

// Passwords.
export const ZResetTokenCheckBody = z
  .object({
    email: zText().trim().optional(),
    userName: zText().trim().optional(),
    token: zText({ error: M.resetTokenInvalid }).min(1, { error: M.resetTokenInvalid }),
  })
  .refine((body) => Boolean(body.email || body.userName), {
    error: M.fieldRequired,
    path: ['userName'],
  });
export type TResetTokenCheckBody = z.input<typeof ZResetTokenCheckBody>;
/** PUT /api/user/token: whether the reset link is still good. */
export const ZResetTokenValidity = z.object({ isValid: z.boolean() });
export type TResetTokenValidity = z.infer<typeof ZResetTokenValidity>;
export const ZResetPasswordBody = z.object({
  userName: zText({ error: M.fieldRequired }).trim().min(1, { error: M.fieldRequired }),
  token: zText({ error: M.resetTokenInvalid }).min(1, { error: M.resetTokenInvalid }),
  password: ZNewPassword,
});
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;
export const ZChangePasswordBody = z.object({
  currentPassword: zText({ error: M.currentPasswordRequired }).min(1, { error: M.currentPasswordRequired }),
  newPassword: ZNewPassword,
});
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;
export const ZMessageAnswer = z.object({ message: z.string() });
export type TMessageAnswer = z.infer<typeof ZMessageAnswer>;

// Bidder account.
export const ZBidderProfileBody = z.object({
  firstName: zRequiredText(100),
  lastName: zRequiredText(100),
  email: ZEmail,
  address1: zRequiredText(),
  address2: zOptionalText(),
  city: zRequiredText(100),
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
  twoFactorMethod: z.nullable(ZTwoFactorMethod),
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
/** A lot behind locked funds. */
export type TLockedLot = z.infer<typeof ZLockedLot>;
/** GET /api/bidders/lockedfunds (dollars). */
export const ZLockedFundsAnswer = z.object({
  activeAuctions: z.array(z.object({ lot: ZLockedLot, amount: z.number() })),
  pendingWinnings: z.array(z.object({ lot: ZLockedLot, bidAmount: z.number(), downAmount: z.number() })),
  available_balance: z.number(),
  locked_balance: z.number(),
});
export type TLockedFunds = z.infer<typeof ZLockedFundsAnswer>;

// Phones and codes.
/** One of the bidder's phones: exactly one is primary; verifiedDate is null until a code is confirmed. */
export const ZBidderPhone = z.object({
  number: z.string(),
  isPrimary: z.boolean(),
  verifiedDate: z.string().nullable(),
});
export type TBidderPhone = z.infer<typeof ZBidderPhone>;
export const ZPhoneBody = z.object({ number: ZPhone });
export const ZPhoneVerificationBody = z.object({ number: ZPhone, accountId: ZIdRef.nullish() });
/** A code texted to a phone; `id` goes back with the code. */
export const ZPhoneVerification = z.object({
  id: z.string(),
  number: z.string(),
  expirationDate: z.string(),
});
export type TPhoneVerification = z.infer<typeof ZPhoneVerification>;
export const ZCodeBody = z.object({ code: ZCode });
export const ZPhoneVerified = z.object({
  message: z.string(),
  isVerified: z.boolean(),
  phones: z.array(ZBidderPhone),
});
export type TPhoneVerified = z.infer<typeof ZPhoneVerified>;

// Purchase profiles.
export const PURCHASE_PROFILE_TYPE_VALUES = ['Individual', 'Corporation'] as const;

/**
 * A purchase profile from the form: contact name only for a Corporation (dropped for an Individual);
 * the address is required unless "same as bidder", in which case it is sent (and stored) as nulls.
 */
export const ZPurchaseProfileBody = z
  .object({
    name: zRequiredText(200),
    type: z.enum(PURCHASE_PROFILE_TYPE_VALUES, { error: M.fieldRequired }),
    contactName: zOptionalText(200),
    phoneNumber: ZPhone,
    address1: zOptionalText(),
    address2: zOptionalText(),
    city: zOptionalText(100),
    county: zOptionalText(100),
    state: zOptionalText(2),
    zip: zOptionalText(10),
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
  /** ADR 0072: an entity grantee's papers (Corporation); only 'Not required' or 'Approved' may join. */
  papersStatus: z.optional(z.enum(PAPERS_STATUSES)),
  /** The admin's reason for the papers' decision. */
  papersReason: z.optional(z.nullable(z.string())),
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
/** Which bank-linking widget the web opens: Plaid Link, or the demo's offline sandbox widget. */
export const BANK_LINK_PROVIDERS = ['plaid', 'sandbox'] as const;
export type TBankLinkProvider = (typeof BANK_LINK_PROVIDERS)[number];
/** GET /api/accounts/linktoken: the spec's linkToken, and the widget it opens (`provider`). */
export const ZLinkToken = z.object({ linkToken: z.string(), provider: z.enum(BANK_LINK_PROVIDERS) });
export type TLinkToken = z.infer<typeof ZLinkToken>;
export const ZLinkAccountsBody = z.object({
  publicToken: zText({ error: M.bankLinkFailed }).min(1, { error: M.bankLinkFailed }),
  accountIds: z.array(zText().min(1)).default([]),
});
export type TLinkAccountsBody = z.input<typeof ZLinkAccountsBody>;
export const ZAccountSettingsBody = z.object({
  nickName: zOptionalText(100),
  hide: z.boolean().default(false),
});
export type TAccountSettingsBody = z.input<typeof ZAccountSettingsBody>;
export const ZBalanceAnswer = z.object({
  available_balance: z.number(),
  locked_balance: z.number(),
  accounts: z.array(ZBankAccount),
});
export type TBalanceAnswer = z.infer<typeof ZBalanceAnswer>;
export const ZVerifyBidderAnswer = z.object({
  isVerified: z.boolean(),
  phones: z.array(ZBidderPhone),
});
export type TVerifyBidderAnswer = z.infer<typeof ZVerifyBidderAnswer>;
export const ZSandboxInstitution = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type TSandboxInstitution = z.infer<typeof ZSandboxInstitution>;
export const ZSandboxPublicTokenBody = z.object({
  institutionId: zText({ error: M.fieldRequired }).min(1, { error: M.fieldRequired }),
  accounts: z
    .array(
      z.object({
        name: zRequiredText(100),
        subType: z.enum(['checking', 'savings']),
        /** Dollars. */
        balance: z.number().min(0).max(100_000_000),
      }),
    )
    .min(1, { error: 'Please add at least one account!' })
    .max(10),
  /** The account owner's name the sandbox bank reports (ADR 0072); blank = the bidder as registered. */
  ownerName: zText().max(200).nullish(),
});
export type TSandboxPublicTokenBody = z.input<typeof ZSandboxPublicTokenBody>;
/** An account typed into the sandbox widget (balance in dollars). */
export type TSandboxAccountInput = TSandboxPublicTokenBody['accounts'][number];
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
export type TSandboxPublicToken = z.infer<typeof ZSandboxPublicToken>;

// Two-step verification.
export const ZAuthenticatorSetup = z.object({
  /** A `data:` image, or the `otpauth://` URL when no QR renderer is installed. */
  qrCodeImageUrl: z.string(),
  manualEntrySetupCode: z.string(),
});
export type TAuthenticatorSetup = z.infer<typeof ZAuthenticatorSetup>;
