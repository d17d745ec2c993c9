import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../../lib/install-prompt';
import { stubFetch } from '../../../test/fetch-router';
import { AppOverlay } from './AppOverlay';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

/** A touch screen 390 px wide (`standalone`: running as the installed app). */
function asPhone({ userAgent = ANDROID, standalone = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') || (standalone && query.includes('standalone')),
    media: query,
  }));
  Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

/** The server's answer to GET /api/app/links: its PUBLIC_URL. */
function serverPublicUrl(publicUrl: string) {
  return stubFetch({ 'GET /api/app/links': { publicUrl } });
}

/** Chromium's install offer, as the browser fires it; `choice` is what the reader picks in its dialog. */
function offerInstall(choice: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: choice }),
  });
  window.dispatchEvent(event);
  return { prompt, event };
}

function renderOverlay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AppOverlay />
    </QueryClientProvider>,
  );
}

/** Open, once it leads to the server's address. */
async function openLink(href: string) {
  const open = screen.getByRole('link', { name: 'Open' });
  await waitFor(() => expect(open.getAttribute('href')).toBe(href));
  return open;
}

const HERE = `${window.location.origin}/`;

describe('the phone overlay', () => {
  beforeAll(() => captureInstallPrompt());
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
    Reflect.deleteProperty(navigator, 'userAgent');
  });

  it("asks a phone's visitor 'See Bidright in...', and Continue puts it away for the visit", async () => {
    asPhone();
    serverPublicUrl(HERE);
    const { unmount } = renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'See Bidright in...' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('The Bidright app, or keep using this browser.');
    await openLink(HERE);
    // Escape does not close it: only Continue does.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: 'See Bidright in...' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Open shows the browser's install dialog where the browser offered one, and the overlay goes once installed", async () => {
    asPhone();
    serverPublicUrl(HERE);
    const { prompt, event } = offerInstall('accepted');
    // The browser's own mini-bar stays away: the overlay offers the install.
    expect(event.defaultPrevented).toBe(true);
    renderOverlay();
    const open = await openLink(HERE);
    expect(fireEvent.click(open)).toBe(false); // no navigation: the install dialog instead
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a dismissed install dialog leaves the overlay, and Open then explains the home screen', async () => {
    asPhone();
    serverPublicUrl(HERE);
    const { prompt } = offerInstall('dismissed');
    renderOverlay();
    const open = await openLink(HERE);
    fireEvent.click(open);
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'See Bidright in...' })).toBeTruthy();
    expect(screen.queryByTestId('app-install-help')).toBeNull();
    // A browser's offer serves once.
    fireEvent.click(open);
    expect(await screen.findByTestId('app-install-help')).toBeTruthy();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('where the browser offers no install (Safari), Open explains Share, then Add to Home Screen', async () => {
    asPhone({ userAgent: IPHONE });
    serverPublicUrl(HERE);
    renderOverlay();
    expect(fireEvent.click(await openLink(HERE))).toBe(false);
    const help = await screen.findByTestId('app-install-help');
    expect(help.textContent).toBe('To add Bidright to your home screen, tap Share, then Add to Home Screen.');
    expect(help.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'See Bidright in...' })).toBeTruthy();
  });

  it('on another address of the server, Open leads to PUBLIC_URL, where the app installs', async () => {
    asPhone();
    serverPublicUrl('https://auctions.bidright.test/');
    renderOverlay();
    const open = await openLink('https://auctions.bidright.test/');
    const follow = vi.fn((event: MouseEvent) => event.defaultPrevented);
    document.addEventListener('click', follow, { once: true });
    fireEvent.click(open);
    expect(follow).toHaveReturnedWith(false);
    expect(screen.queryByTestId('app-install-help')).toBeNull();
  });

  it('stays away on a desktop, and in the installed app', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const fetched = stubFetch({});
    const { unmount } = renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    asPhone({ standalone: true });
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
    // No overlay, no question to the server.
    expect(fetched.calls).toEqual([]);
  });
});
