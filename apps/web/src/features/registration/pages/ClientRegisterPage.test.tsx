import { DEMO_ACCOUNTS_PATH } from '@bidright/domain/demo-accounts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'k'.repeat(43);

/** What the page asked the server, less the login page's demo-account list (it loads outside production). */
const invitationCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url !== DEMO_ACCOUNTS_PATH);

describe('ClientRegisterPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns and goes to /login without an email parameter', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/client-register');
    expect(await screen.findByText('Email address is not found!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(invitationCalls(fetchMock)).toEqual([]);
  });

  it('without the invitation token it asks the server nothing and answers like an unknown e-mail', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/client-register?email=a%40example.com&companyId=9');
    expect(await screen.findByText('Email address is not found!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(invitationCalls(fetchMock)).toEqual([]);
  });

  it('explains a company mismatch (403) before going to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { message: 'The email address and the company do not match!' })),
    );
    const { router } = renderApp(`/client-register?email=a%40example.com&companyId=9&token=${TOKEN}`);
    expect(
      (await screen.findAllByText('The email address and the company do not match!')).length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  }, 40_000);

  it('fills the form from the invite with the e-mail read-only', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, {
        attorneyId: '4',
        firstName: 'Dana',
        lastName: 'Feldman',
        email: 'dfeldman@example.com',
        phone: '3125550161',
        clientId: '2',
        firmName: 'Wabash & Monroe LLP',
        companyId: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp(`/client-register?email=dfeldman%40example.com&token=${TOKEN}`);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('dfeldman@example.com');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe('(312) 555-0161');
    expect(screen.getByText('Wabash & Monroe LLP')).toBeTruthy();
    // The lookup carries the link's token.
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ token: TOKEN });
  }, 40_000);
});
