import { AUCTION_MESSAGES, nextTimeStep } from '@bidright/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes, SLOW, stubApi } from '../../../test/harness';
import { CreateAuctionModal } from './CreateAuctionModal';

const routesWith = (lookup: unknown[] = []) => ({
  'POST /api/auctions/lookup/auctioneer': () => jsonResponse(200, lookup),
  'POST /api/auctions': () => jsonResponse(200, { id: '99' }),
});

function renderForm() {
  return renderRoutes('/auctions', {
    '/auctions': <CreateAuctionModal open onClose={() => undefined} />,
    '/auctions/:auctionId': <div>Auction page</div>,
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Auction' }));

/** Types a date-time into an antd DatePicker and commits it with Enter. */
function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('Create Auction form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'starts at the next 5-minute mark, Online and Manual, without location or extension',
    async () => {
      stubApi(routesWith());
      renderForm();
      const expected = dayjs(nextTimeStep(new Date())).format('MM/DD/YYYY h:mm A');
      expect(((await screen.findByLabelText('Start Time')) as HTMLInputElement).value).toBe(expected);
      expect(screen.queryByLabelText('Location')).toBeNull();
      expect(screen.queryByRole('switch', { name: 'Extendable' })).toBeNull();
    },
    SLOW,
  );

  it(
    'requires a location unless Online, and both extension minutes for an extendable Auto auction',
    async () => {
      const calls = stubApi(routesWith());
      renderForm();
      fireEvent.click(await screen.findByRole('radio', { name: 'In Person' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
      fireEvent.click(await screen.findByRole('switch', { name: 'Extendable' }));
      expect(await screen.findByText('If, bid within: (min.)')).toBeTruthy();
      expect(screen.getByText('Extend the time by (min.)')).toBeTruthy();
      submit();
      expect(await screen.findByText(AUCTION_MESSAGES.locationRequired)).toBeTruthy();
      expect(await screen.findByText(AUCTION_MESSAGES.timeLeftRequired)).toBeTruthy();
      expect(await screen.findByText(AUCTION_MESSAGES.extraTimeRequired)).toBeTruthy();
      expect(calls.some((call) => call.key === 'POST /api/auctions')).toBe(false);
    },
    SLOW,
  );

  it(
    'rejects a stop time before, or equal to, the start time',
    async () => {
      stubApi(routesWith());
      renderForm();
      const start = dayjs(nextTimeStep(new Date())).add(1, 'day');
      await screen.findByLabelText('Start Time');
      typeDate('Start Time', start.format('MM/DD/YYYY h:mm A'));
      typeDate('Stop Time', start.subtract(1, 'hour').format('MM/DD/YYYY h:mm A'));
      submit();
      expect(await screen.findByText(AUCTION_MESSAGES.stopBeforeStart)).toBeTruthy();
      typeDate('Stop Time', start.format('MM/DD/YYYY h:mm A'));
      submit();
      expect(await screen.findByText(AUCTION_MESSAGES.sameStartStop)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'warns about auctions with the same start time and creates only after Continue',
    async () => {
      const same = [
        { id: '5', startTime: '', stopTime: null, type: 'Online', startType: 'Manual', isStarted: false },
        { id: '6', startTime: '', stopTime: null, type: 'Hybrid', startType: 'Auto', isStarted: false },
      ];
      const calls = stubApi(routesWith(same));
      const { router } = renderForm();
      expect(await screen.findByText('Found 2 auction(s) with same start time!')).toBeTruthy();
      submit();
      expect(
        await screen.findByText('Found 2 auction(s) at the same time! Do you wish to proceed?'),
      ).toBeTruthy();
      expect(calls.some((call) => call.key === 'POST /api/auctions')).toBe(false);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/auctions/99'));
      const created = calls.find((call) => call.key === 'POST /api/auctions')?.body as Record<
        string,
        unknown
      >;
      expect(created).toMatchObject({
        type: 'Online',
        startType: 'Manual',
        timeLeft: 0,
        extraTime: 0,
        isTest: false,
      });
      expect(created).not.toHaveProperty('location');
      expect(new Date(String(created.startTime)).getTime() % 300_000).toBe(0);
      const lookup = calls.find((call) => call.key === 'POST /api/auctions/lookup/auctioneer');
      expect(lookup?.body).toEqual({ date: created.startTime });
    },
    SLOW,
  );
});
