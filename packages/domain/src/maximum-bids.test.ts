import { describe, expect, it } from 'vitest';
import {
  answerIncomingBid,
  answerLead,
  checkMaximumBid,
  checkMaximumWithdrawal,
  isOnIncrementGrid,
  MAXIMUM_BID_MESSAGES,
  maximumQuickOptions,
} from './maximum-bids';

// A lot opening at $100,000 with $1,000 steps: the first bid is $101,000.
const lot = { openingPriceCents: 10_000_000, incrementCents: 100_000 };
const $ = (dollars: number) => dollars * 100;
const max = (bidderId: number, dollars: number, setAtMs: number) => ({
  bidderId,
  amountCents: $(dollars),
  setAtMs,
});

describe('how the engine bids for maximums', () => {
  it('a single maximum opens at the minimum bid', () => {
    expect(answerLead({ ...lot, lead: null, maximums: [max(1, 150_000, 1)] })).toEqual([
      { bidderId: 1, amountCents: $(101_000), placedByMaximum: true },
    ]);
  });

  it('two maximums: the higher leads at one increment over the lower', () => {
    expect(answerLead({ ...lot, lead: null, maximums: [max(1, 120_000, 1), max(2, 150_000, 2)] })).toEqual([
      { bidderId: 1, amountCents: $(120_000), placedByMaximum: true },
      { bidderId: 2, amountCents: $(121_000), placedByMaximum: true },
    ]);
  });

  it('two maximums: the higher is capped at its own amount', () => {
    const bids = answerLead({
      ...lot,
      lead: null,
      maximums: [max(1, 120_000, 1), { bidderId: 2, amountCents: $(120_500), setAtMs: 2 }],
    });
    expect(bids.at(-1)).toEqual({ bidderId: 2, amountCents: $(120_500), placedByMaximum: true });
  });

  it('equal maximums go to the earlier, at that amount', () => {
    expect(answerLead({ ...lot, lead: null, maximums: [max(2, 130_000, 5), max(1, 130_000, 3)] })).toEqual([
      { bidderId: 1, amountCents: $(130_000), placedByMaximum: true },
    ]);
  });

  it('a bid equal to a standing maximum is refused and the maximum leads at that amount', () => {
    const answer = answerIncomingBid({
      ...lot,
      lead: { bidderId: 1, amountCents: $(101_000) },
      bid: { bidderId: 3, amountCents: $(140_000) },
      maximums: [max(1, 140_000, 1)],
      nowMs: 10,
    });
    expect(answer).toEqual({
      accepted: false,
      message: 'You have been outbid by an earlier maximum bid',
      bids: [{ bidderId: 1, amountCents: $(140_000), placedByMaximum: true }],
    });
  });

  it('a bid below a maximum is written and countered one increment higher', () => {
    const answer = answerIncomingBid({
      ...lot,
      lead: { bidderId: 1, amountCents: $(101_000) },
      bid: { bidderId: 3, amountCents: $(110_000) },
      maximums: [max(1, 140_000, 1)],
      nowMs: 10,
    });
    expect(answer).toEqual({
      accepted: true,
      bids: [
        { bidderId: 3, amountCents: $(110_000), placedByMaximum: false },
        { bidderId: 1, amountCents: $(111_000), placedByMaximum: true },
      ],
    });
  });

  it('a bid above every maximum leads', () => {
    const answer = answerIncomingBid({
      ...lot,
      lead: { bidderId: 1, amountCents: $(121_000) },
      bid: { bidderId: 3, amountCents: $(160_000) },
      maximums: [max(1, 150_000, 1), max(2, 120_000, 2)],
      nowMs: 10,
    });
    expect(answer).toEqual({
      accepted: true,
      bids: [{ bidderId: 3, amountCents: $(160_000), placedByMaximum: false }],
    });
  });

  it('raising while leading keeps the price', () => {
    expect(
      answerLead({
        ...lot,
        lead: { bidderId: 1, amountCents: $(121_000) },
        maximums: [max(1, 200_000, 9), max(2, 120_000, 2)],
      }),
    ).toEqual([]);
  });

  it('a new maximum above the leader’s answers once, at one increment over the beaten maximum', () => {
    expect(
      answerLead({
        ...lot,
        lead: { bidderId: 1, amountCents: $(121_000) },
        maximums: [max(1, 150_000, 1), max(2, 200_000, 5)],
      }),
    ).toEqual([{ bidderId: 2, amountCents: $(151_000), placedByMaximum: true }]);
  });
});

describe('who may set a maximum', () => {
  const base = {
    ...lot,
    isJoined: true,
    isClosed: false,
    highBidCents: null,
    // $30,000 locked at 10 % down: $300,000 of bidding power.
    lockedCents: $(30_000),
    requiredDownPercent: 10,
    currentMaximumCents: null,
  };

  it('an off-grid maximum is refused', () => {
    const check = checkMaximumBid({ ...base, amountCents: $(150_500) });
    expect(check).toEqual({
      ok: false,
      message: "A maximum bid must be on the lot's bid steps: $101,000 plus multiples of $1,000.",
    });
    expect(isOnIncrementGrid($(150_000), lot)).toBe(true);
  });

  it('an over-power maximum is refused, naming the bidding power', () => {
    expect(checkMaximumBid({ ...base, amountCents: $(301_000) })).toEqual({
      ok: false,
      message: 'A maximum bid cannot exceed your bidding power of $300,000.',
    });
  });

  it('a maximum within the power on the grid is kept; a lower one than the current is refused', () => {
    expect(checkMaximumBid({ ...base, amountCents: $(300_000) })).toEqual({ ok: true });
    expect(checkMaximumBid({ ...base, amountCents: $(150_000), currentMaximumCents: $(160_000) })).toEqual({
      ok: false,
      message: MAXIMUM_BID_MESSAGES.notHigherThanCurrent($(160_000)),
    });
  });

  it('a bidder who has not joined, or a closed lot, is refused', () => {
    expect(checkMaximumBid({ ...base, isJoined: false, amountCents: $(150_000) })).toMatchObject({
      message: MAXIMUM_BID_MESSAGES.notJoined,
    });
    expect(checkMaximumBid({ ...base, isClosed: true, amountCents: $(150_000) })).toMatchObject({
      message: MAXIMUM_BID_MESSAGES.lotClosed,
    });
  });

  it('a maximum below the minimum next bid of an open lot is refused', () => {
    expect(checkMaximumBid({ ...base, highBidCents: $(150_000), amountCents: $(150_000) })).toEqual({
      ok: false,
      message: 'A maximum bid must be at least $151,000.',
    });
  });

  it('withdrawal is refused after the start', () => {
    expect(checkMaximumWithdrawal({ hasStarted: false })).toEqual({ ok: true });
    expect(checkMaximumWithdrawal({ hasStarted: true })).toEqual({
      ok: false,
      message: 'A maximum bid can be withdrawn only before the lot starts.',
    });
  });

  it('quick options are grid amounts from the minimum within the power', () => {
    expect(maximumQuickOptions({ ...lot, minimumCents: $(121_000), powerCents: $(135_000) })).toEqual([
      $(121_000),
      $(126_000),
      $(131_000),
    ]);
  });
});
