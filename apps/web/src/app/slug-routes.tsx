import type { TRole } from '@bidright/domain';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { primaryRole, useSession } from '../lib/session';
import { lazyPage } from './lazy-page';

const ComingSoonPage = lazyPage(() => import('../components/ComingSoonPage'), 'ComingSoonPage');
// The page's loader also fetches the opened section (its own chunk), so the page draws in one go.
const BidderAccountPage = lazyPage(async () => {
  const page = await import('../features/account/pages/BidderAccountPage');
  await page.preloadAccountSection(window.location.pathname.split('/')[2]);
  return { BidderAccountPage: page.BidderAccountPage };
}, 'BidderAccountPage');
const ClientAccountPage = lazyPage(
  () => import('../features/account/pages/ClientAccountPage'),
  'ClientAccountPage',
);
const StaffSettingsPage = lazyPage(
  () => import('../features/account/pages/StaffSettingsPage'),
  'StaffSettingsPage',
);
const ClientReportsPage = lazyPage(
  () => import('../features/reports/pages/ClientReportsPage'),
  'ClientReportsPage',
);
const ReportsPage = lazyPage(() => import('../features/reports/pages/ReportsPage'), 'ReportsPage');

interface TSlugRouteProps {
  param: string;
  base: string;
  allowed: readonly string[];
  fallback: string;
  title: string;
  /** The page of a valid value (keyed by it, so switching values starts the page afresh). */
  render?: (value: string) => ReactNode;
}

/** Keeps a `:slug`-style parameter within its allowed values, replacing the URL with the default otherwise. */
export function SlugRoute({ param, base, allowed, fallback, title, render }: TSlugRouteProps) {
  const value = useParams()[param];
  if (!value || !allowed.includes(value)) return <Navigate to={`${base}/${fallback}`} replace />;
  return render ? <Fragment key={value}>{render(value)}</Fragment> : <ComingSoonPage title={title} />;
}

/**
 * The pages of a slug route (`/account/:slug`, `/admin/users/:role`): which values of its parameter show a
 * page to whom. Any other value sends the reader to the route's default page. The route's components and the
 * table of screens (app/routes/screen-table.ts) both read it, so the pages the app shows and the pages the
 * journeys check are one list.
 */
export interface TSlugScreens {
  /** The route's parameter. */
  param: string;
  /** The values that show a page to a reader of this role (or to a visitor); none for a reader sent elsewhere. */
  valuesFor: (reader: TRole | 'visitor') => readonly string[];
}

/**
 * The per-role slug routes' pages, by role; the first value of each list is where any other value goes. A
 * role without a list is sent to its own area (an auctioneer's /account to /settings/profile).
 */
export const SLUG_SCREENS = {
  account: {
    Bidder: ['personal', 'notification', 'purchase', 'balance', 'winning'],
    Client: ['client-profile', 'profile', 'notification'],
  },
  // Employees never see users or API credentials.
  settings: {
    Auctioneer: ['company-profile', 'profile', 'users', 'api-credentials', 'logs'],
    Employee: ['company-profile', 'profile', 'logs'],
  },
  // Hosts see only the bids report.
  reports: {
    Auctioneer: ['bids'],
    Employee: ['bids'],
    Client: ['sales', 'cases'],
  },
} as const satisfies Record<string, Partial<Record<TRole, readonly [string, ...string[]]>>>;

/** Whether `value` is one of `values`, narrowing it to them. */
const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  (values as readonly (string | undefined)[]).includes(value);

/** /account and /account/:slug (spec part 3 §2). */
export function AccountRoute() {
  const role = primaryRole(useSession());
  const { slug } = useParams();
  if (role === 'Bidder') {
    const slugs = SLUG_SCREENS.account.Bidder;
    return isOneOf(slugs, slug) ? (
      <BidderAccountPage slug={slug} />
    ) : (
      <Navigate to={`/account/${slugs[0]}`} replace />
    );
  }
  if (role === 'Client') {
    const slugs = SLUG_SCREENS.account.Client;
    return isOneOf(slugs, slug) ? (
      <ClientAccountPage slug={slug} />
    ) : (
      <Navigate to={`/account/${slugs[0]}`} replace />
    );
  }
  return <Navigate to="/settings/profile" replace />;
}

/** /settings and /settings/:slug, for hosts' staff. */
export function SettingsRoute() {
  const role = primaryRole(useSession());
  const { slug } = useParams();
  if (role === 'Bidder') return <Navigate to={`/account/${SLUG_SCREENS.account.Bidder[0]}`} replace />;
  if (role === 'Client') return <Navigate to={`/account/${SLUG_SCREENS.account.Client[0]}`} replace />;
  const slugs = SLUG_SCREENS.settings[role === 'Employee' ? 'Employee' : 'Auctioneer'];
  if (!isOneOf(slugs, slug)) return <Navigate to={`/settings/${slugs[0]}`} replace />;
  return <StaffSettingsPage slug={slug} />;
}

/** /reports and /reports/:reportType. */
export function ReportsRoute() {
  const role = primaryRole(useSession());
  const { reportType } = useParams();
  if (role === 'Auctioneer' || role === 'Employee') {
    const types = SLUG_SCREENS.reports[role];
    if (!isOneOf(types, reportType)) return <Navigate to={`/reports/${types[0]}`} replace />;
    return <ReportsPage type={reportType} isHost />;
  }
  const types = SLUG_SCREENS.reports.Client;
  if (!isOneOf(types, reportType)) return <Navigate to={`/reports/${types[0]}`} replace />;
  return <ClientReportsPage type={reportType} />;
}

/** The per-role slug routes by their components, with the route parameter each reads. */
const ROLE_SLUG_ROUTES = new Map<
  unknown,
  { param: string; byRole: Partial<Record<TRole, readonly string[]>> }
>([
  [AccountRoute, { param: 'slug', byRole: SLUG_SCREENS.account }],
  [SettingsRoute, { param: 'slug', byRole: SLUG_SCREENS.settings }],
  [ReportsRoute, { param: 'reportType', byRole: SLUG_SCREENS.reports }],
]);

/**
 * The slug screens of a route's element, if it is a slug route: a per-role one's (`SLUG_SCREENS`), or a
 * `SlugRoute`'s allowed values, the same for every reader who reaches it.
 */
export function slugScreensOf(element: ReactElement): TSlugScreens | undefined {
  if (element.type === SlugRoute) {
    const { param, allowed } = element.props as TSlugRouteProps;
    return { param, valuesFor: () => allowed };
  }
  const slugRoute = ROLE_SLUG_ROUTES.get(element.type);
  if (!slugRoute) return undefined;
  return {
    param: slugRoute.param,
    valuesFor: (reader) => (reader === 'visitor' ? [] : (slugRoute.byRole[reader] ?? [])),
  };
}
