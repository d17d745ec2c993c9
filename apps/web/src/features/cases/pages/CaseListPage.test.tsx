import type { TCaseListRow } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { CASE_SEARCH_DEBOUNCE_MS } from './CaseListPage';

vi.setConfig({ testTimeout: 60_000 });

function row(i: number): TCaseListRow {
  return {
    id: String(i),
    firmName: 'Wabash & Monroe LLP',
    companyName: 'Lakeshore Auction Group',
    caseNumber: `2026CH0${1000 + i}`,
    county: 'Cook',
    fileNumber: `WM-${i}`,
    caseStatus: 'New',
    createdDate: '2026-10-18T21:54:55.417Z',
    isListed: i % 2 === 0,
    lotNumber: null,
    attorneyId: null,
    attorneyFirstName: null,
    attorneyLastName: null,
  };
}

describe('CaseListPage', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('asks for the first page sorted by createdDate descending, then pages on the server', async () => {
    const api = stubFetch({
      'POST /api/cases/list': (call: { body: { pagination: { current: number } } }) => ({
        data: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => row(n + (call.body.pagination.current - 1) * 10)),
        total: 23,
      }),
      'GET /api/clients/lookup': [{ id: '1', name: 'Wabash & Monroe LLP' }],
    });
    renderApp('/cases');

    expect(await screen.findByText('2026CH01001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cases' })).toBeTruthy();
    expect(screen.getByLabelText('Total cases').textContent).toContain('23');
    expect(api.callsTo('POST', '/api/cases/list')[0]?.body).toEqual({
      sorter: { field: 'createdDate', order: 'descend' },
      pagination: { current: 1, pageSize: 10 },
    });
    // Staff get the client and status filters.
    expect(screen.getByLabelText('Filter by client')).toBeTruthy();
    expect(screen.getByLabelText('Filter by status')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('2026CH01011')).toBeTruthy();
    expect(api.callsTo('POST', '/api/cases/list').at(-1)?.body).toEqual({
      sorter: { field: 'createdDate', order: 'descend' },
      pagination: { current: 2, pageSize: 10 },
    });
  });

  it('sends the search once typing pauses for 500 ms, back on page 1', async () => {
    const api = stubFetch({
      'POST /api/cases/list': { data: [row(1)], total: 1 },
    });
    renderApp('/cases');
    await screen.findByText('2026CH01001');
    const box = screen.getByPlaceholderText('Search by case/file number');

    fireEvent.change(box, { target: { value: 'C' } });
    fireEvent.change(box, { target: { value: 'CH0' } });
    const lastChange = Date.now();
    fireEvent.change(box, { target: { value: 'CH01' } });
    expect(api.callsTo('POST', '/api/cases/list').some((c) => (c.body as { search?: string }).search)).toBe(
      false,
    );

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/cases/list').at(-1)?.body).toMatchObject({
        search: 'CH01',
        pagination: { current: 1, pageSize: 10 },
      }),
    );
    const searched = api
      .callsTo('POST', '/api/cases/list')
      .filter((c) => (c.body as { search?: string }).search);
    expect(searched).toHaveLength(1);
    expect(searched[0]!.at - lastChange).toBeGreaterThanOrEqual(CASE_SEARCH_DEBOUNCE_MS - 5);
  });

  it('opens the case on row click', async () => {
    stubFetch({ 'POST /api/cases/list': { data: [row(7)], total: 1 } });
    const { router } = renderApp('/cases');
    const cell = await screen.findByText('2026CH01007');
    fireEvent.click(cell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/7'));
  });

  it('validates the Add Case form with the spec texts', async () => {
    stubFetch({
      'POST /api/cases/list': { data: [], total: 0 },
      'GET /api/clients/lookup': [{ id: '1', name: 'Wabash & Monroe LLP' }],
    });
    renderApp('/cases');
    fireEvent.click(await screen.findByRole('button', { name: /Add Case/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Case' }));
    // The spec's texts (part 1 §5): the case lookup's for case number and county, else the generic one.
    expect(await within(dialog).findByText('Please enter a case number!')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a county!')).toBeTruthy();
    expect(within(dialog).getAllByText('Field is required!')).toHaveLength(2);
  });
});
