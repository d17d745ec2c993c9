import { App } from 'antd';
import { useNavigate } from 'react-router';
import { clearSession, getSession, isAdminSession } from '../lib/session';

/** Asks for confirmation, then ends the session; admins land on /admin/login, everyone else on /login. */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () => {
    modal.confirm({
      title: 'Are you sure you want to log out?',
      okText: 'Log Out',
      cancelText: 'Cancel',
      onOk: () => {
        const wasAdmin = isAdminSession(getSession());
        clearSession();
        navigate(wasAdmin ? '/admin/login' : '/login', { replace: true });
      },
    });
  };
}
