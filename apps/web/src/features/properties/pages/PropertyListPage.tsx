import { isStaff } from '@bidright/domain';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { primaryRole, useSession } from '../../../lib/session';
import { BidderSearchPage } from '../../listings/public/BidderSearchPage';

// The staff and client table (antd Table) loads apart: a bidder's first load of this page carries only the
// map search.
const PropertyTable = lazy(async () => ({
  default: (await import('../components/PropertyTable')).PropertyTable,
}));

/**
 * Property list (spec part 2 §2): bidders get the map search; auctioneers and employees the table with
 * Create Property; clients the table of their firm's properties.
 */
export function PropertyListPage() {
  const role = primaryRole(useSession());
  if (role === 'Bidder') return <BidderSearchPage />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <PropertyTable canCreate={role !== undefined && isStaff(role)} />
    </Suspense>
  );
}
