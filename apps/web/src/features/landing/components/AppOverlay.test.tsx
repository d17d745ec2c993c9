import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_APP_URL } from '../app-overlay-gate';
import { AppOverlay } from './AppOverlay';

/** A touch screen 390 px wide. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }));
  Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
}

describe('the phone overlay', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
  });

  it("asks a phone's visitor 'See Bidright in...', and Continue puts it away for the visit", () => {
    asPhone();
    const { unmount } = render(<AppOverlay />);
    const dialog = screen.getByRole('dialog', { name: 'See Bidright in...' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(MOBILE_APP_URL);
    // Escape does not close it: only Continue does.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: 'See Bidright in...' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<AppOverlay />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away on a desktop', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    render(<AppOverlay />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
