import {
  decodePushToken,
  ROLES,
  ZNotificationListAnswer,
  ZNotificationPreference,
  ZNotificationPreferencesBody,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS, idParams } from '../../http/route-kit';
import {
  getPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  savePreferences,
  savePushSubscription,
} from './inbox';

const secured = { tags: ['Notifications'], security: bearerSecurity };
const ZOk = z.object({ ok: z.boolean() });

/** In-app alerts, per-kind per-channel preferences and device push subscriptions (spec part 3 §2, §7). */
export function notificationRoutes(app: FastifyInstance, deps: { db: Db; vapidPublicKey: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // Every signed-in user has alerts of their own: bidders about lots, hosts' staff about past-due payments.
  const anyone = { onRequest: authorize(...ROLES) };

  r.get(
    '/api/notifications',
    {
      ...anyone,
      schema: {
        ...secured,
        summary: 'My latest alerts and the unread count',
        response: { 200: ZNotificationListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listNotifications(db, callerOf(request).id),
  );
  r.put(
    '/api/notifications/readall',
    {
      ...anyone,
      schema: {
        ...secured,
        summary: 'Mark all my alerts read',
        response: { 200: ZNotificationListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => markAllNotificationsRead(db, callerOf(request).id),
  );
  r.put(
    '/api/notifications/:id/read',
    {
      ...anyone,
      schema: {
        ...secured,
        summary: 'Mark one of my alerts read',
        params: idParams('id'),
        response: { 200: ZNotificationListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => markNotificationRead(db, callerOf(request).id, request.params.id),
  );
  r.get(
    '/api/notifications/preferences',
    {
      ...anyone,
      schema: {
        ...secured,
        summary: 'My alert switches (absent = on)',
        response: { 200: z.array(ZNotificationPreference), ...ERROR_ANSWERS },
      },
    },
    async (request) => getPreferences(db, callerOf(request)),
  );
  r.put(
    '/api/notifications/preferences',
    {
      ...anyone,
      schema: {
        ...secured,
        summary: "Turn alerts on or off per kind and channel (only kinds the caller's role receives)",
        body: ZNotificationPreferencesBody,
        response: { 200: z.array(ZNotificationPreference), ...ERROR_ANSWERS },
      },
    },
    async (request) => savePreferences(db, callerOf(request), request.body.preferences),
  );
  r.get(
    '/api/notifications/pushkey',
    {
      ...anyone,
      schema: {
        ...secured,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: z.object({ publicKey: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async () => ({ publicKey: deps.vapidPublicKey }),
  );
  r.put(
    '/updatepushnotificationkey/:token',
    {
      ...anyone,
      schema: {
        ...secured,
        summary: "Register this device's Web Push subscription (token: base64url of its JSON)",
        params: z.object({ token: z.string().min(1).max(3000) }),
        response: { 200: ZOk, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const subscription = decodePushToken(request.params.token);
      if (!subscription) throw badRequest('The push notification key is not valid.');
      await savePushSubscription(db, callerOf(request).id, subscription);
      return { ok: true };
    },
  );
}
