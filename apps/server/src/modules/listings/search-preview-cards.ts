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

/**
 * antd's CalendarOutlined, PushpinOutlined and PushpinFilled, which the card shows: defined once per page
 * (PREVIEW_ICONS, before the cards) and used by reference, so the paths are not repeated in every card.
 */
const CALENDAR_ICON =
  '<svg class="card-date-icon" width="1em" height="1em" fill="currentColor" aria-hidden="true"><use href="#preview-calendar"/></svg>';
const PIN_ICON =
  '<svg width="1em" height="1em" fill="currentColor" aria-hidden="true"><use href="#preview-pin"/></svg>';
const PINNED_ICON =
  '<svg width="1em" height="1em" fill="currentColor" aria-hidden="true"><use href="#preview-pinned"/></svg>';

/** The icons' shapes, once per page, before the cards that use them. */
export const PREVIEW_ICONS =
  '<svg class="preview-icons" aria-hidden="true">' +
  '<symbol id="preview-calendar" viewBox="64 64 896 896"><path d="M880 184H712v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H384v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H144c-17.7 0-32 14.3-32 32v664c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V216c0-17.7-14.3-32-32-32zm-40 656H184V460h656v380zM184 392V256h128v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h256v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h128v136H184z"/></symbol>' +
  '<symbol id="preview-pin" viewBox="64 64 896 896"><path d="M878.3 392.1L631.9 145.7c-6.5-6.5-15-9.7-23.5-9.7s-17 3.2-23.5 9.7L423.8 306.9c-12.2-1.4-24.5-2-36.8-2-73.2 0-146.4 24.1-206.5 72.3a33.23 33.23 0 00-2.7 49.4l181.7 181.7-215.4 215.2a15.8 15.8 0 00-4.6 9.8l-3.4 37.2c-.9 9.4 6.6 17.4 15.9 17.4.5 0 1 0 1.5-.1l37.2-3.4c3.7-.3 7.2-2 9.8-4.6l215.4-215.4 181.7 181.7c6.5 6.5 15 9.7 23.5 9.7 9.7 0 19.3-4.2 25.9-12.4 56.3-70.3 79.7-158.3 70.2-243.4l161.1-161.1c12.9-12.8 12.9-33.8 0-46.8zM666.2 549.3l-24.5 24.5 3.8 34.4a259.92 259.92 0 01-30.4 153.9L262 408.8c12.9-7.1 26.3-13.1 40.3-17.9 27.2-9.4 55.7-14.1 84.7-14.1 9.6 0 19.3.5 28.9 1.6l34.4 3.8 24.5-24.5L608.5 224 800 415.5 666.2 549.3z"/></symbol>' +
  '<symbol id="preview-pinned" viewBox="64 64 896 896"><path d="M878.3 392.1L631.9 145.7c-6.5-6.5-15-9.7-23.5-9.7s-17 3.2-23.5 9.7L423.8 306.9c-12.2-1.4-24.5-2-36.8-2-73.2 0-146.4 24.1-206.5 72.3-15.4 12.3-16.6 35.4-2.7 49.4l181.7 181.7-215.4 215.2a15.8 15.8 0 00-4.6 9.8l-3.4 37.2c-.9 9.4 6.6 17.4 15.9 17.4.5 0 1 0 1.5-.1l37.2-3.4c3.7-.3 7.2-2 9.8-4.6l215.4-215.4 181.7 181.7c6.5 6.5 15 9.7 23.5 9.7 9.7 0 19.3-4.2 25.9-12.4 56.3-70.3 79.7-158.3 70.2-243.4l161.1-161.1c12.9-12.8 12.9-33.8 0-46.8z"/></symbol>' +
  '</svg>';

/**
 * One result of the property search as static HTML, for the first paint (ADR 0018): PropertyCard's content
 * and look (its first photo, tags, address, opening bid, auction time in the host's zone, Pin and Details),
 * without its behaviour. The app's own card replaces it once loaded; until then it is inert.
 */
export function previewCardHtml(lot: TListingSummary, isFirst: boolean): string {
  const address = formatAddress(lot.property);
  const street = formatAddress({
    streetLine1: lot.property.streetLine1,
    streetLine2: lot.property.streetLine2,
  });
  const image = lot.property.images[0];
  const photo = image
    ? `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.description ?? address)}" ` +
      // The first card's photo is the first screen's largest picture: fetched first.
      `${isFirst ? 'fetchpriority="high"' : 'loading="lazy"'} width="400" height="130">`
    : '<div class="preview-card-nophoto">Photo Not Available</div>';
  const tags = listingTags(lot)
    .map(({ label, color }) => `<span class="card-tag is-${color}">${escapeHtml(label)}</span>`)
    .join('');
  return (
    `<div class="search-result"><div class="preview-card" data-lot-id="${escapeHtml(lot.id)}">` +
    `<div class="preview-card-photo">${photo}</div><div class="preview-card-body">` +
    `<div class="card-tags">${tags}</div>` +
    `<div class="card-line is-strong" title="${escapeHtml(address)}">${escapeHtml(street)}</div>` +
    `<div class="card-line is-secondary">${escapeHtml(formatCityLine(lot.property))}</div>` +
    `<div class="card-price"><span>Opening bid</span><strong class="card-price-amount">${escapeHtml(formatUsd(toCents(lot.openingPrice)))}</strong></div>` +
    `<div class="card-date">${CALENDAR_ICON} ${escapeHtml(formatHostDateTime(lot.auctionStartTime, lot.timeZone))}</div>` +
    `<div class="card-actions"><span class="preview-button">${lot.isPinned ? PINNED_ICON : PIN_ICON}<span>${lot.isPinned ? 'Pinned' : 'Pin'}</span></span>` +
    '<span class="preview-button is-primary">Details</span></div>' +
    '</div></div></div>'
  );
}
