import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppFooter } from '../../components/AppFooter';
import { AppHeader } from '../../components/AppHeader';

/** Public pages: full-width content between the header and footer. */
export function LandingLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content>
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
