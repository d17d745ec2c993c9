/** What the sales chart draws, and its drawing's height: shared by the chart and the box that holds its place. */
export interface TSalesPoint {
  label: string;
  amount: number;
  lots: number;
}

export const CHART_HEIGHT = 180;

/**
 * Room on the right for the last period's label, which is centred under its bar: on a narrow chart (a phone,
 * 400 % zoom) recharts' 5 px let "Nov 2026" run past the drawing's edge and be cut off.
 */
export const CHART_MARGIN = { top: 5, right: 24, bottom: 5, left: 5 };
