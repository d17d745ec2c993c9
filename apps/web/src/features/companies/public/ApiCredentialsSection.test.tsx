import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { ApiCredentialsSection } from './ApiCredentialsSection';

const KEY = 'brk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const masked = `${'*'.repeat(24)}${KEY.slice(-6)}`;
const listed = (deactivated: boolean) => ({
  id: '5',
  maskedKey: masked,
  generatedDate: '2026-11-20T15:00:00.000Z',
  expirationDate: '2027-11-20T15:00:00.000Z',
  isExpired: deactivated,
  deactivatedDate: deactivated ? '2026-11-21T15:00:00.000Z' : null,
  isDeactivated: deactivated,
});

describe('ApiCredentialsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'shows a new key once, then only masked; a deactivated key shows as expired',
    async () => {
      let keys: ReturnType<typeof listed>[] = [];
      let deactivated = false;
      stubApi({
        'GET /api/settings/apikey': () => jsonResponse(200, keys),
        'POST /api/settings/apikey': () => {
          keys = [listed(false)];
          return jsonResponse(200, {
            ...listed(false),
            key: KEY,
            message: 'Successfully generated a new API key!',
          });
        },
        'DELETE /api/settings/apikey/5': () => {
          deactivated = true;
          keys = [listed(true)];
          return jsonResponse(200, { ...listed(true), message: 'Successfully deactivated the API key!' });
        },
        'GET /api/settings/webhooks': () => jsonResponse(200, []),
        'GET /api/settings/webhooks/deliveries': () => jsonResponse(200, []),
      });
      renderWithApp(<ApiCredentialsSection />, '/settings/api-credentials');

      fireEvent.click(await screen.findByRole('button', { name: /Generate API Key/ }));
      expect((await screen.findByTestId('new-api-key')).textContent).toContain(KEY);
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      const table = screen.getByTestId('api-keys');
      expect(await within(table).findByText(masked)).toBeTruthy();
      await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());

      fireEvent.click(within(table).getByRole('button', { name: 'Deactivate' }));
      fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
      await waitFor(() => expect(deactivated).toBe(true));
      expect(await within(table).findByText('Expired')).toBeTruthy();
      expect(within(table).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    },
    SLOW,
  );
});
