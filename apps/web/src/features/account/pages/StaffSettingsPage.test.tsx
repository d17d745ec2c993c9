import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import type { TCurrentUser } from '../api/current-user';
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
