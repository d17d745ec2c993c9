import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppFooter } from '../../components/AppFooter';
import { AppHeader } from '../../components/AppHeader';

/** The admin area: the admin menu and a wider work area. */
export function AdminLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={{ padding: '28px 24px 48px' }}>
        <div style={{ maxWidth: 1320, margin: '0 auto' }}>
          <Outlet />
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
