import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { caseDetail, caseLot } from '../test/fixtures';

vi.setConfig({ testTimeout: 60_000 });

const ALL_LABELS = [
  'Mark as Pending Court Approval',
  'Mark as Court Approved',
  'Mark as Court Denied',
  'Mark as Completed',
  'Cancel Case',
];

function visibleActions() {
  return ALL_LABELS.filter((label) => screen.queryByRole('button', { name: new RegExp(label) }));
}

/** The side panels every case page loads. */
const PANELS = {
  'POST /api/casenotes/11/list': { data: [], total: 0 },
  'POST /api/casenotes/12/list': { data: [], total: 0 },
  'POST /api/notifications/activitylogs/list': { data: { data: [], total: 0 } },
};

describe('CaseDetailPage status transitions', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows exactly the transitions the server offers and confirms before changing', async () => {
    let kase = caseDetail();
    const api = stubFetch({
      'GET /api/cases/11': () => kase,
      ...PANELS,
      'PUT /api/cases/11/updatestatus/Approved': () => {
        kase = caseDetail({ caseStatus: 'Approved', availableActions: ['Cancelled'] });
        return { id: '11', caseStatus: 'Approved' };
      },
    });
    renderApp('/cases/11');

    await screen.findByRole('heading', { name: /Case 2026CH02411/ });
    expect(visibleActions()).toEqual(['Mark as Court Approved', 'Mark as Court Denied', 'Cancel Case']);
    // A case with lots cannot be deleted.
    expect(screen.queryByRole('button', { name: /Permanently Delete Case/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Mark as Court Approved/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Are you sure you want to mark this case as Court Approved\?/),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/api/cases/11/updatestatus/Approved')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/cases/11/updatestatus/Approved')).toHaveLength(1));
    await waitFor(() => expect(visibleActions()).toEqual(['Cancel Case']));
  });

  it('hides Cancel Case while a lot is selected', async () => {
    stubFetch({
      'GET /api/cases/11': caseDetail(),
      'GET /api/properties/11/list': [],
    });
    renderApp('/cases/11?lotId=11');
    await screen.findByRole('tab', { name: 'Lot Properties' });
    expect(visibleActions()).toEqual(['Mark as Court Approved', 'Mark as Court Denied']);
  });

  it('offers Pending Court Approval and Completed when the server says so', async () => {
    stubFetch({
      ...PANELS,
      'GET /api/cases/11': caseDetail({
        caseStatus: 'New',
        availableActions: ['WaitingCourtHouse', 'Closed'],
      }),
    });
    renderApp('/cases/11');
    await screen.findByRole('heading', { name: /Case 2026CH02411/ });
    expect(visibleActions()).toEqual(['Mark as Pending Court Approval', 'Mark as Completed']);
  });

  it('counts Draft lots in a banner and refuses to delete a case with lots', async () => {
    stubFetch({
      ...PANELS,
      'GET /api/cases/11': caseDetail({
        caseStatus: 'New',
        canEdit: true,
        availableActions: [],
        lots: [caseLot({ id: '1', lotStatus: 'Draft' }), caseLot({ id: '2', lotStatus: 'Draft' })],
      }),
    });
    renderApp('/cases/11');
    expect(await screen.findByText('2 unpublished lots')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Permanently Delete Case/ })).toBeNull();
  });

  it('offers Permanently Delete Case for a case without lots', async () => {
    stubFetch({
      ...PANELS,
      'GET /api/cases/12': caseDetail({ id: '12', caseStatus: 'New', availableActions: [], lots: [] }),
    });
    renderApp('/cases/12');
    expect(await screen.findByRole('button', { name: /Permanently Delete Case/ })).toBeTruthy();
    expect(visibleActions()).toEqual([]);
  });
});

describe('CaseDetailPage for an admin (/admin/cases/{caseId})', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('reads the case without staff tools, with a trail back to the host company', async () => {
    stubFetch({
      ...PANELS,
      'GET /api/cases/11': caseDetail({
        companyId: '7',
        canEdit: false,
        availableActions: [],
        lots: [caseLot({ id: '1', lotStatus: 'Draft' })],
      }),
      'GET /api/properties/1/list': [],
      'GET /api/lotdocuments/1': [],
      'POST /api/documents/list/11': [],
    });
    renderApp('/admin/cases/11');

    await screen.findByRole('heading', { name: /Case 2026CH02411/ });
    // The trail's link, not the header menu's link of the same name.
    const trail = screen
      .getAllByRole('link', { name: 'Companies' })
      .filter((link) => !link.closest('nav.site-nav'));
    expect(trail.map((link) => link.getAttribute('href'))).toEqual(['/admin/companies']);
    expect(screen.getByRole('link', { name: 'Company' }).getAttribute('href')).toBe('/admin/companies/7');
    expect(visibleActions()).toEqual([]);
    expect(screen.queryByText(/unpublished lot/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Note|Create Lot|Permanently Delete Case/ })).toBeNull();
  });
});
