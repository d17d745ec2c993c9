import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { tokenResponse } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('route guards', () => {
  afterEach(() => clearSession());

  it('sends a visitor from /dashboard to /login, remembering the origin', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/dashboard');
  });

  it('sends a visitor from the admin area to /admin/login', async () => {
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a logged-in bidder from / to the dashboard', async () => {
    await saveSession(tokenResponse({ firstName: 'Ada' }));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome, Ada')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a logged-in admin away from the login page to the admin dashboard', async () => {
    await saveSession(tokenResponse({}, 'Admin'));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('redirects employees away from the users settings page', async () => {
    await saveSession(tokenResponse({}, 'Employee'));
    const { router } = renderApp('/settings/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/company-profile'));
  });

  it('shows the public landing page to visitors', async () => {
    renderApp('/');
    expect(await screen.findByText('Online platform for connecting buyers to homes')).toBeTruthy();
    expect(screen.getByText('View Public Property Listings')).toBeTruthy();
    expect(screen.getByText('10k+')).toBeTruthy();
  });
});
