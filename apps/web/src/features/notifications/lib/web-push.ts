import { apiFetch } from '../../../lib/api-client';

/** Whether this browser can take Web Push at all (service workers + Push API + notifications). */
export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/**
 * Registers the service worker, subscribes with the server's VAPID key and sends the subscription with PUT
 * /updatepushnotificationkey/{token} (spec part 3 §7, at startup). Asks for permission only when `ask` is
 * set (a click); otherwise does nothing unless permission was already granted. Answers whether it worked.
 */
export async function registerPush(ask = false): Promise<boolean> {
  if (!isPushSupported()) return false;
  if (Notification.permission !== 'granted') {
    if (!ask || (await Notification.requestPermission()) !== 'granted') return false;
  }
  // Loaded only now: its schema would otherwise be built on every signed-in page's start.
  const { encodePushToken, ZPushSubscription } = await import('@bidright/domain/push-subscription');
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiFetch<{ publicKey: string }>('/api/notifications/pushkey', { silent: true });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const parsed = ZPushSubscription.safeParse(subscription.toJSON());
  if (!parsed.success) return false;
  await apiFetch(`/updatepushnotificationkey/${encodePushToken(parsed.data)}`, {
    method: 'PUT',
    silent: true,
  });
  return true;
}
