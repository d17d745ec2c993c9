import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from './AuthCard';

/** The end of every sign-up: 'Thanks! You're all signed up' and a way to the login page. */
export function SignupSuccess({ description }: { description: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AuthCard>
      <Result
        style={{ padding: '16px 0 8px' }}
        icon={<CheckCircleFilled style={{ color: '#2e9b5f' }} />}
        title="Thanks! You're all signed up"
        subTitle={description}
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
            Go to Login
          </Button>
        }
      />
    </AuthCard>
  );
}
