import { apiFetch } from '../../../lib/api-client';

/** What the authenticator setup answers: a PNG data URL of the QR code and the code to type by hand. */
export interface TAuthenticatorSetup {
  qrCodeImageUrl: string;
  manualEntrySetupCode: string;
}

export interface TAuthenticatorRemoved {
  configuredAuthenticatorApp: boolean;
  twoFactorMethod: 'sms' | 'authenticator' | null;
}

/** Bidders and auction-host staff have their own authenticator endpoints. */
export type TAuthenticatorOwner = 'bidder' | 'staff';

const authenticatorPath = (owner: TAuthenticatorOwner) =>
  owner === 'bidder' ? '/api/bidders/authenticator' : '/api/auctioneers/authenticator';

/** PUT /api/user/password: change own password ('Successfully changed the password!'). */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiFetch<{ message: string }>('/api/user/password', { method: 'PUT', json: body, silent: true });

/** What proves the account owner is at the keyboard: the current password, or a current authenticator code. */
export type TOwnerProof = { password: string } | { code: string };

/** PUT …/authenticator: a new secret, switched on at once (needs the password or a current code). */
export const setUpAuthenticator = (owner: TAuthenticatorOwner, proof: TOwnerProof) =>
  apiFetch<TAuthenticatorSetup>(authenticatorPath(owner), { method: 'PUT', json: proof, silent: true });

/** DELETE …/authenticator: back to text messages, or off when no phone is verified (same proof). */
export const removeAuthenticator = (owner: TAuthenticatorOwner, proof: TOwnerProof) =>
  apiFetch<TAuthenticatorRemoved>(authenticatorPath(owner), { method: 'DELETE', json: proof, silent: true });
