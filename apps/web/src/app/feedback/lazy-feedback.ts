import type { useAppProps } from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI, ModalFuncWithPromise } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** antd's message, notification and modal APIs, as `useFeedback()` answers them. */
export type TFeedbackApis = useAppProps;

type TModalHandle = ReturnType<ModalFuncWithPromise>;

/**
 * Stand-ins for antd's message, notification and modal APIs that load the real ones on their first call
 * (ADR 0080). antd's `App` renders the three holders with the app and so brings their code (the modal,
 * notification and message components, about 50 KB raw) into the start of every page, for feedback that most
 * first loads never show. A call made before the holders are there is kept and made, in order, once they
 * are; what a call returns (a message's close-and-then, a modal's destroy, update and then) works before
 * and after.
 */
export interface TLazyFeedback {
  /** What `useFeedback()` answers below the provider. */
  apis: TFeedbackApis;
  /** Hands over the real APIs, once their holders are rendered; the calls kept so far are made. */
  ready: (real: TFeedbackApis) => void;
}

/** `request` is called on the first call, to render the holders (once). */
export function createLazyFeedback(request: () => void): TLazyFeedback {
  let real: TFeedbackApis | null = null;
  let requested = false;
  const waiting: ((apis: TFeedbackApis) => void)[] = [];
  const run = (call: (apis: TFeedbackApis) => void) => {
    if (real) return call(real);
    waiting.push(call);
    if (!requested) {
      requested = true;
      request();
    }
  };

  /** A message's answer: a function that closes it, and a promise-like of its closing. */
  const messageCall = (open: (apis: TFeedbackApis) => MessageType) => (): MessageType => {
    if (real) return open(real);
    let inner: MessageType | undefined;
    let closed = false;
    let settle: (value: boolean) => void = () => undefined;
    const done = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    run((apis) => {
      if (closed) return settle(false);
      inner = open(apis);
      inner.then(settle);
    });
    const close = () => {
      closed = true;
      inner?.();
    };
    // biome-ignore lint/suspicious/noThenProperty: antd's message answer is a thenable by design (MessageType).
    return Object.assign(close, { then: done.then.bind(done) }) as MessageType;
  };

  type TMessageOpen = Exclude<keyof MessageInstance, 'destroy'>;
  const messageMethod =
    (name: TMessageOpen) =>
    (...args: unknown[]) =>
      messageCall((apis) => (apis.message[name] as (...a: unknown[]) => MessageType)(...args))();

  const message: MessageInstance = {
    info: messageMethod('info'),
    success: messageMethod('success'),
    error: messageMethod('error'),
    warning: messageMethod('warning'),
    loading: messageMethod('loading'),
    open: messageMethod('open'),
    destroy: (key) => run((apis) => apis.message.destroy(key)),
  };

  const notificationMethod =
    (name: keyof NotificationInstance) =>
    (...args: unknown[]) =>
      run((apis) => (apis.notification[name] as (...a: unknown[]) => void)(...args));

  const notification: NotificationInstance = {
    success: notificationMethod('success'),
    error: notificationMethod('error'),
    info: notificationMethod('info'),
    warning: notificationMethod('warning'),
    open: notificationMethod('open'),
    destroy: notificationMethod('destroy'),
  };

  /** A modal's answer: destroy and update (kept until the modal is up), and then (its OK or Cancel). */
  const modalMethod =
    (name: keyof HookAPI): ModalFuncWithPromise =>
    (props) => {
      if (real) return real.modal[name](props);
      let inner: TModalHandle | undefined;
      let destroyed = false;
      const updates: Parameters<TModalHandle['update']>[0][] = [];
      let settle: (confirmed: boolean) => void = () => undefined;
      const done = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      run((apis) => {
        if (destroyed) return settle(false);
        inner = apis.modal[name](props);
        for (const update of updates) inner.update(update);
        void inner.then(settle, () => settle(false));
      });
      return {
        destroy: () => {
          destroyed = true;
          inner?.destroy();
        },
        update: (configUpdate) => {
          if (inner) inner.update(configUpdate);
          else updates.push(configUpdate);
        },
        // biome-ignore lint/suspicious/noThenProperty: antd's modal answer is a thenable by design (HookAPI).
        then: <T>(resolve: (confirmed: boolean) => T) => done.then(resolve),
      };
    };

  const modal: HookAPI = {
    info: modalMethod('info'),
    success: modalMethod('success'),
    error: modalMethod('error'),
    warning: modalMethod('warning'),
    confirm: modalMethod('confirm'),
  };

  return {
    apis: { message, notification, modal },
    ready: (next) => {
      real = next;
      for (const call of waiting.splice(0)) call(next);
    },
  };
}
