import type { CSSProperties, ReactNode } from 'react';

/*
 * The lot page's panels as headings under its h1, so a screen reader's heading keys reach each of them
 * (Property Details, Property Photos, the Auction panel with the bid box): an antd Card's title is a plain
 * div. Each keeps the look it had.
 */

/** In the card title's own look; inline, so the title's ellipsis still applies. */
const PANEL_HEADING: CSSProperties = { display: 'inline', margin: 0, font: 'inherit', color: 'inherit' };

/** antd's level-5 title look (16 px, semibold), a level below the panel's heading. */
const SECTION_HEADING: CSSProperties = {
  margin: '12px 0 8px',
  fontSize: 16,
  fontWeight: 600,
  lineHeight: 1.5,
};

/** A panel's title (an antd Card's `title`) as a level-2 heading. */
export function PanelHeading({ children }: { children: ReactNode }) {
  return <h2 style={PANEL_HEADING}>{children}</h2>;
}

/** A part of a panel (a property of the lot, its documents) as a level-3 heading. */
export function PanelSectionHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <h3 style={{ ...SECTION_HEADING, ...style }}>{children}</h3>;
}
