import { describe, expect, it } from 'vitest';
import { balanceFontSize } from './balance-font';

describe('balanceFontSize', () => {
  it('shrinks at 100k, 500k and 1M dollars', () => {
    const sizes = [0, 99_999.99, 100_000, 499_999, 500_000, 999_999.99, 1_000_000, 25_000_000].map(
      balanceFontSize,
    );
    expect(sizes).toEqual([40, 40, 34, 34, 30, 30, 26, 26]);
  });
});
