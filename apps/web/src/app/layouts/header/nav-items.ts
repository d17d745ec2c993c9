import type { TRole } from '@bidright/domain';
import type { TSession } from '../../../lib/session';

export type TNavItem = { key: string; label: string; to: string };

const BIDDER: TNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'properties', label: 'Properties', to: '/properties' },
  { key: 'help', label: 'Help Center', to: '/help-center' },
];

const STAFF: TNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'auctions', label: 'Auctions', to: '/auctions' },
  { key: 'cases', label: 'Cases', to: '/cases' },
  { key: 'properties', label: 'Properties', to: '/properties' },
  { key: 'clients', label: 'Clients', to: '/clients' },
  { key: 'reports', label: 'Reports', to: '/reports' },
  // ADR 0071: every change made to the company's records, by whom, when and from where.
  { key: 'audit-trail', label: 'Audit Trail', to: '/audit-trail' },
  { key: 'settings', label: 'Settings', to: '/settings' },
];

const CLIENT: TNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'companies', label: 'Companies', to: '/connected-companies' },
  { key: 'settings', label: 'Settings', to: '/account' },
];

const ADMIN: TNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/admin/dashboard' },
  { key: 'companies', label: 'Companies', to: '/admin/companies' },
  // ADR 0072: identity checks and entity papers waiting for an admin, beside the companies awaiting approval.
  { key: 'verifications', label: 'Verifications', to: '/admin/verifications' },
  { key: 'users', label: 'Users', to: '/admin/users' },
  { key: 'reports', label: 'Reports', to: '/admin/reports' },
  // ADR 0071: the staff and admin audit trail, its export and its chain's check.
  { key: 'audit-trail', label: 'Audit Trail', to: '/admin/audit-trail' },
  // ADR 0075: every host's non-payer list, where an admin takes a bidder off one.
  { key: 'nonpayers', label: 'Non-payers', to: '/admin/nonpayers' },
  { key: 'settings', label: 'Settings', to: '/admin/settings' },
];

const VISITOR: TNavItem[] = [{ key: 'help', label: 'Help Center', to: '/help-center' }];

/** Header menu per role (spec part 3 §2 "Screens"). */
export function navItemsFor(role: TRole | undefined): TNavItem[] {
  switch (role) {
    case 'Bidder':
      return BIDDER;
    case 'Auctioneer':
    case 'Employee':
      return STAFF;
    case 'Client':
      return CLIENT;
    case 'Admin':
      return ADMIN;
    default:
      return VISITOR;
  }
}

/** Where "My Profile" leads for each non-bidder role. */
export function profilePathFor(role: TRole | undefined): string {
  switch (role) {
    case 'Admin':
      return '/admin/settings/profile';
    case 'Client':
      return '/account/profile';
    default:
      return '/settings/profile';
  }
}

/** The menu key whose path is the longest prefix of the current path. */
export function selectedNavKey(items: TNavItem[], pathname: string): string | undefined {
  let best: TNavItem | undefined;
  for (const item of items) {
    const matches = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best?.key;
}

/** The user's initials for the header's avatar: of the full name, else the user name. */
export function initials(session: TSession): string {
  const name = session.fullName || session.userName || '?';
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
