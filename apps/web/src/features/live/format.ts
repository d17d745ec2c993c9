import { formatAddress, formatHostDateTime, formatUsd, type TLotAddress, toCents } from '@bidright/domain';

/** Dollars (wire) as USD text: "$1,250" or "$1,250.50". */
export function usd(dollars: number | null | undefined): string {
  if (dollars == null || !Number.isFinite(dollars)) return '—';
  return formatUsd(toCents(dollars));
}

/**
 * MM/DD/YYYY h:mm A in the auction host's time zone with its abbreviation ("11/23/2026 12:47 AM CST"),
 * the one format of auction and sale times (DESIGN "Rules every area follows").
 */
export function hostTime(iso: string | null | undefined, timeZone?: string): string {
  return formatHostDateTime(iso, timeZone);
}

/**
 * What a bidder's locked amount is called: a deposit, or play money on a practice lot (ADR 0076), where no
 * deposit is ever taken.
 */
export function fundsWord(isPractice: boolean | undefined): 'deposit' | 'play money' {
  return isPractice ? 'play money' : 'deposit';
}

/** The path of a practice lot's page, under the practice band (ADR 0076). */
export const practiceLotPath = (lotId: string) => `/practice/lots/${encodeURIComponent(lotId)}`;

/** Countdown text: minutes and seconds within the last hour, else hours too (spec part 1 §9). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours >= 24) return `${Math.floor(hours / 24)}d ${two(hours % 24)}h ${two(minutes)}m`;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** One-line address ("123 N State St, Apt 5, Chicago, IL 60602"): the domain's rule, which the server uses too. */
export function addressLine(a: Partial<TLotAddress> | null | undefined): string {
  return formatAddress(a);
}

const slugPart = (text: string | null | undefined) =>
  (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-');

/**
 * The canonical bidder lot path (spec part 1 §2) of a lot as the lot API describes it: lowercased host name
 * with spaces as hyphens, then the address parts joined by hyphens in the order street2, street1, city,
 * county, state, zip, then the auction and lot ids.
 */
export function canonicalLotPath(lot: {
  id: string;
  property?: Partial<TLotAddress> | null;
  auction: { id: string; hostName: string };
}): string {
  const host = slugPart(lot.auction.hostName) || 'host';
  const a = lot.property ?? {};
  const slug =
    [a.streetLine2, a.streetLine1, a.city, a.county, a.stateCode, a.zipCode]
      .map(slugPart)
      .filter(Boolean)
      .join('-') || 'lot';
  return `/auctions/${host}/${slug}/${lot.auction.id}/${lot.id}`;
}

export interface TDeviceText {
  os: string;
  browser: string;
  /** "device 65a902c6, tab 3vid3f" */
  device: string;
  /** Nearest city and state, when the other client found them. */
  place: string | null;
}

/**
 * Reads the device text a live client sends (describeDevice: "OS, browser, device id, tab id[, place]").
 * Answers null for any other text, which the screens then show as it is.
 */
export function parseDeviceText(text: string): TDeviceText | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length < 4 || !parts[2]?.startsWith('device ') || !parts[3]?.startsWith('tab ')) return null;
  const place = parts.slice(4).join(', ');
  return {
    os: parts[0] ?? '',
    browser: parts[1] ?? '',
    device: `${parts[2]}, ${parts[3]}`,
    place: place || null,
  };
}
