import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TAKEN = new Set(['taken', 'used@example.com']);

/** Availability answers: true when taken. */
function stubAvailability() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = decodeURIComponent(String(input));
    const match = /^\/api\/user\/(username|email)\/(.+)$/.exec(url);
    if (match) return jsonResponse(200, TAKEN.has(match[2]!));
    if (url === '/api/companies/check') return jsonResponse(200, ['Acme Auctions']);
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof stubAvailability>, prefix: string) =>
  fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(String(input)))
    .filter((url) => url.startsWith(prefix));

describe('RegisterPage availability checks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks about the username once, 500 ms after the last keystroke', async () => {
    const fetchMock = stubAvailability();
    renderApp('/register');
    const input = await screen.findByLabelText('Username');

    for (const value of ['j', 'ja', 'jan', 'jane']) fireEvent.change(input, { target: { value } });
    // Nothing is asked while typing goes on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(urls(fetchMock, '/api/user/username/')).toEqual([]);

    expect(await screen.findByText('Username is available!')).toBeTruthy();
    expect(urls(fetchMock, '/api/user/username/')).toEqual(['/api/user/username/jane']);

    fireEvent.change(input, { target: { value: 'taken' } });
    expect(await screen.findByText('Username is unavailable!')).toBeTruthy();
    expect(screen.queryByText('Username is available!')).toBeNull();
    expect(urls(fetchMock, '/api/user/username/')).toEqual([
      '/api/user/username/jane',
      '/api/user/username/taken',
    ]);
  }, 40_000);

  it('checks the e-mail only once it is well formed', async () => {
    const fetchMock = stubAvailability();
    renderApp('/register');
    const input = await screen.findByLabelText('Email');

    fireEvent.change(input, { target: { value: 'used@example' } });
    expect(await screen.findByText('Please enter a valid e-mail address!')).toBeTruthy();
    expect(urls(fetchMock, '/api/user/email/')).toEqual([]);

    fireEvent.change(input, { target: { value: 'used@example.com' } });
    expect(await screen.findByText('Email is unavailable!')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'new@example.com' } });
    expect(await screen.findByText('Email is available!')).toBeTruthy();
    expect(urls(fetchMock, '/api/user/email/')).toEqual([
      '/api/user/email/used@example.com',
      '/api/user/email/new@example.com',
    ]);
  }, 40_000);

  it('disables auctioneer sign up for a duplicate company name', async () => {
    stubAvailability();
    renderApp('/register');
    fireEvent.click(await screen.findByText('Auctioneer'));
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: '  acme auctions ' } });
    expect(
      await screen.findByText(
        'A duplicate company already exists, please contact the administrator for assistance.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign up' }).hasAttribute('disabled')).toBe(true),
    );
  }, 40_000);

  it('formats the phone as typed and shows the consent hint on submit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, false)),
    );
    renderApp('/register');
    const phone = await screen.findByLabelText('Mobile phone');
    fireEvent.change(phone, { target: { value: '13125550100' } });
    expect((phone as HTMLInputElement).value).toBe('(312) 555-0100');
    fireEvent.change(phone, { target: { value: '31255' } });
    expect((phone as HTMLInputElement).value).toBe('(312) 55');

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You must agree to the Terms & Condition')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid phone number!')).toBeTruthy();
    expect(await screen.findByText('Please enter your new password!')).toBeTruthy();
    expect(await screen.findByText('Please enter your address!')).toBeTruthy();
  }, 40_000);
});
