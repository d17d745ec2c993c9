import { type TVerificationQueue, VERIFICATION_MESSAGES } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-router';
import { tokenResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

const queue: TVerificationQueue = {
  identity: [
    {
      id: '7',
      bidderId: '41',
      bidderName: 'Elena Novak',
      method: 'bank-identity',
      bankAccountId: '9',
      owners: [
        {
          names: ['Robert J Novak'],
          addresses: [
            { street: '2211 W Roscoe St Apt 2', city: 'Chicago', region: 'IL', postalCode: '60618' },
          ],
          emails: [],
          phoneNumbers: [],
        },
      ],
      registered: {
        firstName: 'Elena',
        lastName: 'Novak',
        streetLine1: '2211 W Roscoe St',
        streetLine2: null,
        city: 'Chicago',
        stateCode: 'IL',
        zipCode: '60618',
      },
      result: 'no_match',
      nameScore: 0.5,
      addressScore: 0.75,
      reasons: [
        'First name differs: registered "Elena", bank "Robert J Novak".',
        'Address differs in: street.',
      ],
      decision: null,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      createdAt: '2026-12-06T15:00:00.000Z',
    },
  ],
  papers: [
    {
      profileId: '12',
      bidderId: '42',
      bidderName: 'Priya Raman',
      entityName: 'Raman Family Trust',
      status: 'Pending review',
      fileUrl: '/files/signed/abc',
      decidedAt: null,
      reason: null,
    },
  ],
};

describe('AdminVerificationsPage', () => {
  beforeEach(async () => {
    await saveSession(tokenResponse({}, 'Admin'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows both sides with scores and reasons, and denies only with a reason', async () => {
    const api = stubFetch({
      'GET /api/admin/verifications': queue,
      'PUT /api/admin/verifications/identity/7': { message: VERIFICATION_MESSAGES.denied },
    });
    renderApp('/admin/verifications');
    const card = await screen.findByTestId('identity-review');
    expect(within(card).getByRole('region', { name: 'Registered' }).textContent).toContain('Elena Novak');
    expect(within(card).getByRole('region', { name: 'Bank account owners' }).textContent).toContain(
      'Robert J Novak',
    );
    expect(within(card).getByText('Name 50%')).toBeTruthy();
    expect(within(card).getByText('Address 75%')).toBeTruthy();
    expect(within(card).getByText('Address differs in: street.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo('PUT', '/api/admin/verifications/identity/7')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (the bidder sees it)'), {
      target: { value: 'The account is her husband’s.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/verifications/identity/7')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/verifications/identity/7')[0]?.body).toEqual({
      decision: 'Denied',
      reason: 'The account is her husband’s.',
    });
  });

  it('approves entity papers from the second tab, with a link to the PDF', async () => {
    const api = stubFetch({
      'GET /api/admin/verifications': queue,
      'PUT /api/admin/verifications/papers/12': { message: VERIFICATION_MESSAGES.approved },
    });
    renderApp('/admin/verifications');
    fireEvent.click(await screen.findByRole('tab', { name: 'Entity papers (1)' }));
    const card = await screen.findByTestId('papers-review');
    expect(within(card).getByRole('link', { name: 'Open the papers (PDF)' }).getAttribute('href')).toBe(
      '/files/signed/abc',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/verifications/papers/12')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/verifications/papers/12')[0]?.body).toEqual({
      decision: 'Approved',
      reason: null,
    });
  });
});
