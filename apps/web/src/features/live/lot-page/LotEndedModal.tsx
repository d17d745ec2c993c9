import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { LazyModal } from '../../../components/LazyModal';
import { practiceLotPath } from '../format';

/** Shown when the bidder's lot stops: the outcome for them, and a way on to the next lot if one follows. */
export function LotEndedModal({
  ended,
  isWinner,
  isPractice = false,
  onClose,
}: {
  /** The stopped lot's successor ('' when none), or null while the lot has not stopped. */
  ended: { nextId: string } | null;
  isWinner: boolean;
  /** A practice lot (ADR 0076): the title says so, and the next lot opens under the practice band. */
  isPractice?: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <LazyModal
      open={Boolean(ended)}
      title={isPractice ? 'Practice: lot has ended' : 'Lot has ended'}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>Close</Button>
          {ended?.nextId && (
            <Button
              type="primary"
              data-testid="go-next-lot"
              onClick={() => {
                onClose();
                navigate(isPractice ? practiceLotPath(ended.nextId) : `/details/${ended.nextId}`);
              }}
            >
              Go to next lot!
            </Button>
          )}
        </Space>
      }
    >
      {isWinner
        ? isPractice
          ? 'Congratulations, you won this practice lot! It was play money: nothing is owed.'
          : 'Congratulations, you won this lot!'
        : 'Bidding on this lot has ended.'}
    </LazyModal>
  );
}
