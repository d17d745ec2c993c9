import { z } from 'zod';

/** Account roles. A user holds exactly one; the token carries it as a one-element `roles` array, as the spec's login response does. */
export const ROLES = ['Bidder', 'Auctioneer', 'Employee', 'Client', 'Admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Auction-host staff: they manage cases, lots and auctions of their own company. */
export const STAFF_ROLES = ['Auctioneer', 'Employee'] as const satisfies readonly TRole[];

export function isStaff(role: TRole): boolean {
  return (STAFF_ROLES as readonly TRole[]).includes(role);
}

/**
 * The two login pages. Admins sign in only at /admin/login; everyone else only at /login.
 * The web client names the page it is on as the token request's `client_id`.
 */
export const LOGIN_CLIENTS = { web: 'bidright-web', admin: 'bidright-admin' } as const;
export type TLoginClient = (typeof LOGIN_CLIENTS)[keyof typeof LOGIN_CLIENTS];

export function loginClientFor(role: TRole): TLoginClient {
  return role === 'Admin' ? LOGIN_CLIENTS.admin : LOGIN_CLIENTS.web;
}
