import { ACCOUNT_MESSAGES } from './account-rules';
import { LOGIN_MESSAGES } from './auth';
import { CREDIT_BID_MESSAGES } from './credit-bids';
import { DEFAULT_MESSAGES } from './defaults';
import { NO_PERMISSION_MESSAGE } from './errors';
import { OUTAGE_MESSAGES } from './outage-policy';
import { PRACTICE_MESSAGES } from './practice';
import { LOT_MESSAGES } from './schemas/lot-messages';

/**
 * The error catalogue: a stable code for each refusal whose text the spec fixes, beside that text. An error
 * answer is `{ message, code, errors? }`: the message is the spec's, for people; the code is for programs,
 * so a client decides what to do by the code and never by comparing texts, which the spec may reword.
 * The server names the code of an error from its message (errorCodeFor), so each text here has one code.
 */
export const ERROR_CATALOGUE = {
  // Sign-in and sessions (spec part 3 §8).
  INVALID_TOKEN: 'Invalid token',
  NO_PERMISSION: NO_PERMISSION_MESSAGE,
  INVALID_CREDENTIALS: LOGIN_MESSAGES.invalidCredentials,
  USE_ADMIN_LOGIN: LOGIN_MESSAGES.adminUseAdminLogin,
  ADMIN_LOGIN_ONLY: LOGIN_MESSAGES.adminOnly,
  ACCOUNT_INACTIVE: LOGIN_MESSAGES.inactive,
  COMPANY_NOT_ACTIVE: LOGIN_MESSAGES.companyNotActive,
  COMPANY_DECLINED: LOGIN_MESSAGES.companyDeclined,
  COMPANY_INACTIVE: LOGIN_MESSAGES.companyInactive,
  LOGIN_THROTTLED: LOGIN_MESSAGES.throttledIp,
  SESSION_EXPIRED: LOGIN_MESSAGES.invalidRefresh,
  TWO_FACTOR_REQUIRED: ACCOUNT_MESSAGES.twoFactorRequired,
  /** Five wrong codes end the login: only a new sign-in may continue. */
  TWO_FACTOR_TOO_MANY_ATTEMPTS: ACCOUNT_MESSAGES.twoFactorTooManyAttempts,
  VERIFICATION_CODE_INVALID: ACCOUNT_MESSAGES.verificationCodeInvalid,
  VERIFICATION_CODE_EXPIRED: ACCOUNT_MESSAGES.verificationCodeExpired,
  VERIFICATION_TOO_MANY_ATTEMPTS: ACCOUNT_MESSAGES.verificationTooManyAttempts,
  // Accounts and sign-ups (spec part 3 §5).
  USER_NAME_UNAVAILABLE: ACCOUNT_MESSAGES.userNameUnavailable,
  CLIENT_USER_NAME_UNAVAILABLE: ACCOUNT_MESSAGES.clientUserNameUnavailable,
  EMAIL_UNAVAILABLE: ACCOUNT_MESSAGES.emailUnavailable,
  DUPLICATE_COMPANY: ACCOUNT_MESSAGES.duplicateCompany,
  CURRENT_PASSWORD_WRONG: ACCOUNT_MESSAGES.currentPasswordWrong,
  RESET_TOKEN_INVALID: ACCOUNT_MESSAGES.resetTokenInvalid,
  // Lots (spec part 2 §5).
  /** Publishing refused: `errors` names each missing item. */
  LOT_MISSING_REQUIRED_INFO: LOT_MESSAGES.missingRequiredInfo,
  /** Another lot is featured: the caller may ask again to replace it. */
  LOT_FEATURED_EXISTS: LOT_MESSAGES.featuredExists,
  LOT_NOT_DRAFT: LOT_MESSAGES.notDraft,
  CASE_NOT_EDITABLE: LOT_MESSAGES.cannotEdit,
  // The plaintiff's credit bid (issue 43, point 2; ADR 0074).
  /** START refused: the lot's auction requires a confirmed credit bid (or a confirmed "does not bid"). */
  CREDIT_BID_NOT_CONFIRMED: CREDIT_BID_MESSAGES.notConfirmedToStart,
  CREDIT_BID_DEADLINE_PASSED: CREDIT_BID_MESSAGES.deadlinePassed,
  /** The blind confirmation differs from the entry: both people are told. */
  CREDIT_BID_MISMATCH: CREDIT_BID_MESSAGES.mismatch,
  CREDIT_BID_SELF_CONFIRM: CREDIT_BID_MESSAGES.selfConfirm,
  /** Above the judgment, below the host's share of it, or no judgment: `errors.overrideReason` says which. */
  CREDIT_BID_OVERRIDE_REQUIRED: CREDIT_BID_MESSAGES.overrideRequired,
  CREDIT_BID_NOTHING_TO_CONFIRM: CREDIT_BID_MESSAGES.nothingToConfirm,
  CREDIT_BID_NOT_REQUIRED: CREDIT_BID_MESSAGES.notRequired,
  // The practice sale (issue 43, point 4; ADR 0076).
  /** A real-sale join, deposit or registration aimed at a practice lot. */
  PRACTICE_LOT_NOT_REAL: PRACTICE_MESSAGES.practiceLotNotReal,
  /** The practice join aimed at a lot of a real sale. */
  REAL_LOT_NOT_PRACTICE: PRACTICE_MESSAGES.realLotNotPractice,
  PRACTICE_LOT_CLOSED: PRACTICE_MESSAGES.lotClosed,
  // Defaults, the runner-up and per-sale approval (issue 43, ADR 0075).
  WIN_NOT_PAST_DUE: DEFAULT_MESSAGES.notPastDue,
  LOT_NOT_DEFAULTED: DEFAULT_MESSAGES.notDefaulted,
  OFFER_ALREADY_OPEN: DEFAULT_MESSAGES.offerAlreadyOpen,
  NO_RUNNER_UP: DEFAULT_MESSAGES.noRunnerUp,
  OFFER_NOT_OPEN: DEFAULT_MESSAGES.offerNotOpen,
  OFFER_INSUFFICIENT_FUNDS: DEFAULT_MESSAGES.offerInsufficientFunds,
  DEFAULT_CLOSED: DEFAULT_MESSAGES.saleClosed,
  /** A join refused: the auction requires approval (or the bidder is held as a non-payer) and it is pending. */
  BIDDER_APPROVAL_PENDING: DEFAULT_MESSAGES.approvalPending,
  BIDDER_APPROVAL_DENIED: DEFAULT_MESSAGES.approvalDenied,
  APPROVAL_ALREADY_DECIDED: DEFAULT_MESSAGES.alreadyDecided,
  NON_PAYER_ALREADY_REMOVED: DEFAULT_MESSAGES.nonPayerAlreadyRemoved,
  // The outage policy (issue 43, point 1; ADR 0077).
  /** A bid or a maximum-bid change while staff pause the sale. */
  SALE_PAUSED: OUTAGE_MESSAGES.salePaused,
} as const;

