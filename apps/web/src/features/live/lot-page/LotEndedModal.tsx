import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { LazyModal } from '../../../components/LazyModal';

/** Shown when the bidder's lot stops: the outcome for them, and a way on to the next lot if one follows. */
export function LotEndedModal({
  ended,
  isWinner,
  onClose,
}: {
  /** The stopped lot's successor ('' when none), or null while the lot has not stopped. */
  ended: { nextId: string } | null;
  isWinner: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <LazyModal
      open={Boolean(ended)}
      title="Lot has ended"
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
                navigate(`/details/${ended.nextId}`);
              }}
            >
              Go to next lot!
            </Button>
          )}
        </Space>
      }
    >
      {isWinner ? 'Congratulations, you won this lot!' : 'Bidding on this lot has ended.'}
    </LazyModal>
  );
}
