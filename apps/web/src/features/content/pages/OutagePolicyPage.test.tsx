import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-router';
import { renderWithApp } from '../../../test/harness';
import { OutagePolicyPage } from './OutagePolicyPage';

vi.setConfig({ testTimeout: 60_000 });

describe('/outage-policy (ADR 0077)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the rule with the numbers the server applies', async () => {
    stubFetch({ 'GET /api/outage-policy': { thresholdSeconds: 45, marginSeconds: 180, beatSeconds: 0.5 } });
    renderWithApp(<OutagePolicyPage />, '/outage-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Outage Policy' })).toBeTruthy();
    expect(
      await screen.findByText(/A gap of more than 45 seconds between two successful checks is an outage/),
    ).toBeTruthy();
    expect(screen.getByText(/closes later by the outage's length plus 3 minutes/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'When the auctioneer pauses a sale' })).toBeTruthy();
  });
});
