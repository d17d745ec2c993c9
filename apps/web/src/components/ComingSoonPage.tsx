import { RocketOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { dashboardHome } from './NotFoundPage';

/** Placeholder for screens still being built. */
export function ComingSoonPage({ title }: { title?: string }) {
  const navigate = useNavigate();
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