/**
 * Codes of refusals whose text varies (a field's validation message, a wait in minutes, a lot's number):
 * the code names the kind of refusal by its status.
 */
export const GENERIC_ERROR_CODES = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
} as const;

export type TCatalogueErrorCode = keyof typeof ERROR_CATALOGUE;
export type TGenericErrorCode = (typeof GENERIC_ERROR_CODES)[keyof typeof GENERIC_ERROR_CODES];
/** Every code an error answer may carry. */
export type TErrorCode = TCatalogueErrorCode | TGenericErrorCode;

const CODE_OF_MESSAGE: ReadonlyMap<string, TCatalogueErrorCode> = new Map(
  Object.entries(ERROR_CATALOGUE).map(([code, message]) => [message, code as TCatalogueErrorCode]),
);

/** The code of an error answer: the catalogue's code of its text, else the generic code of its status. */
export function errorCodeFor(status: number, message: string): TErrorCode {
  const known = CODE_OF_MESSAGE.get(message);
  if (known) return known;
  return status in GENERIC_ERROR_CODES
    ? GENERIC_ERROR_CODES[status as keyof typeof GENERIC_ERROR_CODES]
    : status >= 500
      ? GENERIC_ERROR_CODES[500]
      : GENERIC_ERROR_CODES[400];
}
