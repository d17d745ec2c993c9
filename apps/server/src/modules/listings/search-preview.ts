import {
  BIDDER_LIST_PAGE_SIZE,
  cookieValue,
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

/**
 * The bidder property search as static HTML for its first paint (ADR 0018): the heading, the line under it,
 * room for the saved filters, the Illinois banner, the controls as inert stand-ins, and the first results
 * (PREVIEW_RESULTS) as the search opens on, in the same markup, classes and places (web
 * styles/first-paint/search.css `.search-top`, `.preview-*`) as BidderSearchPage's own, which replaces it
 * when the app has loaded. Every part is the web build's, from the app's own components (`card`,
 * search-preview-cards.ts); the icons' shapes come first, once, for the controls and the cards to use.
 */
export function searchPreviewHtml(card: TSearchCardTemplates, results: TListingSummary[] = []): string {
  return (
    `<div class="search-preview"><div class="search-preview-page">${card['search-icons']}` +
    card['search-top'] +
    card['search-controls'] +
    `<div class="preview-results">${results
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
