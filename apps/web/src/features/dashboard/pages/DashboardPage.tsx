import { primaryRole, useSession } from '../../../lib/session';
import { BidderDashboard } from '../components/BidderDashboard';
import { HostDashboard } from '../components/HostDashboard';
import { ClientDashboard } from '../public/ClientDashboard';

/** /dashboard: content depends on the role. */
export function DashboardPage() {
  const role = primaryRole(useSession());
  if (role === 'Client') return <ClientDashboard />;
  if (role === 'Auctioneer' || role === 'Employee') return <HostDashboard />;
  return <BidderDashboard />;
}
