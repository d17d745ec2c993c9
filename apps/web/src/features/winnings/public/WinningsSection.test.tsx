import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes, renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { WinningsSection } from './WinningsSection';

/** My Winnings with no rows, under the day rule the server says is in force. */
function openWinnings(paymentDayRule: 'calendar' | 'business') {
  stubApi({
    'POST /api/bidders/winningpaginated': () => jsonResponse(200, { data: [], total: 0, paymentDayRule }),
  });
  renderWithApp(<WinningsSection />, '/account/winning');
}

describe('My Winnings note', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'says the rule in force even with no rows: next business day, or next calendar day',
    async () => {
      openWinnings('business');
      expect(
        await screen.findByText(/remaining balance is due by 2:00 PM on the next business day/),
      ).toBeTruthy();
      expect(screen.getByText(/weekends and Illinois court holidays are skipped/)).toBeTruthy();
      cleanup();

      openWinnings('calendar');
      expect(
        await screen.findByText(/due by 2:00 PM on the next calendar day, weekends and holidays included/),
      ).toBeTruthy();
      expect(screen.queryByText(/next business day/)).toBeNull();
    },
    SLOW,
  );
});

describe("My Winnings' View Live auctions (issue 31 item 7)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'opens the property search with the Live filter on',
    async () => {
      stubApi({
        'POST /api/bidders/winningpaginated': () =>
          jsonResponse(200, { data: [], total: 0, paymentDayRule: 'calendar' }),
      });
      const { router } = renderRoutes('/account/winning', {
        '/account/winning': <WinningsSection />,
        '/properties': <div>Search</div>,
      });
      fireEvent.click(await screen.findByRole('button', { name: /View Live auctions/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
      expect(router.state.location.state).toEqual({ showLive: true });
    },
    SLOW,
  );
});
