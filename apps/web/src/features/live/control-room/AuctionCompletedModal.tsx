import { LIVE_MESSAGES } from '@bidright/domain';
import { Button, Modal } from 'antd';

/** Every lot of the auction has closed: the control room's work is done. */
export function AuctionCompletedModal({ open, onOk }: { open: boolean; onOk: () => void }) {
  return (
    <Modal
      open={open}
      title={LIVE_MESSAGES.auctionCompleted}
      closable={false}
      footer={
        <Button type="primary" onClick={onOk}>
          OK
        </Button>
      }
    >
      Every lot of this auction has closed.
    </Modal>
  );
}
