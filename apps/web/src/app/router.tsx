import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { TUserKind } from '../features/admin/api/admin';
import type { TReportType } from '../features/reports/api/reports';
import { setNavigator } from '../lib/navigation';
import { rememberLast } from '../lib/remember-last';
import { AdminOnly, GENERAL_ROLES, HomeRedirect, RequireRoles, VisitorOnly } from './guards';
import { AdminLayout } from './layouts/AdminLayout';
import { GeneralLayout } from './layouts/GeneralLayout';
import { LandingLayout } from './layouts/LandingLayout';
import { lazyPage, preloadElement } from './lazy-page';
import {
  bidderSearchData,
  fetchRouteData,
  headerData,
  lotPageCanonicalPath,
  lotPageData,
  type TCanonicalPath,
  type TRouteData,
} from './route-data';
import { AccountRoute, ReportsRoute, SettingsRoute, SlugRoute } from './slug-routes';

/*
 * Pages load lazily (lazy-page.tsx): to add a route, declare its page here as
 *   const XPage = lazyPage(() => import('../features/x/pages/XPage'), 'XPage');
 * never as a static import.
 */
// The login page and its layout draw no antd on arrival: they load antd's stylesheet when the reader acts.
const LoginLayout = lazyPage(() => import('./layouts/LoginLayout'), 'LoginLayout', { antdStyles: false });
const NotFoundPage = lazyPage(() => import('../components/NotFoundPage'), 'NotFoundPage');
const AuctionDetailPage = lazyPage(
  () => import('../features/auctions/pages/AuctionDetailPage'),
  'AuctionDetailPage',
);
const AuctionListPage = lazyPage(
  () => import('../features/auctions/pages/AuctionListPage'),
  'AuctionListPage',
);
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'), 'LoginPage', {
  antdStyles: false,
});
const CaseDetailPage = lazyPage(() => import('../features/cases/pages/CaseDetailPage'), 'CaseDetailPage');
const CaseListPage = lazyPage(() => import('../features/cases/pages/CaseListPage'), 'CaseListPage');
const LotPage = lazyPage(() => import('../features/cases/pages/LotPage'), 'LotPage');
const PropertyPage = lazyPage(() => import('../features/cases/pages/PropertyPage'), 'PropertyPage');
const AdminDashboardPage = lazyPage(
  () => import('../features/dashboard/pages/AdminDashboardPage'),
  'AdminDashboardPage',
);
const DashboardPage = lazyPage(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage');
const HomePage = lazyPage(() => import('../features/landing/pages/HomePage'), 'HomePage');
const BidderLotPage = lazyPage(() => import('../features/live/pages/BidderLotPage'), 'BidderLotPage');
const LiveAuctionPage = lazyPage(() => import('../features/live/pages/LiveAuctionPage'), 'LiveAuctionPage');
const RoomViewPage = lazyPage(() => import('../features/live/pages/RoomViewPage'), 'RoomViewPage');
const NewPropertyPage = lazyPage(
  () => import('../features/properties/pages/NewPropertyPage'),
  'NewPropertyPage',
);
const PropertyListPage = lazyPage(
  () => import('../features/properties/pages/PropertyListPage'),
  'PropertyListPage',
);
const ClientRegisterPage = lazyPage(
  () => import('../features/registration/pages/ClientRegisterPage'),
  'ClientRegisterPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/registration/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const RegisterPage = lazyPage(() => import('../features/registration/pages/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/registration/pages/ResetPasswordPage'),
  'ResetPasswordPage',
);
const AdminCompaniesPage = lazyPage(
  () => import('../features/admin/pages/AdminCompaniesPage'),
  'AdminCompaniesPage',
);
const AdminCompanyDetailPage = lazyPage(
  () => import('../features/admin/pages/AdminCompanyDetailPage'),
  'AdminCompanyDetailPage',
);
const AdminSettingsPage = lazyPage(
  () => import('../features/admin/pages/AdminSettingsPage'),
  'AdminSettingsPage',
);
const AdminUsersPage = lazyPage(() => import('../features/admin/pages/AdminUsersPage'), 'AdminUsersPage');
const ClientDetailPage = lazyPage(
  () => import('../features/clients/pages/ClientDetailPage'),
  'ClientDetailPage',
);
const ClientListPage = lazyPage(() => import('../features/clients/pages/ClientListPage'), 'ClientListPage');
const ConnectedCompaniesPage = lazyPage(
  () => import('../features/clients/pages/ConnectedCompaniesPage'),
  'ConnectedCompaniesPage',
);
const BlogPage = lazyPage(() => import('../features/content/pages/BlogPage'), 'BlogPage');
const FaqPage = lazyPage(() => import('../features/content/pages/FaqPage'), 'FaqPage');
const HelpCenterPage = lazyPage(() => import('../features/content/pages/HelpCenterPage'), 'HelpCenterPage');
const ReportsPage = lazyPage(() => import('../features/reports/pages/ReportsPage'), 'ReportsPage');
const PrivacyPage = lazyPage(() => import('../features/content/pages/LegalPages'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/content/pages/LegalPages'), 'TermsPage');
const WinningDetailPage = lazyPage(
  () => import('../features/winnings/pages/WinningDetailPage'),
  'WinningDetailPage',
);

const STAFF = ['Auctioneer', 'Employee'] as const;
const STAFF_AND_CLIENT = ['Auctioneer', 'Employee', 'Client'] as const;

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
      { path: 'blogs/:blogId', element: <BlogPage /> },
      { path: 'terms-conditions', element: <TermsPage /> },
      { path: 'privacy-policy', element: <PrivacyPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'help-center', element: <HelpCenterPage /> },
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
                render={(role) => <AdminUsersPage kind={role as TUserKind} />}
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
                render={(type) => <ReportsPage type={type as TReportType} />}
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
                render={(slug) => <AdminSettingsPage slug={slug} />}
              />
            ),
          },
          { path: 'companies', element: <AdminCompaniesPage /> },
          { path: 'companies/:companyId', element: <AdminCompanyDetailPage /> },
          { path: 'cases/:caseId', element: <CaseDetailPage /> },
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
        handle: { data: headerData },
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
          { path: 'properties', element: <PropertyListPage />, handle: { data: bidderSearchData } },
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
          {
            path: 'details/:lotId',
            element: <BidderLotPage />,
            handle: { data: lotPageData, canonicalPath: lotPageCanonicalPath },
          },
          {
            path: 'auctions/:host/:slug/:auctionId/:lotId',
            element: <BidderLotPage />,
            handle: { data: lotPageData },
          },
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

/** Remembers its last path: the start asks for the same page's routes twice, and each match ranks every route. */
const matchAppRoutes = rememberLast((pathname: string) => matchRoutes(routes, pathname) ?? []);

/** Starts loading the lazy layouts and pages of the routes that match `pathname` (see preloadElement). */
export function preloadRoute(pathname: string): Promise<unknown>[] {
  return matchAppRoutes(pathname).flatMap((match) => preloadElement(match.route.element));
}

/** The data a route declares for its first render (`handle.data`). */
const routeData = (route: RouteObject) => (route.handle as { data?: TRouteData } | undefined)?.data;

/**
 * Starts fetching, into `client`, the opening data of the page at `pathname` that its routes declare
 * (`handle.data`, app/route-data.ts): the page's own and its layouts'. Resolves once all have settled.
 */
export function prefetchRouteData(
  client: QueryClient,
  pathname: string,
  linkState: unknown,
): Promise<unknown> {
  const loads = matchAppRoutes(pathname).flatMap(({ route, params }) => {
    const load = routeData(route);
    return load ? [{ load, params }] : [];
  });
  return fetchRouteData(loads, client, linkState);
}

/** The canonical path a route declares for its page (`handle.canonicalPath`). */
const routeCanonicalPath = (route: RouteObject) =>
  (route.handle as { canonicalPath?: TCanonicalPath } | undefined)?.canonicalPath;

/**
 * Moves the address to the page's canonical path, once its opening data is in `client`, if its route
 * declares one (`handle.canonicalPath`: a lot's slug path). Called before the router exists, so the router
 * starts on that path instead of navigating there after the page's first render, which rendered the whole
 * page a second time. Only while the address is still `pathname`; without the data it stays as it is.
 */
export async function settleCanonicalPath(client: QueryClient, pathname: string): Promise<void> {
  const match = matchAppRoutes(pathname).findLast((candidate) => routeCanonicalPath(candidate.route));
  const canonicalPath = match && routeCanonicalPath(match.route);
  if (!canonicalPath) return;
  const path = await canonicalPath(client, match.params).catch(() => null);
  const { location, history } = window;
  if (!path || path === pathname || location.pathname !== pathname) return;
  history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
}
