import {
  BIDDER_LIST_PAGE_SIZE,
  cookieValue,
  escapeHtml,
  OPENING_SORT_LABEL,
  QUICK_FILTERS,
  SEARCH_PLACEHOLDER,
  SESSION_COOKIES,
  type TBidderLotListBody,
  TIME_ZONE_OFFSET_COOKIE,
  type TListingSummary,
} from '@bidright/domain';
import type { Db } from '../../db/client';
import { verifyAccessSession } from '../../http/session-check';
import type { TFirstPaintTemplates } from '../../plugins/first-paint-table';
import type { FileStorage } from '../../providers/storage/storage';
import { listBidderLots } from './list-bidder-lots';
import { previewCardHtml, searchCardTemplates, type TSearchCardTemplates } from './search-preview-cards';

/**
 * Cards in the first paint: a phone's first screen shows one, a desktop's two rows of two. The app draws the
 * whole page of results a moment later; more here would only lengthen the HTML the phone parses first.
 */
export const PREVIEW_RESULTS = 4;

/** antd's icons that the page's controls and banner show (FilterOutlined, ClearOutlined, …). */
const ICONS = {
  filter:
    '<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M880.1 154H143.9c-24.5 0-39.8 26.7-27.5 48L349 597.4V838c0 17.7 14.2 32 31.8 32h262.4c17.6 0 31.8-14.3 31.8-32V597.4L907.7 202c12.2-21.3-3.1-48-27.6-48zM603.4 798H420.6V642h182.9v156zm9.6-236.6l-9.5 16.6h-183l-9.5-16.6L212.7 226h598.6L613 561.4z"/></svg>',
  clear:
    '<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M899.1 869.6l-53-305.6H864c14.4 0 26-11.6 26-26V346c0-14.4-11.6-26-26-26H618V138c0-14.4-11.6-26-26-26H432c-14.4 0-26 11.6-26 26v182H160c-14.4 0-26 11.6-26 26v192c0 14.4 11.6 26 26 26h17.9l-53 305.6a25.95 25.95 0 0025.6 30.4h723c1.5 0 3-.1 4.4-.4a25.88 25.88 0 0021.2-30zM204 390h272V182h72v208h272v104H204V390zm468 440V674c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8v156H416V674c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8v156H202.8l45.1-260H776l45.1 260H672z"/></svg>',
  search:
    '<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z"/></svg>',
  down: '<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z"/></svg>',
  environment:
    '<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M854.6 289.1a362.49 362.49 0 00-79.9-115.7 370.83 370.83 0 00-118.2-77.8C610.7 76.6 562.1 67 512 67c-50.1 0-98.7 9.6-144.5 28.5-44.3 18.3-84 44.5-118.2 77.8A363.6 363.6 0 00169.4 289c-19.5 45-29.4 92.8-29.4 142 0 70.6 16.9 140.9 50.1 208.7 26.7 54.5 64 107.6 111 158.1 80.3 86.2 164.5 138.9 188.4 153a43.9 43.9 0 0022.4 6.1c7.8 0 15.5-2 22.4-6.1 23.9-14.1 108.1-66.8 188.4-153 47-50.4 84.3-103.6 111-158.1C867.1 572 884 501.8 884 431.1c0-49.2-9.9-97-29.4-142zM512 880.2c-65.9-41.9-300-207.8-300-449.1 0-77.9 31.1-151.1 87.6-206.3C356.3 169.5 431.7 139 512 139s155.7 30.5 212.4 85.9C780.9 280 812 353.2 812 431.1c0 241.3-234.1 407.2-300 449.1zm0-617.2c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm79.2 255.2A111.6 111.6 0 01512 551c-29.9 0-58-11.7-79.2-32.8A111.6 111.6 0 01400 439c0-29.9 11.7-58 32.8-79.2C454 338.6 482.1 327 512 327c29.9 0 58 11.6 79.2 32.8C612.4 381 624 409.1 624 439c0 29.9-11.6 58-32.8 79.2z"/></svg>',
};

