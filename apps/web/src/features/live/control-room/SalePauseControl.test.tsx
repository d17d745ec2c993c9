import { OUTAGE_MESSAGES } from '@bidright/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-router';
import { renderWithApp } from '../../../test/harness';
import { SalePausedBanner } from '../clock/SalePausedBanner';
import { SalePauseControl } from './SalePauseControl';

vi.setConfig({ testTimeout: 60_000 });

describe('pausing a sale (ADR 0077)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then pauses the auction on the server', async () => {
    const api = stubFetch({
      'POST /api/auctions/3/pause': { auctionId: '3', pausedAt: 'x', changedLots: [] },
    });
    renderWithApp(<SalePauseControl auctionId="3" pausedAt={null} />);
    fireEvent.click(screen.getByTestId('pause-sale'));
    expect(api.callsTo('POST', '/api/auctions/3/pause')).toHaveLength(0);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pause sale' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auctions/3/pause')).toHaveLength(1));
  });

  it('while paused, says so and offers to resume', async () => {
    const api = stubFetch({
      'POST /api/auctions/3/resume': { auctionId: '3', pausedAt: null, changedLots: [] },
    });
    renderWithApp(<SalePauseControl auctionId="3" pausedAt="2026-12-07T17:00:00.000Z" />);
    expect(screen.getByTestId('sale-paused-tag').textContent).toBe(OUTAGE_MESSAGES.banner);
    fireEvent.click(screen.getByTestId('resume-sale'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resume sale' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auctions/3/resume')).toHaveLength(1));
  });

  it('shows bidders the banner only while the server says the sale is paused', () => {
    const { unmount } = renderWithApp(<SalePausedBanner salePausedAt={undefined} />);
    expect(screen.queryByTestId('sale-paused-banner')).toBeNull();
    unmount();
    renderWithApp(<SalePausedBanner salePausedAt="2026-12-07T17:00:00.000Z" />);
    const banner = screen.getByTestId('sale-paused-banner');
    expect(banner.textContent).toContain(OUTAGE_MESSAGES.banner);
    expect(screen.getByRole('link', { name: 'Outage policy' }).getAttribute('href')).toBe('/outage-policy');
  });
});
