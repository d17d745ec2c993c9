import {
  biddingPower,
  checkMaximumBid,
  firstGridAmount,
  formatUsd,
  isOnIncrementGrid,
  maximumQuickOptions,
  minimumNextBid,
  type TMaximumCheck,
  toCents,
  toDollars,
} from '@bidright/domain';

/** The lot's figures a maximum depends on (dollars, as on the wire). */
export interface TMaximumBidLot {
  id: string;
  auctionId: string;
  highBid: number | null;
  openingPrice: number;
  minBidIncrements: number;
  requiredDown: number;
}

export interface TMaximumQuickChoice {
  key: string;
  /** Dollars. */
  amount: number;
  label: string;
}

/** What the maximum-bid form offers: its range in dollars, quick amounts and the domain's check. */
export interface TMaximumBidChoices {
  /** The lowest maximum the server would keep now (dollars). */
  lowest: number;
  /** The bidding power: the highest maximum the deposit allows (dollars). */
  highest: number;
  /** The lot's increment in dollars: the input steps along the grid. */
  step: number;
  quick: TMaximumQuickChoice[];
  /** Whether a raise is possible at all (a grid amount above the current maximum within the power). */
  canRaise: boolean;
  check: (dollars: number) => TMaximumCheck;
}

/**
 * The maximum-bid form's choices from the domain's rules (packages/domain/src/maximum-bids.ts), so what
 * the form offers is exactly what the server keeps: on the lot's grid, from the minimum next bid (or one
 * step above the current maximum when raising) up to the bidding power.
 */
export function maximumBidChoices(
  lot: TMaximumBidLot,
  lockedAmount: number,
  currentMaximum: number | null,
): TMaximumBidChoices {
  const pricing = {
    openingPriceCents: toCents(lot.openingPrice),
    incrementCents: toCents(lot.minBidIncrements),
  };
  const highBidCents = lot.highBid === null ? null : toCents(lot.highBid);
  const lockedCents = toCents(Math.max(0, lockedAmount));
  const powerCents = biddingPower({ lockedCents, requiredDownPercent: lot.requiredDown });
  const nextMinimum = minimumNextBid({
    highBidCents,
    openingPriceCents: pricing.openingPriceCents,
    minIncrementCents: pricing.incrementCents,
  });
  const currentCents = currentMaximum === null ? null : toCents(currentMaximum);
  const floorCents = Math.max(
    nextMinimum,
    firstGridAmount(pricing),
    currentCents === null ? 0 : currentCents + 1,
  );
  const amounts = maximumQuickOptions({ ...pricing, minimumCents: floorCents, powerCents });
  const lowestCents = amounts[0] ?? floorCents;
  const topCents = highestGridAmount(powerCents, pricing);
  const quick: TMaximumQuickChoice[] = amounts.map((cents, index) => ({
    key: String(index),
    amount: toDollars(cents),
    label: formatUsd(cents),
  }));
  if (topCents !== null && topCents > lowestCents && !amounts.includes(topCents)) {
    quick.push({ key: 'power', amount: toDollars(topCents), label: `All my power: ${formatUsd(topCents)}` });
  }
  return {
    lowest: toDollars(lowestCents),
    highest: toDollars(topCents ?? powerCents),
    step: Math.max(1, lot.minBidIncrements),
    quick,
    canRaise: topCents !== null && topCents >= lowestCents,
    check: (dollars) =>
      checkMaximumBid({
        amountCents: toCents(dollars),
        isJoined: true,
        isClosed: false,
        ...pricing,
        highBidCents,
        lockedCents,
        requiredDownPercent: lot.requiredDown,
        currentMaximumCents: currentCents,
      }),
  };
}

/** The highest amount on the lot's grid within the bidding power, or null when even the first is above it. */
function highestGridAmount(
  powerCents: number,
  pricing: { openingPriceCents: number; incrementCents: number },
): number | null {
  const increment = pricing.incrementCents > 0 ? pricing.incrementCents : 100;
  if (powerCents < firstGridAmount(pricing)) return null;
  const steps = Math.floor((powerCents - pricing.openingPriceCents) / increment);
  // Whole dollars: a grid with cents in it rounds up, as the minimum bid does, and may not pass the power.
  for (let step = steps; step >= 1; step -= 1) {
    const cents = Math.ceil((pricing.openingPriceCents + step * increment) / 100) * 100;
    if (cents <= powerCents && isOnIncrementGrid(cents, pricing)) return cents;
  }
  return null;
}
