import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import type { TBidderLot } from '@bidright/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { listingKeys } from '../../listings/api/listings';
import { setLotPinned } from '../api/live-api';
import { liveKeys } from '../api/query-keys';

/** The watch-list toggle: the lot page's own data says whether it is pinned; the server answers the count. */
export function PinToggle({ lot }: { lot: TBidderLot }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (pinned: boolean) => setLotPinned(lot.id, pinned),
    onSuccess: (answer, pinned) => {
      queryClient.setQueryData(listingKeys.pinCount(), answer.count);
      queryClient.setQueryData<TBidderLot>(liveKeys.bidderLot(lot.id), (current) =>
        current ? { ...current, isPinned: pinned } : current,
      );
    },
  });
  return (
    <Button
      icon={lot.isPinned ? <PushpinFilled /> : <PushpinOutlined />}
      aria-pressed={lot.isPinned}
      data-testid="pin-toggle"
      loading={toggle.isPending}
      onClick={() => toggle.mutate(!lot.isPinned)}
    >
      {lot.isPinned ? 'Pinned' : 'Pin'}
    </Button>
  );
}
