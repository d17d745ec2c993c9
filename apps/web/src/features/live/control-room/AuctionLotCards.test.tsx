import type { TLiveAuction, TLiveAuctionLot } from '@bidright/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuctionLotCards } from './AuctionLotCards';

const lot = (id: string, lotNumber: number, lotStatus: TLiveAuctionLot['lotStatus']) =>
  ({
    id,
    lotNumber,
    lotStatus,
    startedTime: null,
    stoppedTime: null,
    bidCount: 0,
    openingPrice: 100_000,
    highBid: 0,
    address: null,
  }) as unknown as TLiveAuctionLot;

describe('AuctionLotCards', () => {
  it('opens a lot by keyboard and names the open one in words; a draft lot is not a live button', () => {
    const onOpen = vi.fn();
    const auction = { lots: [lot('1', 1, 'Listed'), lot('2', 2, 'Listed'), lot('3', 3, 'Draft')] };
    render(<AuctionLotCards auction={auction as unknown as TLiveAuction} activeId="1" onOpen={onOpen} />);

    const [first, second, draft] = screen.getAllByRole('button');
    expect(first!.getAttribute('aria-current')).toBe('true');
    expect(first!.textContent).toContain('Lot 1 · Open');
    expect(second!.hasAttribute('aria-current')).toBe(false);
    expect(second!.textContent).not.toContain('· Open');

    fireEvent.keyDown(second!, { key: 'Enter' });
    fireEvent.keyDown(second!, { key: ' ' });
    expect(onOpen.mock.calls).toEqual([['2'], ['2']]);

    expect(draft!.getAttribute('aria-disabled')).toBe('true');
    expect(draft!.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(draft!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
