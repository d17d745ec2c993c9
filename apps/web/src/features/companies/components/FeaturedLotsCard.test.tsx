import type { TCompany, TCompanyFeaturedLot } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/harness';
import { FeaturedLotsCard } from './FeaturedLotsCard';

vi.setConfig({ testTimeout: 60_000 });

const featured = (id: string, isAdmin: boolean, street: string, hasImage = true): TCompanyFeaturedLot => ({
  id,
  isAdmin,
  lot: {
    id: `${id}0`,
    streetLine1: street,
    streetLine2: null,
    city: 'Chicago',
    zipCode: '60618',
    county: 'Cook',
    countryCode: 'US',
    // 15:00 UTC is 9:00 AM in Chicago.
    auctionStartTime: '2026-12-02T15:00:00.000Z',
    lotStatus: 'Listed',
    hasImage,
  },
});

const company = {
  id: '2',
  name: 'Lakeshore Auction Group',
  timeZone: 'America/Chicago',
  status: 'Active',
  featuredLots: [featured('7', false, '100 W Main St', false), featured('8', true, '200 N State St')],
} as TCompany;

describe('the company settings featured lots', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("lists the company's featured lots; staff remove their own after confirmation, not the admin's", async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    const api = stubFetch({ 'PUT /api/lots/unmarkasfeatured/7': { removed: true } });
    renderWithApp(<FeaturedLotsCard companyRef="own" company={company} />, '/settings/company-profile');
    const card = screen.getByTestId('company-featured-lots');
    expect(within(card).getByText(/100 W Main St, Chicago, 60618/)).toBeTruthy();
    expect(within(card).getAllByText(/Cook County · Auction 12\/02\/2026 9:00 AM/)).toHaveLength(2);
    expect(within(card).getByText('No Image')).toBeTruthy();
    expect(within(card).getByText('Featured by Admin')).toBeTruthy();
    // Only the company's own lot can be removed by staff.
    const removes = within(card).getAllByRole('button', { name: /Remove .* from the featured list/ });
    expect(removes).toHaveLength(1);
    expect(removes[0]!.getAttribute('aria-label')).toContain('100 W Main St');
    fireEvent.click(removes[0]!);
    expect(await screen.findByText('Are you sure to remove the lot from featured list?')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/lots/unmarkasfeatured/7')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /ok|yes/i }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/lots/unmarkasfeatured/7')).toHaveLength(1));
    expect(await screen.findByText('Successfully marked as unfeatured!')).toBeTruthy();
  });

  it("lets an admin on the company's page remove any featured lot", async () => {
    await saveSession(tokenResponse({}, 'Admin'));
    const api = stubFetch({
      'DELETE /api/admins/featuredlot/8': { message: 'Successfully removed the featured lot!' },
    });
    renderWithApp(<FeaturedLotsCard companyRef="2" company={company} />, '/admin/companies/2');
    const removes = screen.getAllByRole('button', { name: /Remove .* from the featured list/ });
    expect(removes).toHaveLength(2);
    fireEvent.click(removes[1]!);
    fireEvent.click(await screen.findByRole('button', { name: /ok|yes/i }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admins/featuredlot/8')).toHaveLength(1));
    expect(await screen.findByText('Successfully removed the featured lot!')).toBeTruthy();
  });
});
