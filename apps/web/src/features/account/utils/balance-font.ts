/**
 * Font size of a balance figure (spec part 2 §9): large amounts get smaller type so they still fit on one
 * line of the overview card. Thresholds are in dollars: under 100k, under 500k, under 1M, else smallest.
 */
export function balanceFontSize(dollars: number): number {
  const amount = Math.abs(dollars);
  if (amount < 100_000) return 40;
  if (amount < 500_000) return 34;
  if (amount < 1_000_000) return 30;
  return 26;
}
