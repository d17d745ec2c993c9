import { Layout } from 'antd';
import { AppFooter } from '../../components/AppFooter';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { RouteOutlet } from '../route-outlet';
import { CONTENT_MIN_HEIGHT } from './content-height';
import { AppHeader } from './header/AppHeader';

/** Signed-in bidders, hosts and clients: a centred work area. */
export function GeneralLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader />
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ padding: '28px 24px 48px', minHeight: CONTENT_MIN_HEIGHT }}
      >
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>
          <RouteOutlet />
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
