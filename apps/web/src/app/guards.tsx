import type { TRole } from '@bidright/domain';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getSession, isAdminSession, isLoggedIn, primaryRole, useSession } from '../lib/session';

/** Roles that use the general layout. */
export const GENERAL_ROLES = [
  'Bidder',
  'Auctioneer',
  'Employee',
  'Client',
] as const satisfies readonly TRole[];

/**
 * Login-layout pages are for visitors only; a logged-in user goes to / (admins to /admin).
 * Decided once on entry, so a successful login can show its message and pick its own destination.
 */
export function VisitorOnly() {
  const [session] = useState(getSession);
  if (isLoggedIn(session)) return <Navigate to={isAdminSession(session) ? '/admin' : '/'} replace />;
  return <Outlet />;
}

/** The admin area: admins only, everyone else to /admin/login remembering where they were going. */
export function AdminOnly() {
  const session = useSession();
  const location = useLocation();
  if (!isLoggedIn(session) || !isAdminSession(session)) {
    return <Navigate to="/admin/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}

/** The general area: signed-in users of the given roles. Visitors go to /login, remembering the origin. */
export function RequireRoles({ roles, children }: { roles: readonly TRole[]; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isLoggedIn(session)) return <Navigate to="/login" replace state={{ from: location }} />;
  const role = primaryRole(session);
  if (role === 'Admin') return <Navigate to="/admin" replace />;
  if (!role || !roles.includes(role)) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

/** The public home: signed-in users land on their dashboard instead. */
export function HomeRedirect({ children }: { children: ReactNode }) {
  const session = useSession();
  if (isLoggedIn(session)) return <Navigate to={isAdminSession(session) ? '/admin' : '/dashboard'} replace />;
  return children;
}
