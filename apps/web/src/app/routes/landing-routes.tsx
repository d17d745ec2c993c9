import type { RouteObject } from 'react-router';
import { HomeRedirect } from '../guards';
import { LandingLayout } from '../layouts/LandingLayout';
import { lazyPage } from '../lazy-page';
import type { TRouteHandle } from './route-handle';

export const NotFoundPage = lazyPage(() => import('../../components/NotFoundPage'), 'NotFoundPage');
const AccessibilityPage = lazyPage(
  () => import('../../features/content/pages/AccessibilityPage'),
  'AccessibilityPage',
);
const HomePage = lazyPage(() => import('../../features/landing/pages/HomePage'), 'HomePage');
const BlogPage = lazyPage(() => import('../../features/content/pages/BlogPage'), 'BlogPage');
const FaqPage = lazyPage(() => import('../../features/content/pages/FaqPage'), 'FaqPage');
const HelpCenterPage = lazyPage(
  () => import('../../features/content/pages/HelpCenterPage'),
  'HelpCenterPage',
);
const PrivacyPage = lazyPage(() => import('../../features/content/pages/LegalPages'), 'PrivacyPage');
const OutagePolicyPage = lazyPage(
  () => import('../../features/content/pages/OutagePolicyPage'),
  'OutagePolicyPage',
);
const TermsPage = lazyPage(() => import('../../features/content/pages/LegalPages'), 'TermsPage');

const HEADER: TRouteHandle = { shell: 'header' };

/** The public pages under the header: the home page (its hero painted statically), content and legal pages. */
export const landingRoutes: RouteObject = {
  element: <LandingLayout />,
  handle: HEADER,
  children: [
    {
      index: true,
      element: (
        <HomeRedirect>
          <HomePage />
        </HomeRedirect>
      ),
      handle: { shell: 'home' } satisfies TRouteHandle,
    },
    { path: 'blogs/:blogId', element: <BlogPage /> },
    { path: 'terms-conditions', element: <TermsPage /> },
    { path: 'privacy-policy', element: <PrivacyPage /> },
    { path: 'outage-policy', element: <OutagePolicyPage /> },
    { path: 'faq', element: <FaqPage /> },
    { path: 'help-center', element: <HelpCenterPage /> },
    { path: 'accessibility', element: <AccessibilityPage /> },
  ],
};

/** Any other path: the not-found page under the header. */
export const notFoundRoutes: RouteObject = {
  element: <LandingLayout />,
  handle: HEADER,
  children: [{ path: '*', element: <NotFoundPage /> }],
};
