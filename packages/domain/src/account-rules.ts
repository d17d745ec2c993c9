import { hasControlCharacters } from './control-characters';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './passwords';
/**
 * Account rules shared by the registration, profile and password forms and the server (spec part 3 §5,
 * §8, §9). Texts are the spec's, word for word, where it gives one.
 */

export const ACCOUNT_MESSAGES = {
  fieldRequired: 'Field is required!',
  phoneRequired: 'Please enter a phone number!',
  /** A verification code that is not six digits (spec part 3 §1). */
  codeNotSixDigits: '6-digit integer!',
  userNameCharacters: 'The username may only contain letters, digits and . _ @ -',
  userNameTooLong: 'Must be at most 100 characters!',
  passwordRequired: 'Please enter your new password!',
  passwordTooShort: 'Password must be at least 6 characters long!',
  passwordNeedsDigit: 'Password must contain at least one number (0-9)!',
  passwordNeedsUppercase: 'Password must contain at least one uppercase character (A-Z)!',
  passwordNeedsLowercase: 'Password must contain at least one lowercase character (a-z)!',
  confirmRequired: 'Please re-enter your password!',
  passwordsDoNotMatch: 'The two passwords that you entered do not match!',
  currentPasswordRequired: 'Please enter your current password!',
  currentPasswordWrong: 'The current password is incorrect!',
  passwordChanged: 'Successfully changed the password!',
  emailInvalid: 'Please enter a valid e-mail address!',
  emailUnavailable: 'Email is unavailable!',
  userNameUnavailable: 'Username is unavailable!',
  clientUserNameUnavailable: 'The username is not available!',
  phoneInvalid: 'Please enter a valid phone number!',
  birthDateInvalid: 'Please enter a valid birth date!',
  tooYoung: 'You must be at least 18 years old!',
  consentRequired: 'You must agree to the Terms & Condition',
  verificationCodeInvalid: 'The verification code is invalid!',
  verificationCodeExpired: 'The verification code has expired! Please request a new code.',
  verificationTooManyAttempts: 'Too many wrong codes! Please request a new code.',
  codeRequestTooSoon: 'Please wait {seconds} seconds before requesting another code.',
  codeRequestTooMany: 'Too many codes requested. Please try again in {minutes} minute(s).',
  phoneVerified: 'Successfully verified the phone number!',
  resetTokenInvalid: 'The reset token is invalid',
  resetEmailSent: 'If the user exists, a password reset link has been sent to its e-mail address.',
  duplicateCompany: 'A duplicate company already exists, please contact the administrator for assistance.',
  emailNotFound: 'Email address is not found!',
  emailCompanyMismatch: 'The email address and the company do not match!',
  attorneyAlreadyRegistered: 'This attorney has already signed up. Please log in.',
  noBankAccount: 'No bank account found!',
  bankLinkFailed: 'Error linking bank account. Please try again.',
  balanceRefreshFailed: 'Error occured while refreshing the balance!',
  phoneExists: 'The phone number is already on your account!',
  phoneNotFound: 'The phone number is not on your account!',
  primaryPhoneDelete: 'The primary phone number cannot be deleted!',
  noVerifiedPhone: 'Please verify a phone number first!',
  entityTypeLocked: 'The entity type cannot be changed after the profile is created!',
  purchaseProfileNotFound: 'The purchase profile was not found!',
  accountDeleteRequested: 'Your account was successfully deleted. Fair well.',
  twoFactorRequired: 'Please enter the verification code!',
  twoFactorTooManyAttempts: 'Too many wrong codes! Please log in again.',
} as const;

/** Minimum password length and bidder age (spec part 3 §9). */
export const PASSWORD_MIN_LENGTH = 6;
export const BIDDER_MIN_AGE = 18;
/** Digits of a phone number used to send a code (spec part 3 §5, §9). */
export const PHONE_DIGITS = 10;
/** One-time codes: 6 digits, 10 minutes, 5 tries. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Password-reset links expire after 30 minutes. */
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;

/** The first password rule a value breaks, in the order the form shows them; null when it is fine. */
export function passwordProblem(password: string | null | undefined): string | null {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (!/[0-9]/.test(password)) return ACCOUNT_MESSAGES.passwordNeedsDigit;
  if (!/[A-Z]/.test(password)) return ACCOUNT_MESSAGES.passwordNeedsUppercase;
  if (!/[a-z]/.test(password)) return ACCOUNT_MESSAGES.passwordNeedsLowercase;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (hasControlCharacters(password)) return PASSWORD_MESSAGES.controlCharacters;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

/** The digits of a typed phone number, cut to the first 10 (the form formats as typed). */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export function isValidPhone(input: string): boolean {
  return normalizePhone(input).length === PHONE_DIGITS;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(input: string): boolean {
  return EMAIL_PATTERN.test(input.trim());
}

/** Whether `birthDate` (YYYY-MM-DD) is a real calendar date. */
export function isCalendarDate(birthDate: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Age in whole years on `today` (UTC calendar days) of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Bidders must be at least 18; a birth date in the future is never adult. */
export function isAdult(birthDate: string, today: Date = new Date()): boolean {
  return isCalendarDate(birthDate) && ageOn(birthDate, today) >= BIDDER_MIN_AGE;
}

/** Company names compare trimmed and case-insensitively (duplicate check). */
export function companyNameKey(name: string): string {
  return name.trim().toLowerCase();
}
