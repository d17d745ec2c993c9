import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { RunnerUpOfferHoursCard } from './RunnerUpOfferHoursCard';

describe('RunnerUpOfferHoursCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    "shows the host's window and saves a new one",
    async () => {
      const calls = stubApi({
        'GET /api/companies/runnerupofferhours': () => jsonResponse(200, { hours: 24 }),
        'PUT /api/companies/runnerupofferhours': (body) => jsonResponse(200, body),
      });
      renderWithApp(<RunnerUpOfferHoursCard readOnly={false} />, '/settings/company-profile');
      const card = await screen.findByTestId('runner-up-offer-hours');
      const input = await within(card).findByLabelText('Hours to accept an offer');
      await waitFor(() => expect((input as HTMLInputElement).value).toBe('24'));
      fireEvent.change(input, { target: { value: '48' } });
      fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls.find((call) => call.key === 'PUT /api/companies/runnerupofferhours')?.body).toEqual({
          hours: 48,
        }),
      );
    },
    SLOW,
  );

  it(
    'is read-only for employees: no Save',
    async () => {
      stubApi({ 'GET /api/companies/runnerupofferhours': () => jsonResponse(200, { hours: 12 }) });
      renderWithApp(<RunnerUpOfferHoursCard readOnly />, '/settings/company-profile');
      const card = await screen.findByTestId('runner-up-offer-hours');
      const input = await within(card).findByLabelText('Hours to accept an offer');
      await waitFor(() => expect((input as HTMLInputElement).value).toBe('12'));
      expect((input as HTMLInputElement).disabled).toBe(true);
      expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
    },
    SLOW,
  );
});
