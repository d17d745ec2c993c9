import type { TActivityLog } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { windowOfWidth } from '../../../test/media';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 90_000 });

const LIST = '/api/notifications/activitylogs/list';

const log = (id: number, extra: Partial<TActivityLog> = {}): TActivityLog => ({
  id: String(id),
  actLogTitle: `Entry ${id}`,
  actLogBody: `Body ${id}`,
  createdDate: '2026-11-20T15:00:00.000Z',
  userName: 'employee',
  caseId: '11',
  caseNumber: '2026-CH-0011',
  lotId: '31',
  companyName: 'Lakeshore Auction Group',
  ...extra,
});

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('the settings Activity Logs', () => {
  // A desktop window: the Case, Lot, Company and User columns show from antd's md breakpoint up.
  beforeEach(() => windowOfWidth(1440));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('/settings/logs lists the company log 10 a page and filters it by case, lot and user', async () => {
    await saveSession(tokenResponse({}, 'Employee'));
    const api = stubFetch({
      [`POST ${LIST}`]: { data: { data: [log(1), log(2, { lotId: null })], total: 23 } },
      'POST /api/cases/list': {
        data: [{ id: '11', caseNumber: '2026-CH-0011' }],
        total: 1,
      },
      'GET /api/cases/11': { id: '11', caseNumber: '2026-CH-0011', lots: [{ id: '31', property: null }] },
    });
    renderApp('/settings/logs');
    const section = await screen.findByTestId('activity-logs');
    expect(screen.queryByText('This section arrives with company administration')).toBeNull();
    expect(await within(section).findByText('Entry 1')).toBeTruthy();
    expect(within(section).getByText('Body 1')).toBeTruthy();
    expect(within(section).getAllByRole('link', { name: '2026-CH-0011' })[0]!.getAttribute('href')).toBe(
      '/cases/11',
    );
    expect(within(section).getByText('Lot 31')).toBeTruthy();
    expect(api.callsTo('POST', LIST)[0]!.body).toEqual({ pagination: { current: 1, pageSize: 10 } });
    // 23 entries: three pages.
    expect(within(section).getByTitle('3')).toBeTruthy();

    await choose('Filter by case', '2026-CH-0011');
    await waitFor(() => expect(api.callsTo('POST', LIST).at(-1)!.body).toMatchObject({ caseId: '11' }));
    await choose('Filter by lot', 'Lot 31');
    await waitFor(() =>
      expect(api.callsTo('POST', LIST).at(-1)!.body).toMatchObject({ caseId: '11', lotId: '31' }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter by user' }), { target: { value: 'erin' } });
    await waitFor(() =>
      expect(api.callsTo('POST', LIST).at(-1)!.body).toEqual({
        caseId: '11',
        lotId: '31',
        user: 'erin',
        pagination: { current: 1, pageSize: 10 },
      }),
    );
  });

  it('/admin/settings/logs shows the platform log, not System Settings, and filters by company', async () => {
    await saveSession(tokenResponse({}, 'Admin'));
    const api = stubFetch({
      [`POST ${LIST}`]: { data: { data: [log(5)], total: 1 } },
      'GET /api/companies/lookup': [
        { id: '2', name: 'Lakeshore Auction Group' },
        { id: '3', name: 'Prairie State Auctions' },
      ],
    });
    renderApp('/admin/settings/logs');
    const section = await screen.findByTestId('activity-logs');
    expect(await within(section).findByText('Entry 5')).toBeTruthy();
    expect(within(section).getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    expect(within(section).queryByRole('columnheader', { name: 'Case' })).toBeNull();
    await choose('Filter by company', 'Prairie State Auctions');
    await waitFor(() =>
      expect(api.callsTo('POST', LIST).at(-1)!.body).toEqual({
        companyId: '3',
        pagination: { current: 1, pageSize: 10 },
      }),
    );
  });
});
