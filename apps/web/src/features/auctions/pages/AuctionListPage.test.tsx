import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes, SLOW, stubApi } from '../../../test/harness';
import { AuctionDetailPage } from './AuctionDetailPage';
import { AuctionListPage } from './AuctionListPage';

const row = (id: string, overrides: object = {}) => ({
  id,
  startTime: '2031-05-01T15:00:00.000Z',
  stopTime: null,
  type: 'Online',
  startType: 'Manual',
  location: null,
  isTest: false,
  lotCount: 2,
  isPublished: true,
  status: 'Upcoming',
  companyId: '1',
  hostName: 'Demo Host',
  ...overrides,
});

const pages = {
  '/auctions': <AuctionListPage />,
  '/auctions/:auctionId': <AuctionDetailPage />,
  '/auctions/:auctionId/:mode': <div>Live control view</div>,
};

describe('AuctionListPage tabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'opens on LIVE when something is live, and a row opens the live control view',
    async () => {
      const calls = stubApi({
        'GET /api/auctions/statuscount': () =>
          jsonResponse(200, { live: 2, upcoming: 5, completed: 1, cancelled: 0 }),
        'POST /api/auctions/list': () =>
          jsonResponse(200, { data: [row('41', { status: 'Live' })], total: 1 }),
      });
      const { router } = renderRoutes('/auctions', pages);
      expect(await screen.findByText('#41')).toBeTruthy();
      expect(calls.find((call) => call.key === 'POST /api/auctions/list')?.body).toMatchObject({
        listType: 'Live',
        pagination: { current: 1, pageSize: 10 },
        sorter: { field: 'startTime', order: 'descend' },
      });
      expect(screen.getByRole('tab', { name: /LIVE/ }).getAttribute('aria-selected')).toBe('true');
      fireEvent.click(screen.getByText('#41'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auctions/41/auctioneer'));
    },
    SLOW,
  );

  it(
    'opens on UPCOMING when the live count is 0; rows show the published icon and open the detail',
    async () => {
      const calls = stubApi({
        'GET /api/auctions/statuscount': () =>
          jsonResponse(200, { live: 0, upcoming: 3, completed: 7, cancelled: 1 }),
        'POST /api/auctions/list': () =>
          jsonResponse(200, { data: [row('7'), row('8', { isPublished: false })], total: 2 }),
        'GET /api/auctions/7': () => jsonResponse(404, { message: 'Auction is not found!' }),
      });
      const { router } = renderRoutes('/auctions', pages);
      expect(await screen.findByText('#7')).toBeTruthy();
      const upcoming = screen.getByRole('tab', { name: /UPCOMING/ });
      expect(upcoming.getAttribute('aria-selected')).toBe('true');
      expect(within(upcoming).getByText('3')).toBeTruthy();
      const lists = calls.filter((call) => call.key === 'POST /api/auctions/list');
      expect(lists.map((call) => (call.body as { listType: string }).listType)).toEqual(['Upcoming']);
      expect(screen.getByLabelText('Published')).toBeTruthy();
      expect(screen.getByLabelText('Unpublished')).toBeTruthy();
      expect(screen.getAllByText(/^05\/01\/2031 \d{1,2}:00 [AP]M$/)).toHaveLength(2);
      fireEvent.click(screen.getByText('#7'));
      // The detail answers 404, which sends the user back to the list.
      await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/auctions/7')).toBe(true));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auctions'));
    },
    SLOW,
  );
});
