import { LIVE_MESSAGES, NO_PERMISSION_MESSAGE } from '@bidright/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { jsonResponse, tokenResponse } from '../../../test/fixtures';
import { renderRoutes, SLOW, stubApi } from '../../../test/harness';
import { LiveAuctionPage } from './LiveAuctionPage';

describe("A bidder on a live auction's path (issue 31 item 9)", () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it(
    "says 'Something is off with the lots!' when the lot list cannot be read, 'No lots' when it is empty",
    async () => {
      await saveSession(tokenResponse());
      stubApi({ 'GET /api/auctions/3/live': () => jsonResponse(500, { message: 'Server error' }) });
      renderRoutes('/auctions/3/auctioneer', { '/auctions/:auctionId/:mode': <LiveAuctionPage /> });
      expect(await screen.findByText(LIVE_MESSAGES.lotsOff, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByText(LIVE_MESSAGES.noLots)).toBeNull();
      cleanup();

      stubApi({ 'GET /api/auctions/4/live': () => jsonResponse(200, { id: '4', lots: [] }) });
      renderRoutes('/auctions/4/auctioneer', { '/auctions/:auctionId/:mode': <LiveAuctionPage /> });
      expect(await screen.findByText(LIVE_MESSAGES.noLots)).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows staff 'Something is off with the lots!' when the lot list cannot be read, and an unknown auction as not found",
    async () => {
      await saveSession(tokenResponse({}, 'Auctioneer'));
      stubApi({ 'GET /api/auctions/3/live': () => jsonResponse(500, { message: 'Server error' }) });
      renderRoutes('/auctions/3/auctioneer', { '/auctions/:auctionId/:mode': <LiveAuctionPage /> });
      expect(await screen.findByText(LIVE_MESSAGES.lotsOff, {}, { timeout: 10_000 })).toBeTruthy();
      cleanup();

      stubApi({ 'GET /api/auctions/4/live': () => jsonResponse(404, { message: 'Auction is not found!' }) });
      renderRoutes('/auctions/4/auctioneer', { '/auctions/:auctionId/:mode': <LiveAuctionPage /> });
      expect(
        await screen.findByText('Auction is not found!', { selector: '.ant-result-title' }),
      ).toBeTruthy();
      expect(screen.queryByText(LIVE_MESSAGES.lotsOff)).toBeNull();
    },
    SLOW,
  );
});

describe("Another host's control room (issue 45 item 3)", () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it(
    "shows the permission screen, not 'Something is off with the lots!', when the auction's call answers 403",
    async () => {
      await saveSession(tokenResponse({}, 'Auctioneer'));
      stubApi({
        'GET /api/auctions/1/live': () => jsonResponse(403, { message: NO_PERMISSION_MESSAGE }),
      });
      renderRoutes('/auctions/1/auctioneer/1', {
        '/auctions/:auctionId/:mode/:lotId': <LiveAuctionPage />,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: NO_PERMISSION_MESSAGE }, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(screen.queryByText(LIVE_MESSAGES.lotsOff)).toBeNull();
    },
    SLOW,
  );
});
