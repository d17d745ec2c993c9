import { useNavigate } from 'react-router';
import { revokeSession } from '../../../lib/auth-token';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSession,
  isAdminSession,
} from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';

/**
 * Asks for confirmation, then ends the session on the server (POST /connect/revocation) and in the browser;
 * admins land on /admin/login, everyone else on /login.
 */
export function useLogout(): () => void {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  return () => {
    modal.confirm({
      title: 'Are you sure you want to log out?',
      okText: 'Log Out',
      cancelText: 'Cancel',
      onOk: async () => {
        const wasAdmin = isAdminSession(getSession());
        // The server ends the session (its refresh tokens) before the browser forgets it.
        await revokeSession({ refreshToken: getRefreshToken(), accessToken: getAccessToken() });
        clearSession();
        navigate(wasAdmin ? '/admin/login' : '/login', { replace: true });
      },
    });
  };
}
