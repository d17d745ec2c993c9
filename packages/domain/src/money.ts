/**
 * Money is integer cents inside the server and database; the API and the live stream speak dollars,
 * as the spec does. Convert at the edges with `toCents` / `toDollars` and do all arithmetic in cents,
 * so sums of bids and balances never pick up binary floating-point error.
 */

const CENTS_PER_DOLLAR = 100;

/** Rounds half away from zero, so -1.005 and 1.005 round symmetrically; never yields -0. */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}

/**
 * Dollars (as sent on the wire) to integer cents, rounded to the nearest cent.
 * `1.005` is 100.49999… in binary; trimming to 6 decimals first restores the intended half cent.
 * @throws RangeError for NaN, ±Infinity, or amounts beyond the safe-integer range of cents.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount of dollars: ${dollars}`);
  const cents = roundHalfAwayFromZero(Number((dollars * CENTS_PER_DOLLAR).toFixed(6)));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${dollars}`);
  return cents;
}

/** Integer cents to dollars for the wire (e.g. 123450 → 1234.5). */
export function toDollars(cents: number): number {
  return cents / CENTS_PER_DOLLAR;
}

/** True when an amount in CENTS is a whole number of dollars (bids must be). */
export function isWholeDollars(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents % CENTS_PER_DOLLAR === 0;
}

/** Rounds cents UP to whole dollars (minimum bids). The tiny epsilon absorbs float noise from callers. */
export function ceilToDollarCents(cents: number): number {
  return Math.ceil(Number((cents / CENTS_PER_DOLLAR).toFixed(6))) * CENTS_PER_DOLLAR + 0;
}

/** Rounds cents DOWN to whole dollars (biddable amounts, caps). */
export function floorToDollarCents(cents: number): number {
  return Math.floor(Number((cents / CENTS_PER_DOLLAR).toFixed(6))) * CENTS_PER_DOLLAR + 0;
}

const usdFormatters = new Map<string, Intl.NumberFormat>();
function usdFormatter(decimals: 0 | 2): Intl.NumberFormat {
  const key = String(decimals);
  let formatter = usdFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    usdFormatters.set(key, formatter);
  }
  return formatter;
}

/** Options of `formatUsd`. */
export interface TFormatUsdOptions {
  /** 0 or 2 fraction digits. By default whole dollars show none ("$1,234") and others show two ("$1,234.50"). */
  decimals?: 0 | 2;
}

/** Formats integer cents as US dollars, en-US: `formatUsd(123400)` → "$1,234", `formatUsd(123450)` → "$1,234.50". */
export function formatUsd(cents: number, options: TFormatUsdOptions = {}): string {
  const decimals = options.decimals ?? (isWholeDollars(cents) ? 0 : 2);
  return usdFormatter(decimals).format(toDollars(cents));
}
