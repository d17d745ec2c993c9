import { RocketOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { getSession, isLoggedIn } from '../lib/session';
import { dashboardHome } from './NotFoundPage';

/** Placeholder for screens still being built. */
export function ComingSoonPage({ title }: { title?: string }) {
  const navigate = useNavigate();
  // Visitors are sent home rather than to a Dashboard button that leads to a login (issue 18 #23).
  if (!isLoggedIn(getSession())) return <Navigate to="/" replace />;
  return (
    <Result
      icon={<RocketOutlined style={{ color: '#1f4e8c' }} />}
      title={title ? `${title}: coming soon` : 'Coming soon'}
      subTitle="We are putting the finishing touches on this page. Please check back shortly."
      extra={
        <Button type="primary" onClick={() => navigate(dashboardHome())}>
          Dashboard
        </Button>
      }
    />
  );
}
