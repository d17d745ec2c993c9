import { NOTIFICATION_KIND_INFO, type TCurrentUser, type TNotificationPreference } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { jsonResponse, tokenResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { StaffSettingsPage } from './StaffSettingsPage';

const me = (overrides: Partial<TCurrentUser> = {}): TCurrentUser => ({
  id: '7',
  userName: 'amy.host',
  firstName: 'Amy',
  lastName: 'Host',
  email: 'amy@host.example',
  role: 'Auctioneer',
  companyId: '3',
  companyName: 'Lakeshore Auctions',
  twoFactorMethod: 'sms',
  configuredAuthenticatorApp: false,
  ...overrides,
});

const authenticatorRow = () => screen.getByTestId('authenticator-row');

describe('StaffSettingsPage /settings/profile 2-step settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'shows the authenticator as On when the server says it is set up, and Off after it is removed',
    async () => {
      let configured = true;
      const calls = stubApi({
        'GET /api/user/me': () =>
          jsonResponse(
            200,
            me({
              configuredAuthenticatorApp: configured,
              twoFactorMethod: configured ? 'authenticator' : 'sms',
            }),
          ),
        'DELETE /api/auctioneers/authenticator': () => {
          configured = false;
          return jsonResponse(200, { configuredAuthenticatorApp: false, twoFactorMethod: 'sms' });
        },
      });
      renderWithApp(<StaffSettingsPage slug="profile" />, '/settings/profile');

      expect(await within(await screen.findByTestId('authenticator-row')).findByText('On')).toBeTruthy();
      expect(within(authenticatorRow()).queryByRole('button', { name: 'Set Up' })).toBeNull();
      fireEvent.click(within(authenticatorRow()).getByRole('button', { name: 'Remove' }));
      const dialog = await screen.findByRole('dialog');
      // The current password (or a code) is asked first: without it nothing is sent.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await within(dialog).findByText('Please enter your current password!')).toBeTruthy();
      expect(calls.some((call) => call.key === 'DELETE /api/auctioneers/authenticator')).toBe(false);
      fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'Demo1234' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(calls.find((call) => call.key === 'DELETE /api/auctioneers/authenticator')?.body).toEqual({
          password: 'Demo1234',
        }),
      );
      expect(await within(authenticatorRow()).findByText('Off')).toBeTruthy();
      // The card asked the server again: the state shown is the server's.
      await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/user/me').length).toBe(2));
      expect(within(authenticatorRow()).getByRole('button', { name: 'Set Up' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows Off with Set Up when no authenticator is configured, and the text message row Off without a phone',
    async () => {
      stubApi({
        'GET /api/user/me': () => jsonResponse(200, me({ twoFactorMethod: null })),
      });
      renderWithApp(<StaffSettingsPage slug="profile" />, '/settings/profile');
      expect(await within(await screen.findByTestId('authenticator-row')).findByText('Off')).toBeTruthy();
      expect(within(authenticatorRow()).getByRole('button', { name: 'Set Up' })).toBeTruthy();
      expect(within(authenticatorRow()).queryByRole('button', { name: 'Remove' })).toBeNull();
      expect(within(screen.getByTestId('two-step-card')).getAllByText('Off')).toHaveLength(2);
    },
    SLOW,
  );
});

/** A preferences endpoint that keeps what was saved, as the server does. */
function preferencesApi(initial: TNotificationPreference[] = []) {
  let saved = [...initial];
  return {
    'GET /api/notifications/preferences': () => jsonResponse(200, saved),
    'PUT /api/notifications/preferences': (body: unknown) => {
      for (const p of (body as { preferences: TNotificationPreference[] }).preferences)
        saved = [...saved.filter((s) => s.kind !== p.kind || s.channel !== p.channel), p];
      return jsonResponse(200, saved);
    },
  };
}

const staffLabel = NOTIFICATION_KIND_INFO.HostPastDue.label;

describe('NotificationPreferencesSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it(
    'is a card of the staff’s own /settings/profile page',
    async () => {
      await saveSession(tokenResponse({}, 'Auctioneer'));
      stubApi({
        ...preferencesApi([{ kind: 'HostPastDue', channel: 'sms', enabled: false }]),
        'GET /api/user/me': () =>
          jsonResponse(200, {
            id: '7',
            userName: 'amy.host',
            firstName: 'Amy',
            lastName: 'Host',
            email: 'amy@host.example',
            role: 'Auctioneer',
            companyId: '3',
            companyName: 'Lakeshore Auctions',
            twoFactorMethod: 'sms',
            configuredAuthenticatorApp: false,
          }),
      });
      renderWithApp(<StaffSettingsPage slug="profile" />, '/settings/profile');
      const card = await screen.findByTestId('notification-preferences');
      const sms = await within(card).findByRole('switch', { name: `${staffLabel} by SMS` });
      expect(sms.getAttribute('aria-checked')).toBe('false');
      // Past-due payments and ended runner-up offers (ADR 0075), four channels each.
      expect(within(card).getAllByRole('switch')).toHaveLength(8);
    },
    SLOW,
  );
});
