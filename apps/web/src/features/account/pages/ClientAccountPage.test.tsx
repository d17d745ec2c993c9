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
    "client-profile manages the firm's own attorneys: add, edit, make primary and remove, with the spec's confirmations",
    async () => {
      let list = [attorney(1, true), attorney(2)];
      const calls = stubApi({
        'GET /api/user/me': () => jsonResponse(200, { ...me, email: 'ATTY1@smithlaw.example' }),
        'GET /api/clients': () => jsonResponse(200, { ...firm, linkedSince: null }),
        'POST /api/attorneys/list': () => jsonResponse(200, { data: list, total: list.length }),
        'POST /api/attorneys': () => {
          list = [...list, { ...attorney(3), firstName: 'Nora', lastName: 'New' }];
          return jsonResponse(200, { ...attorney(3), message: 'Successfully added a new attorney !' });
        },
        'PUT /api/attorneys/2': () =>
          jsonResponse(200, { ...attorney(2), message: 'Successfully updated the attorney details!' }),
        'PUT /api/attorneys/4/2': () => {
          list = list.map((row) => ({ ...row, isPrimary: row.id === '2' }));
          return jsonResponse(200, { message: 'Successfully changed the primary attorney!' });
        },
        'DELETE /api/attorneys/2': () => {
          list = list.filter((row) => row.id !== '2');
          return jsonResponse(200, { message: 'Successfully removed the attorney!' });
        },
      });
      renderWithApp(<ClientAccountPage slug="client-profile" />, '/account/client-profile');
      const card = await screen.findByTestId('client-attorneys-card');
      await within(card).findByText('Atty2 Smith');
      const rowOf = (name: string) => within(card).getByText(name).closest('tr') as HTMLElement;
      // One's own row (the signed-in user's e-mail) has no Remove.
      await waitFor(() =>
        expect(within(rowOf('Atty1 Smith')).queryByRole('button', { name: 'Remove' })).toBeNull(),
      );
      expect(within(rowOf('Atty2 Smith')).getByRole('button', { name: 'Remove' })).toBeTruthy();

      // Add: the form's rules first, then the call and the spec's message.
      fireEvent.click(await within(card).findByRole('button', { name: /New Attorney/ }));
      let dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      expect((await within(dialog).findAllByText('Field is required!')).length).toBeGreaterThan(0);
      fireEvent.change(within(dialog).getByLabelText('First Name'), { target: { value: 'Nora' } });
      fireEvent.change(within(dialog).getByLabelText('Last Name'), { target: { value: 'New' } });
      fireEvent.change(within(dialog).getByLabelText('Email'), {
        target: { value: 'nora@smithlaw.example' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      expect(await screen.findByText('Successfully added a new attorney !')).toBeTruthy();
      expect(calls.find((call) => call.key === 'POST /api/attorneys')?.body).toMatchObject({
        firstName: 'Nora',
        lastName: 'New',
        email: 'nora@smithlaw.example',
      });
      expect(await within(card).findByText('Nora New')).toBeTruthy();

      // Edit.
      fireEvent.click(within(rowOf('Atty2 Smith')).getByRole('button', { name: 'Edit' }));
      dialog = await screen.findByRole('dialog', { name: 'Edit Attorney' });
      fireEvent.change(within(dialog).getByLabelText('Last Name'), { target: { value: 'Smythe' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Successfully updated the attorney details!')).toBeTruthy();
      expect(calls.find((call) => call.key === 'PUT /api/attorneys/2')?.body).toMatchObject({
        lastName: 'Smythe',
      });

      // Make primary, after the spec's confirmation.
      fireEvent.click(within(card).getByRole('radio', { name: 'Make Atty2 Smith primary' }));
      expect(await screen.findByText('Are you sure to change the primary attorney!')).toBeTruthy();
      expect(calls.some((call) => call.key === 'PUT /api/attorneys/4/2')).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('Successfully changed the primary attorney!')).toBeTruthy();
      await waitFor(() => expect(within(rowOf('Atty2 Smith')).getByText('Primary')).toBeTruthy());
      expect(within(rowOf('Atty1 Smith')).queryByText('Primary')).toBeNull();

      // Remove, after the spec's confirmation.
      fireEvent.click(within(rowOf('Atty2 Smith')).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Are you sure to remove the attorney?')).toBeTruthy();
      fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
      expect(await screen.findByText('Successfully removed the attorney!')).toBeTruthy();
      await waitFor(() => expect(within(card).queryByText('Atty2 Smith')).toBeNull());
    },
    SLOW,
  );

  it(
    'an Inactive firm offers no New Attorney',
    async () => {
      stubApi({
        'GET /api/clients': () => jsonResponse(200, { ...firm, status: 'Inactive' }),
        'POST /api/attorneys/list': () => jsonResponse(200, { data: [attorney(1, true)], total: 1 }),
      });
      renderWithApp(<ClientAccountPage slug="client-profile" />, '/account/client-profile');
      const card = await screen.findByTestId('client-attorneys-card');
      await within(card).findByText('Atty1 Smith');
      expect(within(card).queryByRole('button', { name: /New Attorney/ })).toBeNull();
      expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
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
