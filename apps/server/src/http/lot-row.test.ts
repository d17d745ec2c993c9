import { describe, expect, it } from 'vitest';
import { presentLotRow } from './lot-row';

describe('presentLotRow', () => {
  it('turns the lots columns into the row every lot table shows: ids as strings, dollars, ISO times', () => {
    expect(
      presentLotRow({
        id: 7,
        lot_number: '3',
        lot_status: 'Live',
        is_postponed: false,
        opening_price_cents: '1250050',
        required_down: 10,
        started_time: '2026-12-07T10:00:00Z',
        stop_time: new Date('2026-12-07T11:00:00Z'),
        stopped_time: null,
      }),
    ).toEqual({
      id: '7',
      lotNumber: 3,
      lotStatus: 'Live',
      isPostponed: false,
      openingPrice: 12500.5,
      requiredDown: 10,
      startedTime: '2026-12-07T10:00:00.000Z',
      stopTime: '2026-12-07T11:00:00.000Z',
      stoppedTime: null,
    });
  });

  it('keeps an unnumbered lot unnumbered', () => {
    expect(presentLotRow({ id: 1, lot_number: null, opening_price_cents: 0 }).lotNumber).toBeNull();
  });
});
