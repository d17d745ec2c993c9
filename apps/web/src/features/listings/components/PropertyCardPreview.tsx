import type { ReactNode } from 'react';
import { CARD_IMAGE_HEIGHT, PropertyCardFacts } from './PropertyCardFacts';

/** The photo's width the first paint states, so the browser keeps the strip's place before it loads. */
const PREVIEW_IMAGE_WIDTH = 400;

/**
 * An icon of the search's first paint by reference to its shape, which the page defines once
 * (`<symbol id>`, first-paint/search.css `.preview-icons`), so a shape is not repeated in every card.
 */
export function PreviewIcon({ symbol, className }: { symbol: string; className?: string }) {
  return (
    <svg className={className} width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <use href={`#${symbol}`} />
    </svg>
  );
}

/** The card's first photo in the first paint: the first card's is fetched first, the others lazily. */
export function PreviewPhoto({ src, alt, isFirst }: { src: string; alt: string; isFirst: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      // The first card's photo is the first screen's largest picture: fetched first.
      {...(isFirst ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      width={PREVIEW_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
    />
  );
}

/** The card's strip for a property without photos, as PropertyCard's. */
export function PreviewNoPhoto() {
  return <div className="preview-card-nophoto">Photo Not Available</div>;
}

/** An inert stand-in of antd's small Button (first-paint/search.css `.preview-button`). */
export function PreviewButton({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <span className="preview-button">
      {icon}
      <span>{label}</span>
    </span>
  );
}

/**
 * One result of the property search in its static first paint (ADR 0018): PropertyCard's look (its first
 * photo, its facts from PropertyCardFacts, Pin and Details) without its behaviour, in the frame of antd's
 * Card (first-paint/search.css `.preview-card`). The build renders it with named slots that the server fills
 * per lot; the app's own card replaces it once loaded.
 */
export function PropertyCardPreview({
  lotId,
  photo,
  facts,
  pinButton,
}: {
  lotId: string;
  photo: ReactNode;
  facts: Parameters<typeof PropertyCardFacts>[0];
  pinButton: ReactNode;
}) {
  return (
    <div className="search-result">
      <div className="preview-card" data-lot-id={lotId}>
        <div className="preview-card-photo">{photo}</div>
        <div className="preview-card-body">
          <PropertyCardFacts {...facts} />
          <div className="card-actions">
            {pinButton}
            <span className="preview-button is-primary">Details</span>
          </div>
        </div>
      </div>
    </div>
  );
}
