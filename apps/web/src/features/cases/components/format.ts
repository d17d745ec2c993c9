import { formatUsd, toCents } from '@bidright/domain';
import dayjs from 'dayjs';

/** Dates everywhere in cases: MM/DD/YYYY h:mm A (spec part 2 §9). */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '—';
}

/** Dollars from the wire as USD with commas ($1,234 or $1,234.50). */
export function formatDollars(dollars: number | null | undefined): string {
  if (dollars == null || !Number.isFinite(dollars)) return '—';
  return formatUsd(toCents(dollars));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatAddress(p: {
  streetLine1: string;
  streetLine2?: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
}): string {
  const street = [p.streetLine1, p.streetLine2].filter(Boolean).join(', ');
  return `${street}, ${p.city}, ${p.stateCode} ${p.zipCode}`;
}

/** The antd InputNumber formatter/parser pair for dollar amounts with thousands separators. */
export const dollarInput = {
  prefix: '$',
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  parser: (value: string | undefined) => (value ? value.replace(/[$,\s]/g, '') : '') as unknown as number,
};
