import type { THostDashboard } from '@bidright/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-router';
import { renderWithApp, SLOW } from '../../../test/harness';
import { HostDashboard } from './HostDashboard';

const dashboard: THostDashboard = {
  timeZone: 'America/Chicago',
  todayAuctions: [],
  upcomingAuctions: [],
  awaitingPayment: [],
  casesNeedingAction: [],
  salesByWeek: [],
};

describe('the host dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the Create Auction form in place, not the auction list', { timeout: SLOW }, async () => {
    stubFetch({ 'GET /api/reports/dashboard/host': dashboard });
    renderWithApp(<HostDashboard />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /Create Auction/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Auction' });
    expect(dialog).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('opens the Add Case form in place, not the case list', { timeout: SLOW }, async () => {
    stubFetch({ 'GET /api/reports/dashboard/host': dashboard, 'GET /api/clients/lookup': [] });
    renderWithApp(<HostDashboard />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /Add Case/ }));
    expect(await screen.findByRole('dialog', { name: 'Add Case' })).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});
