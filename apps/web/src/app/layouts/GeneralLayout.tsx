import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppFooter } from '../../components/AppFooter';
import { AppHeader } from '../../components/AppHeader';

/** Signed-in bidders, hosts and clients: a centred work area. */
export function GeneralLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={{ padding: '28px 24px 48px' }}>
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>
          <Outlet />
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
