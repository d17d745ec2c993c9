import type { RouteObject } from 'react-router';
import { GENERAL_ROLES, RequireRoles } from '../guards';
import { GeneralLayout } from '../layouts/GeneralLayout';
import { lazyPage } from '../lazy-page';
import { bidderSearchData, headerData, lotPageCanonicalPath, lotPageData } from '../route-data';
import { AccountRoute, ReportsRoute, SettingsRoute } from '../slug-routes';
import type { TRouteHandle } from './route-handle';

const AuctionDetailPage = lazyPage(
  () => import('../../features/auctions/pages/AuctionDetailPage'),
  'AuctionDetailPage',
);
const NonPayersPage = lazyPage(() => import('../../features/defaults/pages/NonPayersPage'), 'NonPayersPage');
const AuctionListPage = lazyPage(
  () => import('../../features/auctions/pages/AuctionListPage'),
  'AuctionListPage',
);
export const CaseDetailPage = lazyPage(
  () => import('../../features/cases/pages/CaseDetailPage'),
  'CaseDetailPage',
);
const AuditTrailPage = lazyPage(
  () => import('../../features/audit-trail/pages/AuditTrailPage'),
  'AuditTrailPage',
);
const CaseListPage = lazyPage(() => import('../../features/cases/pages/CaseListPage'), 'CaseListPage');
const LotPage = lazyPage(() => import('../../features/cases/pages/LotPage'), 'LotPage');
const PropertyPage = lazyPage(() => import('../../features/cases/pages/PropertyPage'), 'PropertyPage');
// The page's loader also fetches the signed-in role's dashboard, so it draws in one go (DashboardPage).
const DashboardPage = lazyPage(async () => {
  const page = await import('../../features/dashboard/pages/DashboardPage');
  await page.preloadRoleDashboard();
  return page;
}, 'DashboardPage');
const BidderLotPage = lazyPage(() => import('../../features/live/pages/BidderLotPage'), 'BidderLotPage');
const PracticeLobbyPage = lazyPage(
  () => import('../../features/practice/pages/PracticeLobbyPage'),
  'PracticeLobbyPage',
);
const PracticeLotFrame = lazyPage(
  () => import('../../features/practice/pages/PracticeLotFrame'),
  'PracticeLotFrame',
);
const LiveAuctionPage = lazyPage(
  () => import('../../features/live/pages/LiveAuctionPage'),
  'LiveAuctionPage',
);
const RoomViewPage = lazyPage(() => import('../../features/live/pages/RoomViewPage'), 'RoomViewPage');
const NewPropertyPage = lazyPage(
  () => import('../../features/properties/pages/NewPropertyPage'),
  'NewPropertyPage',
);
const PropertyListPage = lazyPage(
  () => import('../../features/properties/pages/PropertyListPage'),
  'PropertyListPage',
);
const ClientDetailPage = lazyPage(
  () => import('../../features/clients/pages/ClientDetailPage'),
  'ClientDetailPage',
);
const ClientListPage = lazyPage(
  () => import('../../features/clients/pages/ClientListPage'),
  'ClientListPage',
);
const ConnectedCompaniesPage = lazyPage(
  () => import('../../features/clients/pages/ConnectedCompaniesPage'),
  'ConnectedCompaniesPage',
);
const WinningDetailPage = lazyPage(
  () => import('../../features/winnings/pages/WinningDetailPage'),
  'WinningDetailPage',
);

const STAFF = ['Auctioneer', 'Employee'] as const;
const STAFF_AND_CLIENT = ['Auctioneer', 'Employee', 'Client'] as const;

/** The lot page: its data, its canonical slug path, and its heading drawn by the server for the first paint. */
const LOT_PAGE: TRouteHandle = { data: lotPageData, canonicalPath: lotPageCanonicalPath, preview: 'lot' };

