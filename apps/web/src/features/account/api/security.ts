import type {
  TAuthenticatorRemoved,
  TAuthenticatorSetup,
  TChangePasswordBody,
  TMessageAnswer,
  TOwnerProof,
} from '@bidright/domain';
import { apiFetch } from '../../../lib/api-client';

/** Bidders and auction-host staff have their own authenticator endpoints. */
export type TAuthenticatorOwner = 'bidder' | 'staff';

const authenticatorPath = (owner: TAuthenticatorOwner) =>
  owner === 'bidder' ? '/api/bidders/authenticator' : '/api/auctioneers/authenticator';

/** PUT /api/user/password: change own password ('Successfully changed the password!'). */
export const changePassword = (body: TChangePasswordBody) =>
  apiFetch<TMessageAnswer>('/api/user/password', { method: 'PUT', json: body, silent: true });

/** PUT …/authenticator: a new secret, switched on at once (needs the password or a current code). */
export const setUpAuthenticator = (owner: TAuthenticatorOwner, proof: TOwnerProof) =>
  apiFetch<TAuthenticatorSetup>(authenticatorPath(owner), { method: 'PUT', json: proof, silent: true });

/** DELETE …/authenticator: back to text messages, or off when no phone is verified (same proof). */
export const removeAuthenticator = (owner: TAuthenticatorOwner, proof: TOwnerProof) =>
  apiFetch<TAuthenticatorRemoved>(authenticatorPath(owner), { method: 'DELETE', json: proof, silent: true });
