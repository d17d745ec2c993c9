import type { TBidderLot } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { purchaseProfilesQueryOptions } from '../api/live-api';

const DeedGranteeDialog = lazy(async () => ({
  default: (await import('./DeedGranteeDialog')).DeedGranteeDialog,
}));

/** Whether the bidder may still change the lot's deed grantee: registered, and the lot has not started. */
export function canChangeDeedGrantee(lot: TBidderLot, isJoined: boolean): boolean {
  return (
    isJoined &&
    lot.auctionBidder !== null &&
    !lot.startedTime &&
    lot.lotStatus === 'Listed' &&
    !lot.auction.isFinished &&
    !lot.auction.isCancelled
  );
}

/**
 * The purchase profile (the grantee on the deed if the bidder wins) used in this auction, with a Change
 * button until the lot starts (spec part 1 §7, PUT /api/auctions/{auctionId}/bidders; issue 31 item 6).
 */
export function DeedGranteeControl({ lot }: { lot: TBidderLot }) {
  const profiles = useQuery(purchaseProfilesQueryOptions());
  const current = lot.auctionBidder?.purchaseProfileId ?? null;
  const [open, setOpen] = useState(false);
  // Each opening mounts the dialog afresh (its choice starts at the current profile); it stays mounted while
  // it closes, so it closes with its animation.
  const [opening, setOpening] = useState(0);
  const name = profiles.data?.find((p) => p.id === current)?.name;

  return (
    <Space style={{ marginBottom: 12 }} wrap data-testid="deed-grantee">
      <Typography.Text>
        Deed grantee: <Typography.Text strong>{name ?? (current ? 'Purchase profile' : '—')}</Typography.Text>
      </Typography.Text>
      <Button
        size="small"
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        Change
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <DeedGranteeDialog key={opening} lot={lot} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Space>
  );
}
