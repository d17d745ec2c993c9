import { Fragment, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { primaryRole, useSession } from '../lib/session';
import { lazyPage } from './lazy-page';

const ComingSoonPage = lazyPage(() => import('../components/ComingSoonPage'), 'ComingSoonPage');
const BidderAccountPage = lazyPage(
  () => import('../features/account/pages/BidderAccountPage'),
  'BidderAccountPage',
);
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

/** Keeps a `:slug`-style parameter within its allowed values, replacing the URL with the default otherwise. */
export function SlugRoute({
  param,
  base,
  allowed,
  fallback,
  title,
  render,
}: {
  param: string;
  base: string;
  allowed: readonly string[];
  fallback: string;
  title: string;
  /** The page of a valid value (keyed by it, so switching values starts the page afresh). */
  render?: (value: string) => ReactNode;
}) {
  const value = useParams()[param];
  if (!value || !allowed.includes(value)) return <Navigate to={`${base}/${fallback}`} replace />;
  return render ? <Fragment key={value}>{render(value)}</Fragment> : <ComingSoonPage title={title} />;
}

const BIDDER_ACCOUNT = ['personal', 'notification', 'purchase', 'balance', 'winning'] as const;
const CLIENT_ACCOUNT = ['client-profile', 'profile', 'notification'] as const;
const HOST_SETTINGS = ['company-profile', 'profile', 'users', 'api-credentials', 'logs'] as const;
const OWNER_ONLY_SETTINGS = ['users', 'api-credentials'];

/** /account and /account/:slug (spec part 3 §2). */
export function AccountRoute() {
  const role = primaryRole(useSession());
  const { slug } = useParams();
  if (role === 'Bidder') {
    const valid = (BIDDER_ACCOUNT as readonly string[]).includes(slug ?? '');
    return valid ? <BidderAccountPage slug={slug!} /> : <Navigate to="/account/personal" replace />;
  }
  if (role === 'Client') {
    const valid = (CLIENT_ACCOUNT as readonly string[]).includes(slug ?? '');
    return valid ? <ClientAccountPage slug={slug!} /> : <Navigate to="/account/client-profile" replace />;
  }
  return <Navigate to="/settings/profile" replace />;
}

/** /settings and /settings/:slug; employees never see users or API credentials. */
export function SettingsRoute() {
  const role = primaryRole(useSession());
  const { slug } = useParams();
  if (role === 'Bidder') return <Navigate to="/account/personal" replace />;
  if (role === 'Client') return <Navigate to="/account/client-profile" replace />;
  const allowed = (HOST_SETTINGS as readonly string[]).includes(slug ?? '');
  const forbidden = role === 'Employee' && OWNER_ONLY_SETTINGS.includes(slug ?? '');
  if (!allowed || forbidden) return <Navigate to="/settings/company-profile" replace />;
  return <StaffSettingsPage slug={slug!} />;
}

/** /reports and /reports/:reportType: hosts see only the bids report. */
export function ReportsRoute() {
  const role = primaryRole(useSession());
  const { reportType } = useParams();
  const isHost = role === 'Auctioneer' || role === 'Employee';
  if (isHost && reportType !== 'bids') return <Navigate to="/reports/bids" replace />;
  if (isHost) return <ReportsPage type="bids" isHost />;
  if (reportType !== 'sales' && reportType !== 'cases') return <Navigate to="/reports/sales" replace />;
  return <ClientReportsPage type={reportType} />;
}
