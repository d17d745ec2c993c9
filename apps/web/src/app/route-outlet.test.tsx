import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { tokenResponse } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { titleForPath } from './page-titles';
import { malformedIdParams } from './route-outlet';

describe('ids in page URLs', () => {
  afterEach(() => clearSession());

  it('accepts digits only', () => {
    expect(malformedIdParams({ caseId: '12', lotId: '3' })).toEqual([]);
    expect(malformedIdParams({ caseId: 'abc', slug: 'anything' })).toEqual(['caseId']);
    for (const bad of ['0x10', ' 1', '-1', '1.5', '1e3', '']) {
      expect(malformedIdParams({ lotId: bad })).toEqual(['lotId']);
    }
  });

  it('shows the not-found page for /cases/abc instead of a validator message', async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    renderApp('/cases/abc');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(screen.queryByText(/Invalid input/)).toBeNull();
  });

  it('gives every page a title in the browser tab', async () => {
    expect(titleForPath('/cases/12/lots/3')).toBe('Lot');
    expect(titleForPath('/auctions/7')).toBe('Auction');
    expect(titleForPath('/admin/users/bidders')).toBe('Users');
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Login · Bidright'));
  });

  it('says on <html> which path the screen shown belongs to, once it is drawn', async () => {
    await saveSession(tokenResponse({}, 'Auctioneer'));
    renderApp('/cases/abc');
    await screen.findByText('Sorry, the page you visited does not exist.');
    expect(document.documentElement.dataset.shownPath).toBe('/cases/abc');
  });
});
