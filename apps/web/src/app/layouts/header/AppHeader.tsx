import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { isLoggedIn, primaryRole, useSession } from '../../../lib/session';
import { lazyPage, preloadComponent } from '../../lazy-page';
import { navItemsFor, selectedNavKey } from './nav-items';
import { useLogout } from './use-logout';

// The panel's width is kept while it loads, so the menu does not move.
const AccountPanel = lazyPage(() => import('./AccountPanel'), 'AccountPanel', {
  fallback: <span style={{ width: 48, height: 48 }} />,
});

/**
 * Starts loading the user panel's code. The start calls it for a signed-in user's first page (with the
 * header's data, app/route-data.ts), so the first render draws the panel with the page: no placeholder, and
 * no second render and commit of the header once its code arrives.
 */
export const preloadAccountPanel = (): Promise<unknown> =>
  preloadComponent(AccountPanel) ?? Promise.resolve();

/**
 * Top bar: logo, the role's menu, and the user panel or a Login button. Plain links styled by
 * first-paint/header.css (`.site-header`), the same markup as index.html's first paint: the bar is on every
 * page, and an antd Menu would bring its overflow, tooltip and trigger code (about 30 KB) and its runtime
 * styles to every first load. On a narrow screen the links scroll sideways (see `useScrollHints`).
 */
export function AppHeader() {
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const loggedIn = isLoggedIn(session);
  const role = loggedIn ? primaryRole(session) : undefined;
  const items = navItemsFor(role);
  const selected = selectedNavKey(items, location.pathname);
  const homePath = role === 'Admin' ? '/admin' : loggedIn ? '/dashboard' : '/';
  const navRef = useScrollHints(selected);

  return (
    <header className="site-header">
      <BrandLogo to={homePath} />
      <nav
        ref={navRef}
        className="site-nav"
        aria-label="Main navigation"
        data-align={loggedIn ? 'start' : 'end'}
      >
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} aria-current={item.key === selected ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!loggedIn && (
        <Link className="site-button" to="/login">
          Login
        </Link>
      )}
      {loggedIn && <AccountPanel session={session} onLogout={logout} />}
    </header>
  );
}

/**
 * A menu wider than the screen scrolls sideways: the current page's link is scrolled into view, and the
 * edges with more links behind them fade (`data-more`), so a reader sees there is more than fits. The sizes
 * are read in the ResizeObserver's callback (which runs after layout) and on scroll, never right after a
 * render, so the menu never forces the browser to lay the page out early.
 */
function useScrollHints(selected: string | undefined) {
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current link is centred again when the page changes.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    let centred = false;
    const mark = () => {
      if (!centred) {
        centred = true;
        const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
        if (current && nav.scrollWidth > nav.clientWidth) {
          const offset = current.offsetLeft - nav.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
          nav.scrollLeft = Math.max(0, offset);
        }
      }
      const more = [
        nav.scrollLeft > 1 ? 'start' : '',
        nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1 ? 'end' : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (nav.dataset.more !== more) nav.dataset.more = more;
    };
    nav.addEventListener('scroll', mark, { passive: true });
    const observer = new ResizeObserver(mark);
    observer.observe(nav);
    return () => {
      nav.removeEventListener('scroll', mark);
      observer.disconnect();
    };
  }, [selected]);
  return navRef;
}
