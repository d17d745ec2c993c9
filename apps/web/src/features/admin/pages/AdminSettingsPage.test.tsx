import { NOTIFICATION_KINDS, type TAdminLotSearchRow, type TNotificationListAnswer } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

const lot = (lotId: string, featuredId: string | null): TAdminLotSearchRow => ({
  lotId,
  caseNumber: `2026-CH-${lotId}`,
  companyName: 'Acme Auctions',
  address: `${lotId} Main St, Chicago`,
  lotStatus: 'Listed',
  auctionStartTime: null,
  featuredId,
});

const notifications: TNotificationListAnswer = {
  data: [
    {
      id: 'n1',
      kind: NOTIFICATION_KINDS[0],
      lotId: null,
      title: 'Company waiting',
      body: 'A company asks for approval.',
      link: '/admin/companies',
      isRead: false,
      createdDate: '2026-11-20T15:00:00.000Z',
    },
  ],
  unreadCount: 1,
};

// The lists here were antd List (deprecated in antd 6.6); the setup fails a test on any deprecation notice.
describe('AdminSettingsPage lists', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('lists FAQs with their edit and delete actions, and asks before deleting', async () => {
    stubFetch({
      'GET /api/notifications': notifications,
      'GET /api/admins/helps': [{ id: 'h1', question: 'How do I bid?', answer: 'Join the lot first.' }],
    });
    renderApp('/admin/settings/faqs');
    expect(await screen.findByText('How do I bid?')).toBeTruthy();
    expect(screen.getByText('Join the lot first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit question' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete question' }));
    expect((await screen.findAllByText('Are you sure to delete the question?')).length).toBeGreaterThan(0);
  });

  it('shows the empty FAQ text', async () => {
    stubFetch({ 'GET /api/notifications': notifications, 'GET /api/admins/helps': [] });
    renderApp('/admin/settings/faqs');
    expect(await screen.findByText('No questions yet.')).toBeTruthy();
  });

  it('finds lots to feature: a featured one is tagged, another offers Feature', async () => {
    const api = stubFetch({
      'GET /api/notifications': notifications,
      'GET /api/admins/lot/main': [lot('7', 'f1'), lot('8', null)],
      'POST /api/admins/featuredlot/8': { featuredId: 'f2', message: 'Featured!' },
    });
    renderApp('/admin/settings/featured-lots');
    expect(await screen.findByText('Type at least 3 characters.')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/Search listed lots/), { target: { value: 'main' } });
    const row = (await screen.findByText('8 Main St, Chicago')).closest('li')!;
    expect(within(row).getByText('Acme Auctions · Case 2026-CH-8')).toBeTruthy();
    const featured = screen.getByText('7 Main St, Chicago').closest('li')!;
    expect(within(featured).getByText('Featured')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Feature/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admins/featuredlot/8')).toHaveLength(1));
  });

  it("lists the header bell's notifications, and opening one marks it read", async () => {
    const api = stubFetch({
      'GET /api/notifications': notifications,
      'PUT /api/notifications/n1/read': { data: [], unreadCount: 0 },
      'GET /api/admins/helps': [],
    });
    renderApp('/admin/settings/faqs');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByTestId('notification-item');
    expect(within(item).getByText('A company asks for approval.')).toBeTruthy();
    fireEvent.click(item);
    await waitFor(() => expect(api.callsTo('PUT', '/api/notifications/n1/read')).toHaveLength(1));
  });
});
