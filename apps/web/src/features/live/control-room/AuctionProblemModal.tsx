import { LIVE_MESSAGES } from '@bidright/domain';
import { Button, Modal } from 'antd';
import type { TAuctionProblem } from './control-room-lots';

/** Why the control room cannot run the auction (no listed lots, or draft lots), with the way back. */
export function AuctionProblemModal({
  problem,
  onOk,
}: {
  problem: TAuctionProblem | null;
  onOk: () => void;
}) {
  return (
    <Modal
      open={Boolean(problem)}
      title={problem ? LIVE_MESSAGES[problem] : null}
      closable={false}
      footer={
        <Button type="primary" onClick={onOk}>
          OK
        </Button>
      }
    >
      {problem === 'noListedLots'
        ? 'Add and publish lots before running the auction.'
        : 'Publish or remove the draft lots first.'}
    </Modal>
  );
}
