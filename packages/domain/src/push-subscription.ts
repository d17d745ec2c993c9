import { z } from 'zod';

// Apart from notifications.ts: the web app needs this schema only once a reader has allowed notifications,
// and loads this module then (features/notifications/lib/web-push.ts), so no page builds it at load.

/**
 * A Web Push subscription as the browser gives it (PushSubscription.toJSON()). PUT
 * /updatepushnotificationkey/{token} carries it in the path as base64url JSON.
 */
export const ZPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** The path token of PUT /updatepushnotificationkey/{token}: base64url of the subscription's JSON. */
export function encodePushToken(subscription: TPushSubscription): string {
  const json = JSON.stringify(subscription);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Reads a push token back; null when it is not a valid subscription. */
export function decodePushToken(token: string): TPushSubscription | null {
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed = ZPushSubscription.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
