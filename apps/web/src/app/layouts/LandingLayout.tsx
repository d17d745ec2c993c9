import { Layout } from 'antd';
import { AppFooter } from '../../components/AppFooter';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { AppOverlay } from '../../features/landing/components/AppOverlay';
import { RouteOutlet } from '../route-outlet';
import { CONTENT_MIN_HEIGHT } from './content-height';
import { AppHeader } from './header/AppHeader';

/** Public pages: full-width content between the header and footer. */
export function LandingLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader />
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ minHeight: CONTENT_MIN_HEIGHT }}>
        <RouteOutlet />
      </Layout.Content>
      <AppFooter />
      <AppOverlay />
    </Layout>
  );
}
