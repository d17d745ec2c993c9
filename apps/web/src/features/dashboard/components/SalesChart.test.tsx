import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesChart } from './SalesChart';

describe('SalesChart', () => {
  it('gives a screen reader its figures as a table, and hides the drawing', () => {
    const { container } = render(
      <SalesChart
        points={[
          { label: 'Oct', amount: 152_000, lots: 2 },
          { label: 'Nov', amount: 98_500, lots: 1 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sold amounts by period' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['PeriodSoldLots', 'Oct$152,0002', 'Nov$98,5001']);
    expect(container.querySelector('figure > div')?.getAttribute('aria-hidden')).toBe('true');
  });
});
