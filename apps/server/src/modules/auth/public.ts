/**
 * What other areas may use of the auth area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */

export { consumeTotp } from './consume-totp';
export { endUserSessions } from './end-sessions';
export { hashPassword, verifyPassword } from './password';
export { removeAuthenticator, setupAuthenticator } from './setup-authenticator';
export { hasAuthenticatorApp } from './token-response';
export {
  PENDING_TOKEN_HEADER,
  trustDevice,
  verifiedPrimaryPhone,
  verifyPendingToken,
} from './two-factor-login';
export { consumeVerificationCode, latestOpenSmsCodeId, sendVerificationCode } from './verification-codes';
