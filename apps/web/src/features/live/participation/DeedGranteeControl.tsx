import { LIVE_MESSAGES, PURCHASE_PROFILE_CHANGE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { changePurchaseProfile } from '../api/deed-grantee';
import { bidderLotQueryOptions, purchaseProfilesQueryOptions } from '../api/live-api';

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
  const queryClient = useQueryClient();
  const profiles = useQuery(purchaseProfilesQueryOptions());
  const current = lot.auctionBidder?.purchaseProfileId ?? null;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const name = profiles.data?.find((p) => p.id === current)?.name;

  async function save() {
    if (!chosen) return;
    setBusy(true);
    try {
      await changePurchaseProfile(lot.auction.id, chosen);
      toastSuccess(PURCHASE_PROFILE_CHANGE_MESSAGES.changed);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: bidderLotQueryOptions(lot.id).queryKey });
    } catch (error) {
      notifyWarning(
        error instanceof ApiError && error.message ? error.message : LIVE_MESSAGES.refreshAndRetry,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space style={{ marginBottom: 12 }} wrap data-testid="deed-grantee">
      <Typography.Text>
        Deed grantee: <Typography.Text strong>{name ?? (current ? 'Purchase profile' : '—')}</Typography.Text>
      </Typography.Text>
      <Button
        size="small"
        onClick={() => {
          setChosen(current ?? undefined);
          setOpen(true);
        }}
      >
        Change
      </Button>
      <Modal
        open={open}
        title="Change Deed Grantee"
        okText="Save"
        onOk={() => void save()}
        okButtonProps={{ disabled: !chosen || chosen === current, loading: busy }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          The purchase profile named on the deed if you win a lot of this auction. It can be changed until the
          lot starts.
        </Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label="Purchase profile" htmlFor="deed-grantee-profile">
            <Select
              id="deed-grantee-profile"
              value={chosen}
              onChange={setChosen}
              loading={profiles.isPending}
              placeholder="Select a purchase profile"
              options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
