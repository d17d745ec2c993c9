import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnounceBidsSwitch } from './LiveAnnouncer';

describe('AnnounceBidsSwitch', () => {
  it('is a radio group named by its visible words, without the colon, and shows the choice made', () => {
    render(<AnnounceBidsSwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Announce bids' });
    // The colon stays on screen.
    expect(group.parentElement!.textContent).toMatch(/^Announce bids:/);
    fireEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Off' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'All' }).checked).toBe(false);
  });
});
