import { z } from 'zod';
import { isStaff, type TRole } from './roles';

/**
 * Alerts to bidders and hosts' staff (issue 17; spec part 3 §2 "notification", §7 push key, §9 "duplicate
 * push alerts for a lot are suppressed"). Each kind has its own switch per channel on /account/notification.
 */

export const NOTIFICATION_KINDS = [
  'Outbid',
  'StopAlert',
  'LotStarting',
  'LotPostponed',
  'SavedFilterMatch',
  'Won',
  'PaymentSteps',
  'HostPastDue',
  'WireInstructionsChanged',
  'CreditBidMismatch',
  'RunnerUpOffer',
  'RunnerUpOfferEnded',
  'SaleInterrupted',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email', 'sms'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type TNotificationChannel = z.infer<typeof ZNotificationChannel>;

export const NOTIFICATION_CHANNEL_LABELS: Record<TNotificationChannel, string> = {
  inApp: 'In app',
  push: 'Push',
  email: 'E-mail',
  sms: 'SMS',
};

/** What each kind is about, as the preferences screen lists it; `staff` kinds are for hosts' staff only. */
export const NOTIFICATION_KIND_INFO: Record<
  TNotificationKind,
  { label: string; description: string; staff?: boolean; locked?: boolean }
> = {
  Outbid: { label: 'Outbid', description: 'Someone outbid you on a lot you joined.' },
  StopAlert: {
    label: 'Closing soon',
    description: "A joined lot's stop alert, or its stop time was extended.",
  },
  LotStarting: {
    label: 'Lot starting',
    description: 'A lot you joined, registered for or pinned starts within 15 minutes, or has started.',
  },
  LotPostponed: {
    label: 'Postponed or cancelled',
    description: 'A lot you pinned or registered for was postponed or cancelled.',
  },
  SavedFilterMatch: {
    label: 'Saved search match',
    description: 'A new lot matches one of your saved filters.',
  },
  Won: {
    label: 'You won',
    description: 'You won a lot: the deposit and its deadline, reminders before each deadline, and past due.',
  },
  PaymentSteps: {
    label: 'After the sale',
    description: 'Deposit received, payment received, court approval, deed ready, deed issued.',
  },
  HostPastDue: {
    label: 'Payments past due',
    description: "A winner's deposit or payment is past due on your lot.",
    staff: true,
  },
  WireInstructionsChanged: {
    label: 'Wire instructions changed',
    description: 'A host you still owe money changed its wire instructions (always by SMS and e-mail).',
    locked: true,
  },
  CreditBidMismatch: {
    label: 'Credit bid not confirmed',
    description:
      "A second person's typing of a plaintiff's credit bid did not match the entry (always in the app).",
    locked: true,
  },
  RunnerUpOffer: {
    label: 'Runner-up offer',
    description: "A lot's winner defaulted and the host offers it to you at your bid, for a limited time.",
  },
  RunnerUpOfferEnded: {
    label: 'Runner-up offer ended',
    description:
      'A runner-up declined a lot you offered them, or let the offer lapse: offer it on, or resell it.',
    staff: true,
  },
  SaleInterrupted: {
    label: 'Sale paused or interrupted',
    description:
      'A sale you are registered in was paused or interrupted, and its new closing times (always by SMS, e-mail, push and in the app; /outage-policy).',
    locked: true,
  },
};

/** Kinds that cannot be switched off: a warning against wire fraud always goes out by SMS and e-mail (ADR 0070). */
export const LOCKED_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter(
  (kind) => NOTIFICATION_KIND_INFO[kind].locked,
);

/**
 * The kinds of alert a role receives, and so may switch: bidders the lot kinds, hosts' staff (auctioneers and
 * employees) the `staff` kinds; clients and admins get no alerts. `locked` kinds have no switch.
 */
export function notificationKindsFor(role: TRole): TNotificationKind[] {
  if (role === 'Bidder')
    return NOTIFICATION_KINDS.filter(
      (kind) => !NOTIFICATION_KIND_INFO[kind].staff && !NOTIFICATION_KIND_INFO[kind].locked,
    );
  if (isStaff(role)) return NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].staff);
  return [];
}

export const NOTIFICATION_MESSAGES = {
  /** PUT /api/notifications/preferences with a kind the caller's role never receives; {label} is its label. */
  kindNotForRole: '"{label}" alerts do not apply to your account.',
  duplicateSwitch: 'Each alert and channel may appear once.',
  loadFailed: 'Your settings could not be loaded.',
  noAlerts: 'There are no alerts to choose for your account.',
} as const;

/** Every channel is on unless the user turned it off. */
export function isChannelEnabled(
  preferences: readonly { kind: string; channel: string; enabled: boolean }[],
  kind: TNotificationKind,
  channel: TNotificationChannel,
): boolean {
  return preferences.find((p) => p.kind === kind && p.channel === channel)?.enabled ?? true;
}

/** GET/PUT /api/notifications/preferences: one switch per kind and channel. */
export const ZNotificationPreference = z.object({
  kind: ZNotificationKind,
  channel: ZNotificationChannel,
  enabled: z.boolean(),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;
export const ZNotificationPreferencesBody = z.object({
  preferences: z.array(ZNotificationPreference).max(64),
});

export const ZNotificationItem = z.object({
  id: z.string(),
  kind: ZNotificationKind,
  lotId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdDate: z.string(),
});
export type TNotificationItem = z.infer<typeof ZNotificationItem>;

export const ZNotificationListAnswer = z.object({
  data: z.array(ZNotificationItem),
  unreadCount: z.number().int(),
});
export type TNotificationListAnswer = z.infer<typeof ZNotificationListAnswer>;
