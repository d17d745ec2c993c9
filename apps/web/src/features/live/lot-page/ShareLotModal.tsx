import type { TBidderLot } from '@bidright/domain';
import { Button, Input, Space } from 'antd';
import { LazyModal } from '../../../components/LazyModal';
import { toastSuccess } from '../../../lib/notifier';
import { canonicalLotPath } from '../format';

/** The lot's canonical link, with a button that copies it. */
export function ShareLotModal({
  open,
  lot,
  onClose,
}: {
  open: boolean;
  lot: TBidderLot;
  onClose: () => void;
}) {
  const link = `${window.location.origin}${canonicalLotPath(lot)}`;
  return (
    <LazyModal open={open} title="Share" onCancel={onClose} footer={null}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={link} />
        <Button
          type="primary"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => toastSuccess('Link copied!'));
          }}
        >
          Copy
        </Button>
      </Space.Compact>
    </LazyModal>
  );
}
