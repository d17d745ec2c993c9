import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTAGE_MARGIN_S, DEFAULT_OUTAGE_THRESHOLD_S, outagePolicySections } from './outage-policy';

describe('the outage policy text', () => {
  it('is written from the numbers in force', () => {
    const text = outagePolicySections({
      thresholdSeconds: DEFAULT_OUTAGE_THRESHOLD_S,
      marginSeconds: DEFAULT_OUTAGE_MARGIN_S,
      beatSeconds: 0.5,
    })
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(text).toContain('A gap of more than 30 seconds between two successful checks is an outage');
    expect(text).toContain("closes later by the outage's length plus 2 minutes");
    expect(text).toContain('every 0.5 seconds or so');
    const other = outagePolicySections({ thresholdSeconds: 60, marginSeconds: 90, beatSeconds: 2 })
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(other).toContain('A gap of more than 1 minute between');
    expect(other).toContain('plus 90 seconds');
  });
});
