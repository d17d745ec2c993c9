import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeLeft } from './TimeLeft';

describe('the practice lobby time left', () => {
  it('counts to the close while the sale runs', () => {
    render(<TimeLeft until={new Date(Date.now() + 150_000).toISOString()} />);
    expect(screen.getByTestId('practice-time-left').textContent).toMatch(/^2:(29|30) left$/);
  });

  it('stands at the time left when the pause began, whatever the time now, and says paused', () => {
    // Paused an hour ago with 1:40 left: it still shows 1:40, though the old close is long past.
    const pausedAt = Date.now() - 3_600_000;
    render(
      <TimeLeft
        until={new Date(pausedAt + 100_000).toISOString()}
        salePausedAt={new Date(pausedAt).toISOString()}
      />,
    );
    expect(screen.getByTestId('practice-time-left').textContent).toBe('1:40 left (paused)');
  });
});
