import { LIVE_MESSAGES, PURCHASE_PROFILE_CHANGE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { changePurchaseProfile } from '../api/deed-grantee';
import { bidderLotQueryOptions, purchaseProfilesQueryOptions } from '../api/live-api';

/**
 * The Change Deed Grantee dialog: its own chunk, loaded when the bidder first taps Change, so the lot page's
 * first load carries no antd Form or Select for it (issue 41). Mounted afresh for each opening, so the choice
 * starts at the current profile.
 */
export function DeedGranteeDialog({
  lot,
  open,
  onClose,
}: {
  lot: TBidderLot;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const profiles = useQuery(purchaseProfilesQueryOptions());
  const current = lot.auctionBidder?.purchaseProfileId ?? null;
  const [chosen, setChosen] = useState<string | undefined>(current ?? undefined);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!chosen) return;
    setBusy(true);
    try {
      await changePurchaseProfile(lot.auction.id, chosen);
      toastSuccess(PURCHASE_PROFILE_CHANGE_MESSAGES.changed);
      onClose();
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
    <Modal
      open={open}
      title="Change Deed Grantee"
      okText="Save"
      onOk={() => void save()}
      okButtonProps={{ disabled: !chosen || chosen === current, loading: busy }}
      onCancel={onClose}
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
  );
}
