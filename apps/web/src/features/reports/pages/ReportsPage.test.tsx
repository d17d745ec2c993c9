import { ADMIN_MESSAGES } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { windowOfWidth } from '../../../test/media';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

describe('ReportsPage', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('asks for 3 bids a page, filters from page 1, offers Clear Filter, and hides the table on small screens', async () => {
    const api = stubFetch({
      'POST /api/reports/bid': { data: [], total: 10, totalAmount: 0 },
    });
    renderApp('/admin/reports/bids');
    await waitFor(() => expect(api.callsTo('POST', '/api/reports/bid').length).toBeGreaterThan(0));
    expect(api.callsTo('POST', '/api/reports/bid')[0]?.body).toEqual({
      pagination: { current: 1, pageSize: 3 },
    });
    expect(screen.queryByLabelText('Clear Filter')).toBeNull();
    // jsdom matches no media query: a small screen.
    expect(await screen.findByText(ADMIN_MESSAGES.smallScreenReport)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search report'), { target: { value: 'Bell' } });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reports/bid').at(-1)?.body).toMatchObject({
        search: 'Bell',
        pagination: { current: 1, pageSize: 3 },
      }),
    );
    fireEvent.click(screen.getByLabelText('Clear Filter'));
    await waitFor(() => expect(screen.queryByLabelText('Clear Filter')).toBeNull());
  });

  it('marks a proxy bid as placed by a maximum, as the exports do', async () => {
    windowOfWidth(1440);
    const row = (id: string, amount: number, placedByMaximum: boolean) => ({
      id,
      createdDate: '2026-11-20T16:00:00.000Z',
      timeZone: 'America/Chicago',
      amount,
      type: 'Online',
      paddleNumber: 101,
      bidderId: '7',
      bidderName: 'Jane Bell',
      lotId: '3',
      caseNumber: '2026-CH-0003',
      auctionId: '2',
      companyId: '1',
      companyName: 'Lakeshore Auction Group',
      isWinning: false,
      placedByMaximum,
    });
    stubFetch({
      'POST /api/reports/bid': {
        data: [row('41', 70_500, true), row('40', 70_000, false)],
        total: 2,
        totalAmount: 140_500,
      },
    });
    renderApp('/admin/reports/bids');
    await screen.findByRole('cell', { name: '41' });
    const header = screen.getByRole('columnheader', { name: 'By Maximum' });
    const column = [...header.parentElement!.children].indexOf(header);
    const cellOf = (bidId: string) => {
      const cells = within(screen.getByRole('cell', { name: bidId }).closest('tr')!).getAllByRole('cell');
      return cells[column]!.textContent;
    };
    expect(cellOf('41')).toBe('Yes');
    expect(cellOf('40')).toBe('');
  });
});
