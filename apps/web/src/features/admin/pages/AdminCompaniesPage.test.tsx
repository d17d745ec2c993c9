import type { TCompanyRow } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

const company = (id: number, status: TCompanyRow['status']): TCompanyRow => ({
  id: String(id),
  name: `Company ${id}`,
  logoUrl: null,
  address1: '1 Main St',
  address2: null,
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  phoneNumber: '3125550100',
  isPublic: true,
  status,
  createdDate: '2026-11-01T00:00:00.000Z',
});

describe('AdminCompaniesPage', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('lists companies 10 a page and approves a pending one only after confirmation', async () => {
    const api = stubFetch({
      'POST /api/companies/list': { data: [company(1, 'Pending'), company(2, 'Active')], total: 2 },
      'PUT /api/companies/1/approve': {
        id: '1',
        status: 'Active',
        message: 'Successfully approved the company!',
      },
    });
    renderApp('/admin/companies');
    const row = (await screen.findByText('Company 1')).closest('tr')!;
    expect(api.callsTo('POST', '/api/companies/list')[0]?.body).toEqual({
      pagination: { current: 1, pageSize: 10 },
    });
    expect(within(row).getByRole('button', { name: 'Decline' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect((await screen.findAllByText('Are you sure to approve the company?')).length).toBeGreaterThan(0);
    expect(api.callsTo('PUT', '/api/companies/1/approve')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/companies/1/approve')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/companies/1/approve')[0]?.body).toEqual({ isApproved: true });
    // The active one offers deactivation instead.
    const active = screen.getByText('Company 2').closest('tr')!;
    expect(within(active).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });
});