/** The search's controls as inert stand-ins: the same texts, sizes and wrapping as BidderSearchPage's. */
function controlsHtml(): string {
  const control = (icon: string, label: string, extra = '') =>
    `<span class="preview-control${extra}">${icon}<span>${escapeHtml(label)}</span></span>`;
  const quick = QUICK_FILTERS.map(
    ({ label }) => `<span class="preview-quick-tag">${escapeHtml(label)}</span>`,
  );
  return (
    '<div class="preview-controls">' +
    `<span class="preview-input"><span>${escapeHtml(SEARCH_PLACEHOLDER)}</span><span class="preview-input-button">${ICONS.search}</span></span>` +
    control(ICONS.filter, 'Filters') +
    `<span class="preview-control is-select"><span>${escapeHtml(OPENING_SORT_LABEL)}</span>${ICONS.down}</span>` +
    control(ICONS.clear, 'Clear') +
    `</div><div class="preview-quick">${quick.join('')}</div>` +
    `<div class="preview-map-toggle">${control(ICONS.environment, 'Show map', ' is-block')}</div>`
  );
}

/**
 * The bidder property search as static HTML for its first paint (ADR 0018): the heading, the line under it,
 * room for the saved filters, the Illinois banner, the controls as inert stand-ins, and the first results
 * (PREVIEW_RESULTS) as the search opens on, in the same markup, classes and places (styles.css `.search-top`,
 * `.preview-*`) as BidderSearchPage's own, which replaces it when the app has loaded. The top and the cards
 * are the web build's, from the app's own components (`card`, search-preview-cards.ts).
 */
export function searchPreviewHtml(card: TSearchCardTemplates, results: TListingSummary[] = []): string {
  return (
    `<div class="search-preview"><div class="search-preview-page">${card['search-top']}` +
    controlsHtml() +
    `<div class="preview-results">${card['search-card-icons']}${results
      .slice(0, PREVIEW_RESULTS)
      .map((lot, at) => previewCardHtml(lot, at === 0, card))
      .join('')}</div>` +
    '</div></div>'
  );
}

/**
 * The search as it opens (no filter, soonest auction first, page one) from the start of the reader's day.
 * The web's search does the same (features/listings/lib/search-state.ts) in the browser's zone, whose offset
 * the web keeps in a cookie; without it, UTC.
 */
export function openingSearchBody(now: Date, offsetMinutes: number): TBidderLotListBody {
  const localMidnight = new Date(now.getTime() - offsetMinutes * MINUTE_MS);
  localMidnight.setUTCHours(0, 0, 0, 0);
  const beginDate = new Date(localMidnight.getTime() + offsetMinutes * MINUTE_MS).toISOString();
  return {
    beginDate,
    sorter: { field: 'auctionStartTime', order: 'ascend' },
    pagination: { current: 1, pageSize: BIDDER_LIST_PAGE_SIZE },
  };
}

const MINUTE_MS = 60_000;
/** Offsets run from UTC−12 to UTC+14. */
const offsetOf = (cookie: string | undefined) => {
  const minutes = Number(cookieValue(cookie, TIME_ZONE_OFFSET_COOKIE));
  return Number.isInteger(minutes) && minutes >= -14 * 60 && minutes <= 12 * 60 ? minutes : 0;
};

/**
 * The search's first-paint content (the web's `/properties` route names it: `preview: 'search'`), for a
 * bidder only: `/properties` is the staff's and clients' property table, which this would misdraw. The role comes from the verified access token (signature, expiry and the
 * user's session), never from the web's roles cookie, which the client could set to anything. The results are
 * the bidder's own (their Registered and Pinned marks), from the same query as the search's API.
 */
export function searchPagePreview(db: Db, storage: FileStorage, jwtSecret: Uint8Array) {
  return async (
    _params: Record<string, string>,
    cookie: string | undefined,
    templates: TFirstPaintTemplates,
  ): Promise<string | null> => {
    // A web build without the card's templates: the page starts from the plain header, as without the variant.
    const card = searchCardTemplates(templates);
    if (!card) return null;
    const token = cookieValue(cookie, SESSION_COOKIES.access);
    if (!token) return null;
    const user = await verifyAccessSession(db, token, jwtSecret);
    if (user?.role !== 'Bidder') return null;
    const now = new Date();
    // The opening search's first results only: the same order as its first page, without loading the rest.
    const body = {
      ...openingSearchBody(now, offsetOf(cookie)),
      pagination: { current: 1, pageSize: PREVIEW_RESULTS },
    };
    const page = await listBidderLots(db, storage, user.id, body, now);
    return searchPreviewHtml(card, page.data);
  };
}
