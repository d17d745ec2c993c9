import { Grid, Layout, Menu } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLoggedIn, primaryRole, useSession } from '../lib/session';
import { BrandLogo } from './BrandLogo';
import { LinkButton } from './LinkButton';
import { navItemsFor, selectedNavKey } from './nav-items';
import { useLogout } from './use-logout';

const AccountPanel = lazy(async () => ({ default: (await import('./AccountPanel')).AccountPanel }));

/** Top bar: logo, the role's menu, and the user panel or a Login button. */
export function AppHeader() {
  const screens = Grid.useBreakpoint();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const loggedIn = isLoggedIn(session);
  const role = loggedIn ? primaryRole(session) : undefined;
  const items = navItemsFor(role);
  const selected = selectedNavKey(items, location.pathname);
  const homePath = role === 'Admin' ? '/admin' : loggedIn ? '/dashboard' : '/';

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        // antd's 50 px side padding and wide gaps push a phone's header past the screen edge.
        paddingInline: screens.md === false ? 12 : 50,
        gap: screens.md === false ? 8 : 24,
        borderBottom: '1px solid #e6ebf2',
        boxShadow: '0 1px 2px rgba(15, 39, 71, 0.04)',
      }}
    >
      <BrandLogo to={homePath} />
      <Menu
        mode="horizontal"
        aria-label="Main navigation"
        selectedKeys={selected ? [selected] : []}
        // Plain items that navigate on click (and Enter): items the menu folds away on a narrow screen are
        // kept in the page under aria-hidden, and a link inside them would stay focusable there.
        items={items.map((item) => ({ key: item.key, label: item.label }))}
        onClick={({ key }) => {
          const target = items.find((item) => item.key === key);
          if (target) navigate(target.to);
        }}
        style={{
          flex: 1,
          minWidth: 0,
          borderBottom: 'none',
          justifyContent: loggedIn ? 'flex-start' : 'flex-end',
        }}
      />
      {!loggedIn && (
        <LinkButton to="/login" type="primary">
          Login
        </LinkButton>
      )}
      {loggedIn && (
        // The panel's width is kept while it loads, so the menu does not move.
        <Suspense fallback={<span style={{ width: 48, height: 48 }} />}>
          <AccountPanel session={session} onLogout={logout} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
