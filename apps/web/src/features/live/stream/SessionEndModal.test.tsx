import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TSessionEnd } from './live-reducer';
import { SessionEndModal } from './SessionEndModal';
import { describeDevice } from './use-live-lots';

function renderModal(ended: TSessionEnd, timeZone?: string) {
  const router = createMemoryRouter(
    [
      { path: '/lot', element: <SessionEndModal ended={ended} closeTo="/properties" timeZone={timeZone} /> },
      { path: '/properties', element: <div>Properties</div> },
    ],
    { initialEntries: ['/lot'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('describeDevice: the device text a live connection sends', () => {
  it('carries the nearest city and state this tab found, which the older screen then shows', async () => {
    sessionStorage.setItem('bidright.nearestPlace', 'Evanston, IL');
    const text = describeDevice();
    expect(text).toMatch(/, device [0-9a-z-]+, tab [0-9a-z]+, Evanston, IL$/);
    renderModal({ kind: 'disconnect', device: text, at: '2026-03-02T15:04:00.000Z' }, 'America/Chicago');
    expect((await screen.findByTestId('duplicate-place')).textContent).toBe('Evanston, IL');
  });

  it('without a place, the notice says the place is unknown', async () => {
    renderModal({ kind: 'disconnect', device: describeDevice(), at: '2026-03-02T15:04:00.000Z' });
    expect((await screen.findByTestId('duplicate-place')).textContent).toBe('Unknown');
  });
});

describe('SessionEndModal: duplicate connection', () => {
  it("shows the other connection's device, system and the takeover time as MM/DD/YYYY h:mm A in the host's zone", async () => {
    renderModal(
      {
        kind: 'disconnect',
        device: 'Android, Chrome, device 65a902c6, tab 3vid3f, Evanston, IL',
        at: '2026-03-02T15:04:00.000Z',
      },
      'America/Chicago',
    );
    expect(await screen.findByText('Disconnected - Duplicate Connection')).toBeTruthy();
    // The browser and its system, in words; the ids only in the tooltip.
    expect(screen.getByTestId('duplicate-device').textContent).toBe('Chrome on Android');
    expect(screen.getByTestId('duplicate-place').textContent).toBe('Evanston, IL');
    // 15:04 UTC is 9:04 AM in Chicago (CST), whatever this machine's zone is.
    expect(screen.getByTestId('duplicate-time').textContent).toBe('03/02/2026 9:04 AM CST');
  });

  it('uses the same host zone in summer time', async () => {
    renderModal(
      { kind: 'disconnect', device: 'Linux, Firefox, device aa, tab bb', at: '2026-07-01T23:30:00.000Z' },
      'America/Los_Angeles',
    );
    expect((await screen.findByTestId('duplicate-time')).textContent).toBe('07/01/2026 4:30 PM PDT');
  });

  it("shows the spec's default text when the other connection sent no description, and Close goes to closeTo", async () => {
    const router = renderModal(
      { kind: 'disconnect', device: '', at: '2026-03-02T15:04:00.000Z' },
      'America/Chicago',
    );
    expect((await screen.findByTestId('duplicate-device')).textContent).toBe(
      'Connection from a mobile device.',
    );
    expect(screen.getByTestId('duplicate-time').textContent).toBe('03/02/2026 9:04 AM CST');
    screen.getByTestId('duplicate-close').click();
    await screen.findByText('Properties');
    expect(router.state.location.pathname).toBe('/properties');
  });

  it('shows a description in another shape as it is', async () => {
    renderModal({ kind: 'disconnect', device: 'Kiosk 4 in the sale room', at: '' });
    expect((await screen.findByTestId('duplicate-device')).textContent).toBe('Kiosk 4 in the sale room');
    expect(screen.queryByTestId('duplicate-time')).toBeNull();
  });
});
