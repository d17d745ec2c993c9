import type { ReactNode } from 'react';

/**
 * A lot page's heading as plain markup (first-paint/lot-heading.css `.lot-heading`: the page's h1, in antd's
 * level-3 title's look and secondary text under our theme): the lot's title, its host line, and what follows
 * on that line (the auction's state). BidderLotHeader shows it; the build renders it with slots into the
 * template that the server fills for the lot page's static first paint (ADR 0018,
 * modules/listings/lot-preview.ts), which this then replaces.
 */
export function LotHeading({
  title,
  hostLine,
  children,
}: {
  title: ReactNode;
  hostLine: ReactNode;
  /** Tags after the host line. */
  children?: ReactNode;
}) {
  return (
    <div className="lot-heading">
      <h1 data-testid="lot-address">{title}</h1>
      <span className="lot-heading-host">{hostLine}</span>
      {children}
    </div>
  );
}
