import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Toasts stay 3 s, errors 4 s (spec part 1 §9). */
export const TOAST_SECONDS = 3;
export const ERROR_SECONDS = 4;

type TNotifier = { message: MessageInstance; notification: NotificationInstance };

let notifier: TNotifier | null = null;

/** Wired from inside antd `<App>` so non-React code (the API client) can show themed toasts. */
export function setNotifier(next: TNotifier | null): void {
  notifier = next;
}

export function toastSuccess(content: string): void {
  notifier?.message.success({ content, duration: TOAST_SECONDS });
}

export function toastError(content: string): void {
  notifier?.message.error({ content, duration: ERROR_SECONDS });
}

export function notifyError(title: string, description?: string): void {
  notifier?.notification.error({ title, description, duration: ERROR_SECONDS });
}

export function notifyWarning(title: string, description?: string, key?: string): void {
  notifier?.notification.warning({ key, title, description, duration: ERROR_SECONDS });
}

/** Closes a notification shown with a key, once what it said no longer holds. */
export function closeNotification(key: string): void {
  notifier?.notification.destroy(key);
}
