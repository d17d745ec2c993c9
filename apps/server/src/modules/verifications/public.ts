/**
 * What other areas may use of the verifications area (ADR 0045): the bank identity check a link runs, the
 * registered identity the sandbox bank defaults its owner to, and the one "verified" completion.
 */

export { checkBankIdentity, registeredIdentity } from './check-bank-identity';
export { completeVerification } from './complete-verification';
export { identityStatusOf } from './own-identity';
