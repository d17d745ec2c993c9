import { describe, expect, it } from 'vitest';
import { bidSourceLabel } from './bid-source';

const bidders = [
  { id: '1', type: 'ONLINE' },
  { id: '2', type: 'INPERSON' },
];

describe('bidSourceLabel', () => {
  it("names a proxy bid 'Online (maximum)', whoever placed the maximum", () => {
    expect(bidSourceLabel({ bidderId: '1', placedByMaximum: true }, bidders)).toBe('Online (maximum)');
  });

  it('names other bids by how their bidder joined: a room bid is In Person, the rest Online', () => {
    expect(bidSourceLabel({ bidderId: '2', placedByMaximum: false }, bidders)).toBe('In Person');
    expect(bidSourceLabel({ bidderId: '1', placedByMaximum: false }, bidders)).toBe('Online');
    expect(bidSourceLabel({ bidderId: '9' }, bidders)).toBe('Online');
  });
});
