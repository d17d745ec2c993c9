import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainDescriptions } from './PlainDescriptions';

const stopTime = '';

describe('PlainDescriptions', () => {
  it('bordered: one row a pair, the label its row header, and left-out entries not drawn', () => {
    render(
      <PlainDescriptions
        bordered
        items={[
          { label: 'Auction type', children: 'Hybrid' },
          stopTime && { label: 'Lot closes', children: stopTime },
          null,
          { label: 'Opening price', children: <strong>$50,000</strong> },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Auction typeHybrid', 'Opening price$50,000']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Opening price');
    expect(within(rows[1]!).getByRole('cell').querySelector('strong')?.textContent).toBe('$50,000');
  });

  it('not bordered: a description list of terms and their values, in order', () => {
    render(
      <PlainDescriptions
        items={[
          { label: 'County', children: 'Cook' },
          { label: 'Properties in lot', children: 1 },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'County',
      'Properties in lot',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Cook', '1']);
    expect(screen.getAllByRole('term')[0]!.closest('dl')).not.toBeNull();
  });
});
