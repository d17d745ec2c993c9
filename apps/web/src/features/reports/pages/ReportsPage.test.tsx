import { ADMIN_MESSAGES } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

describe('ReportsPage', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
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
});
