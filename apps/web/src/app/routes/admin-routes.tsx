import { Navigate, type RouteObject } from 'react-router';
import type { TUserKind } from '../../features/admin/api/admin';
import type { TReportType } from '../../features/reports/api/reports';
import { AdminOnly } from '../guards';
import { AdminLayout } from '../layouts/AdminLayout';
import { lazyPage } from '../lazy-page';
import { SlugRoute } from '../slug-routes';
import { CaseDetailPage } from './general-routes';
import { NotFoundPage } from './landing-routes';
import type { TRouteHandle } from './route-handle';

const AdminDashboardPage = lazyPage(
  () => import('../../features/dashboard/pages/AdminDashboardPage'),
  'AdminDashboardPage',
);
const AdminCompaniesPage = lazyPage(
  () => import('../../features/admin/pages/AdminCompaniesPage'),
  'AdminCompaniesPage',
);
const AdminCompanyDetailPage = lazyPage(
  () => import('../../features/admin/pages/AdminCompanyDetailPage'),
  'AdminCompanyDetailPage',
);
const AdminSettingsPage = lazyPage(
  () => import('../../features/admin/pages/AdminSettingsPage'),
  'AdminSettingsPage',
);
const AdminUsersPage = lazyPage(() => import('../../features/admin/pages/AdminUsersPage'), 'AdminUsersPage');

const AdminVerificationsPage = lazyPage(
  () => import('../../features/verifications/pages/AdminVerificationsPage'),
  'AdminVerificationsPage',
);

const AdminAuditTrailPage = lazyPage(
  () => import('../../features/audit-trail/pages/AdminAuditTrailPage'),
  'AdminAuditTrailPage',
);

const AdminNonPayersPage = lazyPage(
  () => import('../../features/defaults/pages/AdminNonPayersPage'),
  'AdminNonPayersPage',
);

const ReportsPage = lazyPage(() => import('../../features/reports/pages/ReportsPage'), 'ReportsPage');

/** The admin area (spec part 1 §2): admins only, under the admin layout. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminOnly />,
  children: [
    {
      element: <AdminLayout />,
      handle: { shell: 'header' } satisfies TRouteHandle,
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
        { path: 'verifications', element: <AdminVerificationsPage /> },
        { path: 'audit-trail', element: <AdminAuditTrailPage /> },
        { path: 'nonpayers', element: <AdminNonPayersPage /> },
        { path: 'companies/:companyId', element: <AdminCompanyDetailPage /> },
        { path: 'cases/:caseId', element: <CaseDetailPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
};
