import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { ClientAccountPage } from './ClientAccountPage';

const firm = {
  id: '4',
  name: 'Smith Law',
  streetLine1: '10 Court St',
  streetLine2: null,
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60602',
  phoneNumber: '3125559000',
  email: 'office@smithlaw.example',
  logoUrl: null,
  status: 'Active',
  linkedSince: '2025-03-04T15:00:00.000Z',
};

const attorney = (id: number, isPrimary = false) => ({
  id: String(id),
  firstName: `Atty${id}`,
  lastName: 'Smith',
  email: `atty${id}@smithlaw.example`,
  phone: null,
  isPrimary,
});

const me = {
  id: '12',
  userName: 'sam.smith',
  firstName: 'Sam',
  lastName: 'Smith',
  email: 'sam@smithlaw.example',
  role: 'Client',
  companyId: '3',
  companyName: 'Lakeshore Auctions',
  twoFactorMethod: 'authenticator',
  configuredAuthenticatorApp: true,
};

describe('ClientAccountPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'client-profile shows the firm details and its attorneys, five to a page; the firm can be edited',
    async () => {
      const calls = stubApi({
        'GET /api/clients': () => jsonResponse(200, firm),
        'PUT /api/clients': (body) => jsonResponse(200, { ...firm, ...(body as object) }),
        'POST /api/attorneys/list': () =>
          jsonResponse(200, { data: [attorney(1, true), attorney(2), attorney(3)], total: 7 }),
      });
      renderWithApp(<ClientAccountPage slug="client-profile" />, '/account/client-profile');

      const card = await screen.findByTestId('client-firm-card');
      expect(await within(card).findByText('Smith Law')).toBeTruthy();
      expect(within(card).getByText('10 Court St, Chicago, IL 60602')).toBeTruthy();
      expect(within(card).getByText('office@smithlaw.example')).toBeTruthy();
      expect(within(card).getByText('03/04/2025')).toBeTruthy();
      const attorneys = screen.getByTestId('client-attorneys-card');
      expect(await within(attorneys).findByText('Atty1 Smith')).toBeTruthy();
      const rowOf = (name: string) => within(attorneys).getByText(name).closest('tr') as HTMLElement;
      expect(within(rowOf('Atty1 Smith')).getByText('Primary')).toBeTruthy();
      expect(within(rowOf('Atty2 Smith')).queryByText('Primary')).toBeNull();
      expect(calls.find((call) => call.key === 'POST /api/attorneys/list')?.body).toEqual({
        pagination: { current: 1, pageSize: 5 },
      });

      fireEvent.click(within(card).getByRole('button', { name: /Edit/ }));
      const dialog = await screen.findByRole('dialog');
      const name = within(dialog).getByLabelText('Name');
      fireEvent.change(name, { target: { value: '  ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Field is required!')).toBeTruthy();
      expect(calls.some((call) => call.key === 'PUT /api/clients')).toBe(false);
      fireEvent.change(name, { target: { value: 'Smith & Jones Law' } });
      fireEvent.change(within(dialog).getByLabelText('Address 1'), { target: { value: '' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Successfully updated the client details!')).toBeTruthy();
      expect(calls.find((call) => call.key === 'PUT /api/clients')?.body).toMatchObject({
        name: 'Smith & Jones Law',
        streetLine1: '',
        city: 'Chicago',
        stateCode: 'IL',
      });
      await waitFor(() => expect(within(card).getByText('Smith & Jones Law')).toBeTruthy());
    },
    SLOW,
  );

  it(
    'profile shows the 2-step settings with the authenticator state the server reports',
    async () => {
      stubApi({ 'GET /api/user/me': () => jsonResponse(200, me) });
      renderWithApp(<ClientAccountPage slug="profile" />, '/account/profile');
      const row = await screen.findByTestId('authenticator-row');
      expect(await within(row).findByText('On')).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Set Up Again' })).toBeTruthy();
      expect(screen.getByTestId('user-profile-card')).toBeTruthy();
    },
    SLOW,
  );
});
