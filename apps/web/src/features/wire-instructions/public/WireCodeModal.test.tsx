import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/harness';
import { WireCodeModal } from './WireCodeModal';

vi.setConfig({ testTimeout: 60_000 });

const file = new File(['%PDF-1.4'], 'new-wire.pdf', { type: 'application/pdf' });

describe('the wire instructions code prompt', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('texts a code on open and uploads only with the code typed, showing a refusal under it', async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    const api = stubFetch({
      'POST /api/companies/wireinstructions/code': {
        method: 'sms',
        verificationId: '77',
        phoneLastFour: '0170',
      },
    });
    const onConfirm = vi
      .fn<(proof: { code: string; verificationId: string | null }) => Promise<void>>()
      .mockRejectedValueOnce(new Error('The two-step code is not valid. Wire instructions were not changed.'))
      .mockResolvedValueOnce(undefined);
    renderWithApp(
      <WireCodeModal companyRef="own" file={file} onCancel={() => {}} onConfirm={onConfirm} />,
      '/settings/company-profile',
    );
    expect(await screen.findByText(/texted to \*\*\*-\*\*\*-0170/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/companies/wireinstructions/code')).toHaveLength(1);
    expect(screen.getByTestId('wire-code-intro').textContent).toContain('new-wire.pdf');

    // No code: the form refuses before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findAllByText(ACCOUNT_MESSAGES.fieldRequired)).length).toBeGreaterThan(0);
    expect(onConfirm).not.toHaveBeenCalled();

    const code =
      screen.getByTestId('two-factor-code').querySelector('input') ?? screen.getByTestId('two-factor-code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ code: '111111', verificationId: '77' }));
    expect(
      await screen.findByText('The two-step code is not valid. Wire instructions were not changed.'),
    ).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onConfirm).toHaveBeenLastCalledWith({ code: '123456', verificationId: '77' }));
  });

  it('asks authenticator users for the app code and sends no text', async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    stubFetch({
      'POST /api/companies/wireinstructions/code': {
        method: 'authenticator',
        verificationId: null,
        phoneLastFour: null,
      },
    });
    const onConfirm = vi.fn(async () => {});
    renderWithApp(
      <WireCodeModal companyRef="own" file={file} onCancel={() => {}} onConfirm={onConfirm} />,
      '/settings/company-profile',
    );
    expect(await screen.findByText(/authenticator app/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
  });
});
