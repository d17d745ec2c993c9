import { LOT_STATUSES, lotStatusLabel } from '@bidright/domain';
import { describe, expect, it } from 'vitest';
import { LOT_STATUS_COLORS, lotStatusColor, POSTPONED_LOT_COLOR } from './lot-status-colors';

describe('lotStatusColor', () => {
  it('gives each stored status its own colour', () => {
    const colors = LOT_STATUSES.map((status) => lotStatusColor(status));
    expect(new Set(colors).size).toBe(LOT_STATUSES.length);
  });

  // The copies disagreed (the case pages drew Listed blue and Postponed orange, the tables Listed green and
  // Postponed volcano); the one answer is the tables': Postponed must not share Awaiting Payoff's orange.
  it('colours a postponed Listed lot volcano, apart from every stored status, as its label says Postponed', () => {
    expect(lotStatusLabel('Listed', { isPostponed: true })).toBe('Postponed');
    expect(lotStatusColor('Listed', { isPostponed: true })).toBe(POSTPONED_LOT_COLOR);
    expect(Object.values(LOT_STATUS_COLORS)).not.toContain(POSTPONED_LOT_COLOR);
    expect(lotStatusColor('Listed')).toBe('green');
  });

  it('ignores the postponed flag on a lot that is not Listed, as the label does', () => {
    expect(lotStatusColor('Draft', { isPostponed: true })).toBe(LOT_STATUS_COLORS.Draft);
    expect(lotStatusLabel('Draft', { isPostponed: true })).toBe('Draft');
  });
});
