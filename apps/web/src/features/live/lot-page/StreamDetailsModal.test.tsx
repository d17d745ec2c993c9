import { LIVE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { clockText } from '../clock/LiveClockLine';
import { PhotosPanel } from './PhotosPanel';

const lot = {
  id: '7',
  openingPrice: 1000,
  stopTime: null,
  isPinned: false,
  property: null,
  auction: {
    id: '3',
    hostName: 'Lakeshore',
    location: null,
    startTime: '2026-11-28T15:00:00.000Z',
    stopTime: null,
  },
} as unknown as TBidderLot;

const stream = (id: string, title: string, url: string, status: 'Live' | 'Offline') => ({
  id,
  title,
  url,
  status,
  type: 'YouTube',
  createdDate: '2026-11-27T00:00:00.000Z',
});

describe('The lot page stream details modal (issue 31 item 9)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'opens the details of a stream instead of its URL, and says when it has none',
    async () => {
      const open = vi.fn();
      vi.stubGlobal('open', open);
      stubApi({
        'GET /api/auctions/3/streams': () =>
          jsonResponse(200, [
            stream('1', 'Main room', 'https://www.youtube.com/watch?v=abc', 'Live'),
            stream('2', 'Backup', '', 'Offline'),
          ]),
      });
      renderWithApp(<PhotosPanel lot={lot} streamCapable onShare={() => {}} />, '/details/7');

      fireEvent.click(await screen.findByRole('button', { name: /Main room/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Stream Details' });
      expect(within(dialog).getByText('Live')).toBeTruthy();
      expect(within(dialog).getByText('YouTube')).toBeTruthy();
      expect(
        within(dialog)
          .getByRole('link', { name: /Watch Stream/ })
          .getAttribute('href'),
      ).toBe('https://www.youtube.com/watch?v=abc');
      expect(open).not.toHaveBeenCalled();
      // The footer's Close (the corner's × is named Close too).
      const closers = within(dialog).getAllByRole('button', { name: 'Close' });
      fireEvent.click(closers[closers.length - 1] as HTMLElement);

      fireEvent.click(screen.getByRole('button', { name: /Backup/ }));
      const second = await screen.findByRole('dialog', { name: 'Stream Details' });
      expect(await within(second).findByText(LIVE_MESSAGES.streamUrlMissing)).toBeTruthy();
      expect(within(second).queryByRole('link', { name: /Watch Stream/ })).toBeNull();
    },
    SLOW,
  );
});

describe('The live clock line (issue 31 item 9)', () => {
  it("reads the moment on the host's clock, to the second, with the zone", () => {
    expect(clockText(Date.parse('2026-11-28T18:04:05.000Z'), 'America/Chicago')).toBe(
      '11/28/2026 12:04:05 PM CST',
    );
    expect(clockText(Date.parse('2026-07-01T04:00:09.000Z'), 'America/New_York')).toBe(
      '07/01/2026 12:00:09 AM EDT',
    );
    expect(clockText(Date.parse('2026-11-28T18:04:05.000Z'), 'Not/AZone')).toBe('11/28/2026 6:04:05 PM UTC');
  });
});
