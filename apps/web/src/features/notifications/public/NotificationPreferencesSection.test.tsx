import { NOTIFICATION_KIND_INFO, type TNotificationPreference } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

/** A preferences endpoint that keeps what was saved, as the server does. */
function preferencesApi(initial: TNotificationPreference[] = []) {
  let saved = [...initial];
  return {
    'GET /api/notifications/preferences': () => jsonResponse(200, saved),
    'PUT /api/notifications/preferences': (body: unknown) => {
      for (const p of (body as { preferences: TNotificationPreference[] }).preferences)
        saved = [...saved.filter((s) => s.kind !== p.kind || s.channel !== p.channel), p];
      return jsonResponse(200, saved);
    },
  };
}

const staffLabel = NOTIFICATION_KIND_INFO.HostPastDue.label;

describe('NotificationPreferencesSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it(
    'shows hosts’ staff only their staff alerts, and saves a switch turned off',
    async () => {
      const calls = stubApi(preferencesApi());
      renderWithApp(<NotificationPreferencesSection userRole="Employee" />, '/settings/profile');
      const email = await screen.findByRole('switch', { name: `${staffLabel} by E-mail` });
      expect(screen.queryByText(NOTIFICATION_KIND_INFO.Outbid.label)).toBeNull();
      expect(screen.queryByText(NOTIFICATION_KIND_INFO.Won.label)).toBeNull();
      expect(screen.getByText(NOTIFICATION_KIND_INFO.RunnerUpOfferEnded.label)).toBeTruthy();
      // Past-due payments and ended runner-up offers (ADR 0075), four channels each.
      expect(screen.getAllByRole('switch')).toHaveLength(8);
      expect(email.getAttribute('aria-checked')).toBe('true');
      fireEvent.click(email);
      await waitFor(() =>
        expect(calls.find((call) => call.key === 'PUT /api/notifications/preferences')?.body).toEqual({
          preferences: [{ kind: 'HostPastDue', channel: 'email', enabled: false }],
        }),
      );
      await waitFor(() =>
        expect(
          screen.getByRole('switch', { name: `${staffLabel} by E-mail` }).getAttribute('aria-checked'),
        ).toBe('false'),
      );
      expect(screen.getByRole('switch', { name: `${staffLabel} by SMS` }).getAttribute('aria-checked')).toBe(
        'true',
      );
    },
    SLOW,
  );

  it(
    'shows bidders their lot alerts and never the staff ones',
    async () => {
      stubApi(preferencesApi([{ kind: 'Outbid', channel: 'sms', enabled: false }]));
      renderWithApp(<NotificationPreferencesSection userRole="Bidder" />, '/account/notification');
      const sms = await screen.findByRole('switch', {
        name: `${NOTIFICATION_KIND_INFO.Outbid.label} by SMS`,
      });
      expect(sms.getAttribute('aria-checked')).toBe('false');
      expect(screen.getByText(NOTIFICATION_KIND_INFO.SavedFilterMatch.label)).toBeTruthy();
      expect(screen.queryByText(staffLabel)).toBeNull();
    },
    SLOW,
  );
});
