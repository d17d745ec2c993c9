import type { TAuditTrailPage, TAuditTrailVerification } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

const page: TAuditTrailPage = {
  items: [
    {
      id: '42',
      createdAt: '2026-12-06T15:00:00.000Z',
      actorUserId: '3',
      actorName: 'Avery Admin',
      actorRole: 'Admin',
      actorCompanyId: null,
      actorIp: '203.0.113.9',
      route: 'PUT /api/companies/{id}/approve',
      table: 'companies',
      rowId: '7',
      operation: 'UPDATE',
      companyId: '7',
      companyName: 'Lakeshore Auctions',
      before: { name: 'Lakeshore Auctions', status: 'Pending' },
      after: { name: 'Lakeshore Auctions', status: 'Active' },
      changed: ['status'],
      hash: 'ab'.repeat(32),
    },
  ],
  total: 1,
  current: 1,
  pageSize: 25,
};

const broken: TAuditTrailVerification = {
  isValid: false,
  checked: 12,
  anchorId: '0',
  anchorHash: '0'.repeat(64),
  headId: '42',
  headHash: 'ab'.repeat(32),
  firstBadId: '40',
  reason: 'row 40 does not match its hash',
};

describe('AdminAuditTrailPage', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('lists the changes, shows a row before and after, filters, and names a broken row', async () => {
    const api = stubFetch({
      'GET /api/admin/audit-trail': page,
      'GET /api/admin/audit-trail/verify': broken,
    });
    renderApp('/admin/audit-trail');
    const trail = await screen.findByTestId('audit-trail');
    expect(await within(trail).findByText('Avery Admin (Admin, #3)')).toBeTruthy();
    expect(within(trail).getByText('companies #7')).toBeTruthy();

    fireEvent.click(within(trail).getByRole('button', { name: /expand row/i }));
    const diff = await screen.findByRole('table', { name: 'Values before and after' });
    expect(within(diff).getByText('Pending')).toBeTruthy();
    expect(within(diff).getByText('Active')).toBeTruthy();
    expect(screen.getByText(/from 203\.0\.113\.9/)).toBeTruthy();

    fireEvent.change(within(trail).getByLabelText('Filter by user id'), { target: { value: '3' } });
    await waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/api/admin/audit-trail?actorUserId=3'),
        ),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Verify the chain' }));
    expect(
      await screen.findByText('The chain breaks at row 40: row 40 does not match its hash'),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/audit-trail/verify')).toHaveLength(1);
  });
});
