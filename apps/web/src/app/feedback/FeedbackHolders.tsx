import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import type { TFeedbackApis } from './lazy-feedback';

/**
 * antd's message, notification and modal holders, as antd's `App` renders them, and their APIs handed to the
 * lazy stand-ins (lazy-feedback.ts) once the holders are in the page. Its own chunk, loaded on the first
 * message, notification or modal.
 */
export function FeedbackHolders({ onReady }: { onReady: (apis: TFeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  // After the commit that put the holders in the page: a call made now reaches them.
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
