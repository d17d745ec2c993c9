/**
 * Lighthouse's mobile preset slows the CPU by a constant 4×, which assumes the host is a high-end desktop
 * (`benchmarkIndex` about 1,500). On a slower host the same 4× emulates a phone slower than the preset's
 * mid-tier one, and Lighthouse warns below an index of 1,000 that this "can negatively affect your
 * performance score". Its documentation (docs/throttling.md, "Calibrating the CPU slowdown") has the
 * multiplier calibrated to the host instead; this is the calculator it links to, as a piecewise line through
 * its anchor points: 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** The preset's own multiplier (Lighthouse's `throttling.mobileSlow4G`). */
export const PRESET_CPU_SLOWDOWN = 4;
