import { describe, expect, it } from 'vitest';
import type { TLotPhase } from '../clock/lot-phase';
import { lotAnnouncements, type TAnnounceAudience, type TAnnouncedLot } from './lot-announcements';

const open = (endsInMs: number | null, stopAlertSeconds: number | null = null): TLotPhase => ({
  kind: 'open',
  endsInMs,
  stopAlertSeconds,
});

function lot(change: Partial<TAnnouncedLot> = {}): TAnnouncedLot {
  return {
    phase: open(null),
    stopTime: null,
    timeZone: 'America/Chicago',
    bidCount: 1,
    top: { id: '1', amount: 150_000, paddle: 101, mine: false },
    sale: null,
    ...change,
  };
}
const bidder = { kind: 'bidder' } as const;
const staff = { kind: 'staff', lotLabel: 'Lot 3' } as const;
const texts = (
  before: TAnnouncedLot | undefined,
  after: TAnnouncedLot,
  audience: TAnnounceAudience = bidder,
) => lotAnnouncements(before, after, audience).map((a) => `${a.options.priority}: ${a.text}`);

describe('lotAnnouncements', () => {
  it('says nothing on the first look at a lot', () => {
    expect(texts(undefined, lot())).toEqual([]);
  });

  it('reads someone else’s new high bid politely with the price and paddle', () => {
    const after = lot({ top: { id: '2', amount: 152_000, paddle: 104, mine: false }, bidCount: 2 });
    expect(texts(lot(), after)).toEqual(['polite: New high bid $152,000, paddle 104']);
    expect(texts(lot(), after, staff)).toEqual(['polite: Lot 3: New high bid $152,000, paddle 104']);
  });

  it('takes a bid list that arrives late for a lot with bids for no news, but a first bid for news', () => {
    expect(texts(lot({ top: null }), lot())).toEqual([]);
    expect(texts(lot({ top: null, bidCount: 0 }), lot())).toEqual([
      'polite: New high bid $150,000, paddle 101',
    ]);
  });

  it('tells an outbid even when the bid list renders before the bid count catches up', () => {
    const mine = lot({ top: { id: '1', amount: 150_000, paddle: 101, mine: true } });
    const listFirst = lot({ top: { id: '2', amount: 152_000, paddle: 104, mine: false }, bidCount: 1 });
    expect(texts(mine, listFirst)).toEqual(['assertive: You have been outbid, new high $152,000']);
  });

  it('tells a leading bidder at once, assertively, that they were outbid', () => {
    const mine = lot({ top: { id: '1', amount: 150_000, paddle: 101, mine: true } });
    const after = lot({ top: { id: '2', amount: 152_000, paddle: 104, mine: false }, bidCount: 2 });
    const said = lotAnnouncements(mine, after, bidder);
    expect(said).toEqual([
      { text: 'You have been outbid, new high $152,000', options: { priority: 'assertive', mine: true } },
    ]);
  });

  it('confirms the bidder’s own lead politely, and leaves a bid by their maximum to its own notice', () => {
    const mineNow = lot({ top: { id: '2', amount: 152_000, paddle: 101, mine: true }, bidCount: 2 });
    expect(lotAnnouncements(lot(), mineNow, bidder)).toEqual([
      { text: 'Your bid of $152,000 is the high bid', options: { priority: 'polite', mine: true } },
    ]);
    const byMaximum = lot({
      top: { id: '2', amount: 152_000, paddle: 101, mine: true, byMaximum: true },
      bidCount: 2,
    });
    expect(texts(lot(), byMaximum)).toEqual([]);
  });

  it('announces an extension with the new close on the host’s clock', () => {
    const before = lot({ phase: open(20_000), stopTime: '2026-11-27T20:40:00.000Z' });
    const after = lot({ phase: open(140_000), stopTime: '2026-11-27T20:41:00.000Z' });
    expect(texts(before, after)).toEqual(['assertive: Bidding extended to 2:41 PM']);
  });

  it('counts the stop alert down once: Closing in 10 seconds, 5, going, going', () => {
    const seconds = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    const said: string[] = [];
    let before = lot({ phase: open(13_000) });
    for (const s of seconds) {
      const after = lot({ phase: open(s * 1000, s <= 10 ? s : null) });
      said.push(...texts(before, after));
      before = after;
    }
    expect(said).toEqual(['assertive: Closing in 10 seconds', 'assertive: 5', 'assertive: going, going']);
  });

  it('starts the stop alert’s count again when the alert is shown again', () => {
    const ending = lot({ phase: open(null, 1) });
    expect(texts(ending, lot({ phase: open(null, 10) }))).toEqual(['assertive: Closing in 10 seconds']);
  });

  it('reads the silent clock’s milestones at 5 minutes, 1 minute and 30 seconds, once each', () => {
    const steps = [301, 300, 299, 61, 60, 59, 31, 30, 29].map((s) => lot({ phase: open(s * 1000) }));
    const said = steps.slice(1).flatMap((after, i) => texts(steps[i], after));
    expect(said).toEqual(['polite: 5 minutes left', 'polite: 1 minute left', 'polite: 30 seconds left']);
  });

  it('tells the hammer: You won to the winner, the paddle and price to others, once the sale is known', () => {
    const stoppedNoSale = lot({ phase: { kind: 'closed' } });
    const won = lot({
      phase: { kind: 'closed' },
      sale: { paddle: 104, amount: 152_000, plaintiff: false, mine: true },
    });
    const lost = lot({
      phase: { kind: 'closed' },
      sale: { paddle: 104, amount: 152_000, plaintiff: false, mine: false },
    });
    expect(texts(lot(), stoppedNoSale)).toEqual([]);
    expect(texts(stoppedNoSale, won)).toEqual(['assertive: You won']);
    expect(texts(lot(), lost)).toEqual(['assertive: Sold to paddle 104 for $152,000']);
    expect(texts(lot(), lost, staff)).toEqual(['assertive: Lot 3: Sold to paddle 104 for $152,000']);
    expect(texts(lost, lost)).toEqual([]);
    expect(texts(lot({ top: null }), lot({ top: null, phase: { kind: 'closed' } }))).toEqual([
      'assertive: Lot closed without a winning bid',
    ]);
  });

  it('tells staff when bidding opens', () => {
    expect(texts(lot({ phase: { kind: 'upcoming', startsInMs: null } }), lot(), staff)).toEqual([
      'polite: Lot 3: Bidding is open',
    ]);
  });
});

describe('lotAnnouncements of a joined lot beside the page’s lot', () => {
  it('names the lot, so an outbid elsewhere is not taken for the page’s lot', () => {
    const mine = lot({ top: { id: '1', amount: 150_000, paddle: 101, mine: true } });
    const after = lot({ top: { id: '2', amount: 152_000, paddle: 104, mine: false }, bidCount: 2 });
    expect(texts(mine, after, { kind: 'bidder', lotLabel: '12 Oak St' })).toEqual([
      'assertive: 12 Oak St: You have been outbid, new high $152,000',
    ]);
  });
});
