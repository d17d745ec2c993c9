import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { getSession, isAdminSession, isLoggedIn } from '../lib/session';

/** Where a "Dashboard" button leads: /admin for admins, / for everyone else (spec part 1 §2). */
export function dashboardHome(): string {
  const session = getSession();
  return isLoggedIn(session) && isAdminSession(session) ? '/admin' : '/';
}

/** Shown for unknown paths. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      // The page's one h1, in the look of antd's result title.
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>404</h1>}
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Button type="primary" onClick={() => navigate(dashboardHome())}>
          Dashboard
        </Button>
      }
    />
  );
}
