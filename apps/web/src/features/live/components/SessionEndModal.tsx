import { LIVE_MESSAGES } from '@bidright/domain';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { TSessionEnd } from '../lib/live-reducer';

/**
 * What ends a live session (spec part 1 §4, §8): Disconnect (a newer connection of this user took over)
 * shows the duplicate-connection modal, whose Close leaves to `closeTo`; Error shows the server's
 * message; Kick shows 'Disconnected' and reloads the page.
 */
export function SessionEndModal({ ended, closeTo }: { ended: TSessionEnd | null; closeTo: string }) {
  const navigate = useNavigate();
  if (!ended) return null;
  if (ended.kind === 'disconnect') {
    return (
      <Modal
        open
        closable={false}
        maskClosable={false}
        title={LIVE_MESSAGES.duplicateConnectionTitle}
        footer={
          <Button type="primary" data-testid="duplicate-close" onClick={() => navigate(closeTo)}>
            Close
          </Button>
        }
      >
        <Typography.Paragraph>This auction was opened from another device or tab:</Typography.Paragraph>
        <Typography.Paragraph strong data-testid="duplicate-device">
          {ended.device || LIVE_MESSAGES.duplicateConnectionDefault}
        </Typography.Paragraph>
      </Modal>
    );
  }
  if (ended.kind === 'kick') {
    return (
      <Modal
        open
        closable={false}
        maskClosable={false}
        title="Disconnected"
        footer={
          <Button type="primary" onClick={() => window.location.reload()}>
            OK
          </Button>
        }
      >
        You were removed from this lot.
      </Modal>
    );
  }
  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      title={ended.message || 'Error'}
      footer={
        <Button type="primary" onClick={() => window.location.reload()}>
          OK
        </Button>
      }
    >
      The live connection has ended.
    </Modal>
  );
}
