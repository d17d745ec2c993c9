import type { TRole } from '@bidright/domain';
import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { getSession, primaryRole, useSession } from '../../../lib/session';

/**
 * /dashboard: content depends on the role, and each role's dashboard is its own chunk, so a bidder's first
 * load carries none of the host's charts and forms (issue 41). The route waits for the signed-in role's
 * chunk with the page's own code (`preloadRoleDashboard`), so the page draws at once when it arrives.
 */

type TDashboard = 'bidder' | 'host' | 'client';

const LOADERS: Record<TDashboard, () => Promise<ComponentType>> = {
  bidder: async () => (await import('../components/BidderDashboard')).BidderDashboard,
  host: async () => (await import('../components/HostDashboard')).HostDashboard,
  client: async () => (await import('../public/ClientDashboard')).ClientDashboard,
};

const dashboardOf = (role: TRole | undefined): TDashboard =>
  role === 'Client' ? 'client' : role === 'Auctioneer' || role === 'Employee' ? 'host' : 'bidder';

/** Dashboards whose code has arrived: they render at once, with no fallback between. */
const loaded: Partial<Record<TDashboard, ComponentType>> = {};

async function loadDashboard(which: TDashboard) {
  loaded[which] ??= await LOADERS[which]();
  return loaded[which];
}

/** Loads the code of the signed-in role's dashboard (the route's loader awaits it beside the page's). */
export async function preloadRoleDashboard(): Promise<void> {
  await loadDashboard(dashboardOf(primaryRole(getSession())));
}

/** For a session that changed after the route loaded (a sign-in as another role without a reload). */
const LAZY: Record<TDashboard, ComponentType> = {
  bidder: lazy(async () => ({ default: await loadDashboard('bidder') })),
  host: lazy(async () => ({ default: await loadDashboard('host') })),
  client: lazy(async () => ({ default: await loadDashboard('client') })),
};

export function DashboardPage() {
  const which = dashboardOf(primaryRole(useSession()));
  const Ready = loaded[which];
  if (Ready) return <Ready />;
  const Lazy = LAZY[which];
  return (
    <Suspense fallback={<Skeleton active />}>
      <Lazy />
    </Suspense>
  );
}
