import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { tokenResponse } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/harness';
import { windowOfWidth } from '../../../test/media';
import { AppHeader } from './AppHeader';

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const links = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AppHeader', () => {
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it('shows a visitor the Help Center and a Login link, and marks none as the current page', () => {
    renderRoutes('/faq', { '/faq': <AppHeader /> });
    expect(links()).toEqual(['Help Center']);
    expect(within(mainNav()).queryByRole('link', { current: 'page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("lists the staff menu and marks the page's section, a sub-page included, as current", async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    renderRoutes('/cases/11', { '/cases/:caseId': <AppHeader /> });
    expect(links()).toEqual([
      'Dashboard',
      'Auctions',
      'Cases',
      'Properties',
      'Clients',
      'Reports',
      'Audit Trail',
      'Settings',
    ]);
    const current = within(mainNav()).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Cases');
    expect(current.getAttribute('href')).toBe('/cases');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('names the account button by what it opens, then the words it shows (label in name)', async () => {
    windowOfWidth(1280);
    await saveSession(tokenResponse({}, 'Auctioneer'));
    renderRoutes('/cases', { '/cases': <AppHeader /> });
    const button = await screen.findByRole('button', { name: 'User menu, Jane Doe, Auctioneer' });
    // What a sighted user reads on it: the avatar's initials (decoration, hidden), the name and the role, apart.
    expect(button.textContent?.trim()).toBe('JD Jane Doe Auctioneer');
    expect(button.querySelector('.site-avatar')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("opens the user menu on the first tap, its code loaded then, and keeps the button's focus", async () => {
    windowOfWidth(1280);
    await saveSession(tokenResponse({}, 'Auctioneer'));
    renderRoutes('/cases', { '/cases': <AppHeader /> });
    const name = 'User menu, Jane Doe, Auctioneer';
    const button = await screen.findByRole('button', { name });
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /Log Out/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /My Profile/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));
  });
});
