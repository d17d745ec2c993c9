import type { TBidderLot } from '@bidright/domain';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BidBox } from '../bidding/BidBox';
import { LotEndedModal } from '../lot-page/LotEndedModal';
import { bidderLot } from '../stream/test/live-lot-fixtures';
import { ParticipationBar } from './ParticipationBar';

/**
 * A practice lot (issue 43 point 4, ADR 0076) speaks of play money, never of a deposit, and says "Practice"
 * where the lot ends; a real lot keeps the spec's words.
 */
const practiceLot: TBidderLot = { ...bidderLot('7'), auctionIsPractice: true };
const realLot = bidderLot('8');

function renderInApp(node: ReactNode) {
  return render(
    <MemoryRouter>
      <AntApp>{node}</AntApp>
    </MemoryRouter>,
  );
}

const bidBox = (lot: TBidderLot, lockedAmount: number) =>
  renderInApp(
    <BidBox
      lot={{ ...lot, auctionId: lot.auction.id }}
      lockedAmount={lockedAmount}
      isHighestBidder={false}
      isStopped={false}
      onReceipt={() => {}}
      onDepositChanged={() => {}}
    />,
  );

describe('the bid box on a practice lot', () => {
  it('speaks of play money, not a deposit', () => {
    bidBox(practiceLot, 500_000);
    const power = screen.getByTestId('bidding-power');
    expect(power.textContent).toBe(
      'Practice bidding power: your play money of $500,000 allows bids up to $5,000,000.',
    );
    expect(power.textContent).not.toMatch(/deposit/i);
  });

  it('offers no deposit to raise when the play money falls short', () => {
    bidBox(practiceLot, 1_000);
    expect(screen.getByTestId('funds-notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Balance' })).toBeNull();
  });

  it('keeps the deposit words and the Update Balance button on a real lot', () => {
    bidBox(realLot, 1_000);
    expect(screen.getByTestId('bidding-power').textContent).toMatch(
      /^Bidding power: your deposit of \$1,000/,
    );
    expect(screen.getByRole('button', { name: 'Update Balance' })).toBeTruthy();
  });
});

describe('the seat and the end of a practice lot', () => {
  it('shows the seat as play money', () => {
    renderInApp(
      <ParticipationBar
        lot={practiceLot}
        isJoined
        lockedAmount={500_000}
        isHighestBidder={false}
        onJoin={() => {}}
        onLeft={() => {}}
      />,
    );
    expect(screen.getByTestId('locked-funds').textContent).toBe('Play money $500,000');
  });

  it('asks a newcomer to join with play money, not with funds', () => {
    renderInApp(
      <ParticipationBar
        lot={practiceLot}
        isJoined={false}
        lockedAmount={0}
        isHighestBidder={false}
        onJoin={() => {}}
        onLeft={() => {}}
      />,
    );
    expect(
      screen.getByText('Practice: join this lot with play money to bid. No deposit is taken.'),
    ).toBeTruthy();
    expect(screen.getByTestId('join-auction').textContent).toBe('Join practice lot');
  });

  it('says "Practice" in the end-of-lot dialog, and that nothing is owed', async () => {
    renderInApp(<LotEndedModal ended={{ nextId: '' }} isWinner isPractice onClose={() => {}} />);
    expect(await screen.findByText('Practice: lot has ended')).toBeTruthy();
    expect(
      screen.getByText('Congratulations, you won this practice lot! It was play money: nothing is owed.'),
    ).toBeTruthy();
  });
});
