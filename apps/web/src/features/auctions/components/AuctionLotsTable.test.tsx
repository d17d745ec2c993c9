import { LOT_MESSAGES, type TAuctionDetail, type TAuctionDetailLot } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoutes, SLOW, stubApi } from '../../../test/harness';
import { AuctionLotsTable, moveLot } from './AuctionLotsTable';

const lot = (id: string, lotNumber: number): TAuctionDetailLot => ({
  id,
  lotNumber,
  lotStatus: 'Listed',
  isPostponed: false,
  openingPrice: 125000,
  requiredDown: 25,
  minBidIncrements: 500,
  continuanceDate: null,
  startedTime: null,
  stopTime: null,
  stoppedTime: null,
  caseId: '3',
  caseNumber: `2024-CH-00${lotNumber}`,
  propertyCount: 1,
  numberOfBids: 0,
  propertyId: `p${id}`,
  streetLine1: `${lotNumber}00 Main St`,
  streetLine2: null,
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60601',
  address: `${lotNumber}00 Main St, Chicago, IL, 60601`,
});

const auction = (lots: TAuctionDetailLot[]): TAuctionDetail => ({
  id: '12',
  type: 'Online',
  startType: 'Manual',
  startTime: '2031-05-01T15:00:00.000Z',
  stopTime: null,
  timeLeft: 0,
  extraTime: 0,
  location: null,
  isTest: false,
  minBidIncrements: null,
  isOpen: false,
  isFinished: false,
  isStarted: false,
  isCancelled: false,
  isPublished: true,
  status: 'Upcoming',
  companyId: '3',
  canEdit: true,
  canDelete: false,
  lotCount: lots.length,
  estimatedDuration: null,
  canInitiateGrpc: false,
  hostName: 'Demo Host',
  timeZone: 'America/Chicago',
  lots,
  auctionBidders: [],
  bidderCounts: [],
});

const lots = [lot('101', 1), lot('102', 2), lot('103', 3)];
const renderTable = () =>
  renderRoutes('/auctions/12', { '/auctions/:auctionId': <AuctionLotsTable auction={auction(lots)} /> });

/** The lot rows' first address cells, top to bottom. */
const order = () => screen.getAllByText(/00 Main St, Chicago/).map((cell) => cell.textContent?.slice(0, 3));

describe('moveLot', () => {
  it('names the lot above the new place, or null when it becomes first', () => {
    expect(moveLot(lots, 2, 0).aboveId).toBeNull();
    expect(moveLot(lots, 0, 2)).toMatchObject({ aboveId: '103' });
    expect(moveLot(lots, 2, 1).aboveId).toBe('101');
    expect(moveLot(lots, 0, 1).order.map((l) => l.id)).toEqual(['102', '101', '103']);
  });
});

describe('AuctionLotsTable reorder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'drops a row and sends the id of the lot above it',
    async () => {
      const calls = stubApi({ 'PUT /api/lots/103/reorder/12': () => jsonResponse(200, []) });
      renderTable();
      const rows = (await screen.findAllByText(/00 Main St, Chicago/)).map((cell) => cell.closest('tr')!);
      fireEvent.dragStart(rows[2]!, { dataTransfer: { setData: () => undefined, effectAllowed: '' } });
      fireEvent.dragOver(rows[1]!);
      fireEvent.drop(rows[1]!);
      await waitFor(() =>
        expect(calls.some((call) => call.key === 'PUT /api/lots/103/reorder/12')).toBe(true),
      );
      expect(calls.find((call) => call.key === 'PUT /api/lots/103/reorder/12')?.body).toEqual({
        aboveId: '101',
      });
      expect(order()).toEqual(['100', '300', '200']);
    },
    SLOW,
  );

  it(
    'sends aboveId null when a lot moves to the top',
    async () => {
      const calls = stubApi({ 'PUT /api/lots/102/reorder/12': () => jsonResponse(200, []) });
      renderTable();
      fireEvent.click(await screen.findByRole('button', { name: 'Move lot 2 up' }));
      await waitFor(() =>
        expect(calls.some((call) => call.key === 'PUT /api/lots/102/reorder/12')).toBe(true),
      );
      expect(calls.find((call) => call.key === 'PUT /api/lots/102/reorder/12')?.body).toEqual({
        aboveId: null,
      });
    },
    SLOW,
  );

  it(
    'puts the order back and shows the spec message when the server refuses',
    async () => {
      stubApi({ 'PUT /api/lots/101/reorder/12': () => jsonResponse(409, { message: 'Conflict' }) });
      renderTable();
      fireEvent.click(await screen.findByRole('button', { name: 'Move lot 1 down' }));
      expect(await screen.findByText(LOT_MESSAGES.reorderFailed)).toBeTruthy();
      await waitFor(() => expect(order()).toEqual(['100', '200', '300']));
    },
    SLOW,
  );
});
