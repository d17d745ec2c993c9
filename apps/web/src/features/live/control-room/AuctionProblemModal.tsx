import { LIVE_MESSAGES } from '@bidright/domain';
import { Button, Modal } from 'antd';

/** Why the control room cannot run the auction (no listed lots, or draft lots), with the way back. */
export function AuctionProblemModal({ problem, onOk }: { problem: string | null; onOk: () => void }) {
  return (
    <Modal
      open={Boolean(problem)}
      title={problem}
      closable={false}
      footer={
        <Button type="primary" onClick={onOk}>
          OK
        </Button>
      }
    >
      {problem === LIVE_MESSAGES.noListedLots
        ? 'Add and publish lots before running the auction.'
        : 'Publish or remove the draft lots first.'}
    </Modal>
  );
}
