import type { TAuctioneerAccount, TSystemUserRow } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 90_000 });

const employee: TSystemUserRow = {
  id: '9',
  firstName: 'Erin',
  lastName: 'Employee',
  userName: 'employee',
  email: 'erin@example.com',
  phoneNumber: '3125550100',
  role: 'Employee',
  companyId: '2',
  companyName: 'Lakeshore Auction Group',
  isVerified: null,
  createdDate: '2026-11-01T00:00:00.000Z',
  lastLoginDate: null,
  deactivatedDate: null,
};
const account: TAuctioneerAccount = {
  userId: '9',
  userName: 'employee',
  firstName: 'Erin',
  lastName: 'Employee',
  email: 'erin@example.com',
  phoneNumber: '3125550100',
  role: 'Employee',
  deactivatedDate: null,
};

describe('/admin/users/auctioneers', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('opens the Account Details of an employee and deactivates it after confirmation', async () => {
    const api = stubFetch({
      'POST /api/auctioneers/listall': { data: [employee], total: 1 },
      'GET /api/auctioneers/9': account,
      'PUT /api/auctioneers/9/false': {
        ...account,
        deactivatedDate: '2026-11-28T01:00:00.000Z',
        message: 'Successfully deactivated the account!',
      },
    });
    renderApp('/admin/users/auctioneers');
    const row = (await screen.findByText('Erin Employee')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Details of employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Details' });
    await within(dialog).findByText('Active');
    expect(within(dialog).getByRole('radio', { name: 'Employee' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Are you sure to deactivate the account?')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/auctioneers/9/false')).toHaveLength(0);
    const confirm = screen.getByText('Are you sure to deactivate the account?').closest('.ant-popover')!;
    fireEvent.click(within(confirm as HTMLElement).getByRole('button', { name: /ok|yes/i }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/auctioneers/9/false')).toHaveLength(1));
    expect(await screen.findByText('Successfully deactivated the account!')).toBeTruthy();
    // The list is read again, so its status column follows.
    await waitFor(() => expect(api.callsTo('POST', '/api/auctioneers/listall').length).toBeGreaterThan(1));
  });
});
