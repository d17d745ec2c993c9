import type { ReactNode } from 'react';

/** The card's photo strip height (spec part 1 §2). */
export const CARD_IMAGE_HEIGHT = 130;

/**
 * One tag of a search result (first-paint/search.css `.card-tag`): Registered, Mock Auction, Cancelled,
 * Postponed…
 */
export function CardTag({ label, color }: { label: string; color: string }) {
  return <span className={`card-tag is-${color}`}>{label}</span>;
}

/**
 * A search result's facts, as plain markup (first-paint/search.css `.card-*`): its tags, street and city
 * lines, opening bid and auction time. The app's card (PropertyCard) shows them inside its antd Card; the
 * build renders them, with named slots for the values, into the card of the search's static first paint
 * (PropertyCardPreview, ADR 0018), so both draw the same rows from this one component.
 */
export function PropertyCardFacts({
  tags,
  address,
  street,
  cityLine,
  openingBid,
  dateIcon,
  date,
}: {
  /** The tags (CardTag each). */
  tags: ReactNode;
  /** The whole address, the street line's tooltip. */
  address: string;
  street: string;
  cityLine: string;
  openingBid: string;
  dateIcon: ReactNode;
  /** The auction's start, in the host's zone. */
  date: string;
}) {
  return (
    <>
      {/*
       * The tags, price, date and button rows are plain markup with the first paint's classes
       * (first-paint/search.css): a dozen cards of antd Tags, Flex and Typography were ~250 components, each
       * Typography with a resize observer, on the search's first render.
       */}
      <div className="card-tags">{tags}</div>
      {/* Cut by CSS, not antd's ellipsis: that measures each line after mount and renders the card again. */}
      <div className="card-line is-strong" title={address}>
        {street}
      </div>
      <div className="card-line is-secondary">{cityLine}</div>
      <div className="card-price">
        <span>Opening bid</span>
        <strong className="card-price-amount" data-testid="card-opening-bid">
          {openingBid}
        </strong>
      </div>
      <div className="card-date">
        {dateIcon} {date}
      </div>
    </>
  );
}
