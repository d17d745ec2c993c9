import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const submitButton = () => screen.getByRole('button', { name: 'Change password' });

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the token first and, when the server refuses it, shows the banner and disables submit', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(400, {
        message: 'The reset token is invalid',
        errors: { token: 'The reset token is invalid' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/resetPassword?token=spent-token&userName=bidder1');

    const banner = await screen.findByTestId('reset-token-invalid');
    expect(banner.textContent).toContain('The reset token is invalid');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/token');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ userName: 'bidder1', token: 'spent-token' });
  });

  it('shows the banner without asking when the link lacks its token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/resetPassword?userName=bidder1');
    expect(await screen.findByTestId('reset-token-invalid')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password with a good token and goes to /login', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/user/token'
        ? jsonResponse(200, { isValid: true })
        : jsonResponse(200, { message: 'Successfully changed the password!' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/resetPassword?token=good&userName=bidder1');

    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('reset-token-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abd' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Password must be at least 6 characters long!')).toBeTruthy();
    expect(await screen.findByText('The two passwords that you entered do not match!')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'NewPass9' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'NewPass9' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Successfully changed the password!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      userName: 'bidder1',
      token: 'good',
      password: 'NewPass9',
    });
  }, 40_000);
});
