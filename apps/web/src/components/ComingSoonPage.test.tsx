import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { tokenResponse } from '../test/fixtures';
import { ComingSoonPage } from './ComingSoonPage';

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/soon', element: <ComingSoonPage title="Clients" /> },
    ],
    { initialEntries: ['/soon'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ComingSoonPage (issue 18 #23)', () => {
  afterEach(() => clearSession());

  it('sends a visitor home instead of offering a Dashboard button that leads to a login', async () => {
    const router = mount();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('keeps the page and its Dashboard button for a signed-in user', async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    mount();
    expect(await screen.findByText('Clients: coming soon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeTruthy();
  });
});
