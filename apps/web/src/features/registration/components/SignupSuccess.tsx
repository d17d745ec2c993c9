import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from './AuthCard';

/**
 * The end of every sign-up: 'Thanks! You're all signed up' and a way to the login page, with the router
 * state the login should act on (a client's company link).
 */
export function SignupSuccess({ description, loginState }: { description: ReactNode; loginState?: object }) {
  const navigate = useNavigate();
  return (
    <AuthCard>
      <Result
        style={{ padding: '16px 0 8px' }}
        icon={<CheckCircleFilled style={{ color: '#2e9b5f' }} />}
        title="Thanks! You're all signed up"
        subTitle={description}
        extra={
          <Button
            type="primary"
            size="large"
            onClick={() => navigate('/login', { replace: true, state: loginState })}
          >
            Go to Login
          </Button>
        }
      />
    </AuthCard>
  );
}
