import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { AuctionDetailPage } from '../features/auctions/pages/AuctionDetailPage';
import { AuctionListPage } from '../features/auctions/pages/AuctionListPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { CaseDetailPage } from '../features/cases/pages/CaseDetailPage';
import { CaseListPage } from '../features/cases/pages/CaseListPage';
import { LotPage } from '../features/cases/pages/LotPage';
import { PropertyPage } from '../features/cases/pages/PropertyPage';
import { AdminDashboardPage } from '../features/dashboard/pages/AdminDashboardPage';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { HomePage } from '../features/landing/pages/HomePage';
import { BidderLotPage } from '../features/live/pages/BidderLotPage';
import { LiveAuctionPage } from '../features/live/pages/LiveAuctionPage';
import { RoomViewPage } from '../features/live/pages/RoomViewPage';
import { NewPropertyPage } from '../features/properties/pages/NewPropertyPage';
import { PropertyListPage } from '../features/properties/pages/PropertyListPage';
import { ClientRegisterPage } from '../features/registration/pages/ClientRegisterPage';
import { ForgotPasswordPage } from '../features/registration/pages/ForgotPasswordPage';
import { RegisterPage } from '../features/registration/pages/RegisterPage';
import { ResetPasswordPage } from '../features/registration/pages/ResetPasswordPage';
import { setNavigator } from '../lib/navigation';
import { AdminOnly, GENERAL_ROLES, HomeRedirect, RequireRoles, VisitorOnly } from './guards';
import { AdminLayout } from './layouts/AdminLayout';
import { GeneralLayout } from './layouts/GeneralLayout';
import { LandingLayout } from './layouts/LandingLayout';
import { LoginLayout } from './layouts/LoginLayout';
import { AccountRoute, ReportsRoute, SettingsRoute, SlugRoute } from './slug-routes';

const STAFF = ['Auctioneer', 'Employee'] as const;
const STAFF_AND_CLIENT = ['Auctioneer', 'Employee', 'Client'] as const;

function soon(title: string) {
  return <ComingSoonPage title={title} />;
}

/** Every route of the app (spec part 3 §2, part 1 §2). Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <LandingLayout />,
    children: [
      {
        index: true,
        element: (
          <HomeRedirect>
            <HomePage />
          </HomeRedirect>
        ),
      },
      { path: 'blogs/:blogId', element: soon('Blog') },
      { path: 'terms-conditions', element: soon('Terms and Conditions') },
      { path: 'privacy-policy', element: soon('Privacy Policy') },
      { path: 'faq', element: soon('FAQ') },
      { path: 'help-center', element: soon('Help Center') },
    ],
  },
  {
    element: <VisitorOnly />,
    children: [
      {
        element: <LoginLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'admin/login', element: <LoginPage admin /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'client-register', element: <ClientRegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'resetPassword', element: <ResetPasswordPage /> },
        ],
      },
    ],
  },
  {
    path: 'admin',
    element: <AdminOnly />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', element: <AdminDashboardPage /> },
          { path: 'users', element: <Navigate to="/admin/users/bidders" replace /> },
          {
            path: 'users/:role',
            element: (
              <SlugRoute
                param="role"
                base="/admin/users"
                allowed={['bidders', 'auctioneers', 'admins']}
                fallback="bidders"
                title="Users"
              />
            ),
          },
          { path: 'reports', element: <Navigate to="/admin/reports/auctions" replace /> },
          {
            path: 'reports/:reportType',
            element: (
              <SlugRoute
                param="reportType"
                base="/admin/reports"
                allowed={['auctions', 'bidders', 'bids']}
                fallback="auctions"
                title="Reports"
              />
            ),
          },
          { path: 'settings', element: <Navigate to="/admin/settings/system" replace /> },
          {
            path: 'settings/:slug',
            element: (
              <SlugRoute
                param="slug"
                base="/admin/settings"
                allowed={['system', 'profile', 'logs', 'faqs', 'resources', 'featured-lots']}
                fallback="system"
                title="Settings"
              />
            ),
          },
          { path: 'companies', element: soon('Companies') },
          { path: 'companies/:companyId', element: soon('Company') },
          { path: 'cases/:caseId', element: soon('Case') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    element: <RequireRoles roles={GENERAL_ROLES} />,
    children: [
      {
        element: <GeneralLayout />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'account', element: <AccountRoute /> },
          { path: 'account/:slug', element: <AccountRoute /> },
          {
            path: 'account/winning/:lotId',
            element: <RequireRoles roles={['Bidder']}>{soon('Winning lot')}</RequireRoles>,
          },
          { path: 'settings', element: <SettingsRoute /> },
          { path: 'settings/:slug', element: <SettingsRoute /> },
          {
            path: 'connected-companies',
            element: <RequireRoles roles={['Client']}>{soon('Connected Companies')}</RequireRoles>,
          },
          { path: 'clients', element: <RequireRoles roles={STAFF}>{soon('Clients')}</RequireRoles> },
          { path: 'clients/:clientId', element: <RequireRoles roles={STAFF}>{soon('Client')}</RequireRoles> },
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
          { path: 'properties', element: <PropertyListPage /> },
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
            path: 'auctions/:auctionId',
            element: (
              <RequireRoles roles={STAFF}>
                <AuctionDetailPage />
              </RequireRoles>
            ),
          },
          { path: 'auctions/:auctionId/:mode', element: <LiveAuctionPage /> },
          { path: 'auctions/:auctionId/:mode/:lotId', element: <LiveAuctionPage /> },
          { path: 'details/:lotId', element: <BidderLotPage /> },
          { path: 'auctions/:host/:slug/:auctionId/:lotId', element: <BidderLotPage /> },
        ],
      },
    ],
  },
  {
    // The room (TV) view fills its own tab: no header or footer.
    path: 'auctions/:auctionId/room/:lotId',
    element: (
      <RequireRoles roles={STAFF}>
        <RoomViewPage />
      </RequireRoles>
    ),
  },
  {
    element: <LandingLayout />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];

/** The browser router, registered as the API client's navigator for session-expiry redirects. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
