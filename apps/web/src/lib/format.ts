import { DATE_TIME_DISPLAY_FORMAT, formatHostDateTime, formatUsd, toCents } from '@bidright/domain';

/** Dates everywhere in cases: MM/DD/YYYY h:mm A (spec part 2 §9). */
export const DATE_TIME_FORMAT = DATE_TIME_DISPLAY_FORMAT;

/**
 * When something was done (notes, documents, logs), on the reader's own clock and labelled with its zone
 * ("11/16/2026 4:23 PM GMT+1"), so it never reads as the host's time. Auction and sale dates use the
 * domain's `formatHostDateTime` with the host's zone instead.
 */
export function formatDateTime(value: string | null | undefined): string {
  return formatHostDateTime(value, readerTimeZone());
}

/** The browser's own IANA zone. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Dollars from the wire as USD with commas ($1,234 or $1,234.50). */
export function formatDollars(dollars: number | null | undefined): string {
  if (dollars == null || !Number.isFinite(dollars)) return '—';
  return formatUsd(toCents(dollars));
}

/** A US phone number as (312) 555-0123; anything else as it came. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '—';
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The antd InputNumber formatter/parser pair for dollar amounts with thousands separators. */
export const dollarInput = {
  prefix: '$',
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  parser: (value: string | undefined) => (value ? value.replace(/[$,\s]/g, '') : '') as unknown as number,
};
