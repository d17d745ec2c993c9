import {
  escapeHtml,
  formatAddress,
  formatCityLine,
  formatHostDateTime,
  formatUsd,
  listingTags,
  type TListingSummary,
  toCents,
} from '@bidright/domain';
import { fillTemplate, type TFirstPaintTemplates } from '../../plugins/first-paint-table';

/**
 * The web build's fragments of the search's first paint (apps/web/build/first-paint-render.tsx): the page's
 * top (SearchTop), its controls' stand-ins (SearchControlsPreview), and from the app's PropertyCardPreview and
 * PropertyCardFacts the result card, one tag, the first card's photo, another card's, the strip without a
 * photo, Pin and Pinned; and the icons' shapes, which the page defines once.
 */
const CARD_FRAGMENTS = [
  'search-top',
  'search-controls',
  'search-card',
  'search-card-tag',
  'search-card-first-photo',
  'search-card-photo',
  'search-card-no-photo',
  'search-card-pin',
  'search-card-pinned',
  'search-icons',
] as const;

export type TSearchCardTemplates = Record<(typeof CARD_FRAGMENTS)[number], string>;

/** The card's fragments from the web build's templates, or null when the build lacks one. */
export function searchCardTemplates(templates: TFirstPaintTemplates): TSearchCardTemplates | null {
  const found = CARD_FRAGMENTS.map((name) => [name, templates[name]] as const);
  if (found.some(([, template]) => template === undefined)) return null;
  return Object.fromEntries(found) as TSearchCardTemplates;
}

/**
 * One result of the property search as static HTML, for the first paint (ADR 0018): PropertyCard's content
 * and look (its first photo, tags, address, opening bid, auction time in the host's zone, Pin and Details),
 * without its behaviour, from the web build's card (`card`) with its slots filled with the lot's values,
 * escaped. The app's own card replaces it once loaded; until then it is inert.
 */
export function previewCardHtml(lot: TListingSummary, isFirst: boolean, card: TSearchCardTemplates): string {
  const address = formatAddress(lot.property);
  const street = formatAddress({
    streetLine1: lot.property.streetLine1,
    streetLine2: lot.property.streetLine2,
  });
  const image = lot.property.images[0];
  const photo = image
    ? fillTemplate(isFirst ? card['search-card-first-photo'] : card['search-card-photo'], {
        src: escapeHtml(image.url),
        alt: escapeHtml(image.description ?? address),
      })
    : card['search-card-no-photo'];
  const tags = listingTags(lot)
    .map(({ label, color }) =>
      fillTemplate(card['search-card-tag'], { label: escapeHtml(label), color: escapeHtml(color) }),
    )
    .join('');
  return fillTemplate(card['search-card'], {
    lotId: escapeHtml(lot.id),
    photo,
    tags,
    address: escapeHtml(address),
    street: escapeHtml(street),
    cityLine: escapeHtml(formatCityLine(lot.property)),
    openingBid: escapeHtml(formatUsd(toCents(lot.openingPrice))),
    date: escapeHtml(formatHostDateTime(lot.auctionStartTime, lot.timeZone)),
    pin: lot.isPinned ? card['search-card-pinned'] : card['search-card-pin'],
  });
}
