import { Layout } from 'antd';
import { AppFooter } from '../../components/AppFooter';
import { AppOverlay } from '../../features/landing/components/AppOverlay';
import { RouteOutlet } from '../route-outlet';
import { CONTENT_MIN_HEIGHT } from './content-height';
import { AppHeader } from './header/AppHeader';

/** Public pages: full-width content between the header and footer. */
export function LandingLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={{ minHeight: CONTENT_MIN_HEIGHT }}>
        <RouteOutlet />
      </Layout.Content>
      <AppFooter />
      <AppOverlay />
    </Layout>
  );
}
