import { describe, expect, it } from 'vitest';
import {
  ceilToDollarCents,
  floorToDollarCents,
  formatUsd,
  isWholeDollars,
  toCents,
  toDollars,
} from './money';

describe('toCents', () => {
  it('converts dollars to integer cents', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(1)).toBe(100);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
  it('rounds to the nearest cent, half away from zero', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.001)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });
  it('keeps the pre-register amount -1 as -100 cents', () => {
    expect(toCents(-1)).toBe(-100);
  });
  it('rejects non-finite and out-of-range amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e300)).toThrow(RangeError);
  });
});

describe('toDollars', () => {
  it('converts cents to dollars', () => {
    expect(toDollars(123450)).toBe(1234.5);
    expect(toDollars(0)).toBe(0);
    expect(toDollars(-100)).toBe(-1);
  });
  it('round-trips with toCents', () => {
    for (const d of [0, 0.01, 0.1, 19.99, 1234.56, 999999.99]) expect(toDollars(toCents(d))).toBe(d);
  });
});

describe('isWholeDollars', () => {
  it('accepts multiples of 100 cents', () => {
    expect(isWholeDollars(0)).toBe(true);
    expect(isWholeDollars(5100000)).toBe(true);
    expect(isWholeDollars(-100)).toBe(true);
  });
  it('rejects cents and non-integers', () => {
    expect(isWholeDollars(150)).toBe(false);
    expect(isWholeDollars(100.5)).toBe(false);
    expect(isWholeDollars(Number.NaN)).toBe(false);
  });
});

describe('dollar rounding helpers', () => {
  it('rounds up to whole dollars', () => {
    expect(ceilToDollarCents(10001)).toBe(10100);
    expect(ceilToDollarCents(10000)).toBe(10000);
    expect(ceilToDollarCents(1)).toBe(100);
  });
  it('rounds down to whole dollars', () => {
    expect(floorToDollarCents(10099)).toBe(10000);
    expect(floorToDollarCents(10000)).toBe(10000);
    expect(floorToDollarCents(99)).toBe(0);
  });
});

describe('formatUsd', () => {
  it('shows whole dollars without cents by default', () => {
    expect(formatUsd(123400)).toBe('$1,234');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(100000000)).toBe('$1,000,000');
  });
  it('shows two decimals when there are cents', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(5)).toBe('$0.05');
  });
  it('honours explicit decimals', () => {
    expect(formatUsd(123400, { decimals: 2 })).toBe('$1,234.00');
    expect(formatUsd(123450, { decimals: 0 })).toBe('$1,235');
  });
  it('formats negative amounts', () => {
    expect(formatUsd(-123450)).toBe('-$1,234.50');
  });
});