/** Signed-in bidders, hosts and clients, under the general layout (spec part 3 §2). */
export const generalRoutes: RouteObject = {
  element: <RequireRoles roles={GENERAL_ROLES} />,
  children: [
    {
      element: <GeneralLayout />,
      handle: { shell: 'header', data: headerData } satisfies TRouteHandle,
      children: [
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'account', element: <AccountRoute /> },
        { path: 'account/:slug', element: <AccountRoute /> },
        {
          path: 'account/winning/:lotId',
          element: (
            <RequireRoles roles={['Bidder']}>
              <WinningDetailPage />
            </RequireRoles>
          ),
        },
        { path: 'settings', element: <SettingsRoute /> },
        { path: 'settings/:slug', element: <SettingsRoute /> },
        {
          path: 'connected-companies',
          element: (
            <RequireRoles roles={['Client']}>
              <ConnectedCompaniesPage />
            </RequireRoles>
          ),
        },
        {
          path: 'clients',
          element: (
            <RequireRoles roles={STAFF}>
              <ClientListPage />
            </RequireRoles>
          ),
        },
        {
          path: 'audit-trail',
          element: (
            <RequireRoles roles={STAFF}>
              <AuditTrailPage />
            </RequireRoles>
          ),
        },
        {
          path: 'clients/:clientId',
          element: (
            <RequireRoles roles={STAFF}>
              <ClientDetailPage />
            </RequireRoles>
          ),
        },
        {
          path: 'reports',
          element: (
            <RequireRoles roles={STAFF_AND_CLIENT}>
              <ReportsRoute />
            </RequireRoles>
          ),
        },
        {
          path: 'reports/:reportType',
          element: (
            <RequireRoles roles={STAFF_AND_CLIENT}>
              <ReportsRoute />
            </RequireRoles>
          ),
        },
        {
          path: 'properties',
          element: <PropertyListPage />,
          handle: { data: bidderSearchData, preview: 'search' } satisfies TRouteHandle,
        },
        {
          path: 'new-property',
          element: (
            <RequireRoles roles={STAFF}>
              <NewPropertyPage />
            </RequireRoles>
          ),
        },
        {
          path: 'cases',
          element: (
            <RequireRoles roles={STAFF_AND_CLIENT}>
              <CaseListPage />
            </RequireRoles>
          ),
        },
        {
          path: 'cases/:caseId',
          element: (
            <RequireRoles roles={STAFF_AND_CLIENT}>
              <CaseDetailPage />
            </RequireRoles>
          ),
        },
        {
          path: 'cases/:caseId/lots/:lotId',
          element: (
            <RequireRoles roles={STAFF_AND_CLIENT}>
              <LotPage />
            </RequireRoles>
          ),
        },
        {
          path: 'cases/:caseId/lots/:lotId/properties/:propertyId',
          element: (
            <RequireRoles roles={STAFF_AND_CLIENT}>
              <PropertyPage />
            </RequireRoles>
          ),
        },
        {
          path: 'auctions',
          element: (
            <RequireRoles roles={STAFF}>
              <AuctionListPage />
            </RequireRoles>
          ),
        },
        {
          path: 'nonpayers',
          element: (
            <RequireRoles roles={STAFF}>
              <NonPayersPage />
            </RequireRoles>
          ),
        },
        {
          path: 'auctions/:auctionId',
          element: (
            <RequireRoles roles={STAFF}>
              <AuctionDetailPage />
            </RequireRoles>
          ),
        },
        { path: 'auctions/:auctionId/:mode', element: <LiveAuctionPage /> },
        { path: 'auctions/:auctionId/:mode/:lotId', element: <LiveAuctionPage /> },
        { path: 'details/:lotId', element: <BidderLotPage />, handle: LOT_PAGE },
        // The practice sale (ADR 0076): its lobby, and the live lot page under the practice band.
        {
          path: 'practice',
          element: (
            <RequireRoles roles={['Bidder']}>
              <PracticeLobbyPage />
            </RequireRoles>
          ),
        },
        {
          path: 'practice/lots/:lotId',
          element: (
            <RequireRoles roles={['Bidder']}>
              <PracticeLotFrame />
            </RequireRoles>
          ),
          children: [{ index: true, element: <BidderLotPage /> }],
        },
        {
          path: 'auctions/:host/:slug/:auctionId/:lotId',
          element: <BidderLotPage />,
          handle: { data: lotPageData, preview: 'lot' } satisfies TRouteHandle,
        },
      ],
    },
  ],
};

/** The room (TV) view fills its own tab: no header or footer. */
export const roomViewRoute: RouteObject = {
  path: 'auctions/:auctionId/room/:lotId',
  element: (
    <RequireRoles roles={STAFF}>
      <RoomViewPage />
    </RequireRoles>
  ),
  handle: { shell: 'bare' } satisfies TRouteHandle,
};
