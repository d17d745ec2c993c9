import { JOIN_MESSAGES, LIVE_MESSAGES, PRE_REGISTER_AMOUNT, type TBidderLot } from '@bidright/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useFieldError } from '../../../components/forms/field-error';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError, hasErrorCode } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import {
  balanceQueryOptions,
  joinLot,
  mySaleApprovalQueryOptions,
  purchaseProfilesQueryOptions,
} from '../api/live-api';
import { usd } from '../format';

/**
 * Join (lock funds), or pre-register before the lot starts (spec part 1 §5 "Joining"). The amount is an
 * integer from 0 to the available balance; Join is disabled at 0; a purchase profile is required.
 */
export function JoinModal({
  lot,
  open,
  onClose,
  onJoined,
}: {
  lot: TBidderLot;
  open: boolean;
  onClose: () => void;
  onJoined: () => void;
}) {
  const queryClient = useQueryClient();
  const profiles = useQuery(purchaseProfilesQueryOptions(open));
  const balance = useQuery(balanceQueryOptions(open));
  const [amount, setAmount] = useState<number | null>(null);
  const [profileId, setProfileId] = useState<string | undefined>(
    lot.auctionBidder?.purchaseProfileId ?? undefined,
  );
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  // GET /api/purchaseprofiles may not exist yet: the profile this bidder already uses in the auction
  // is the one choice we can offer then.
  const options =
    profiles.data?.map((p) => ({ value: String(p.id), label: p.name })) ??
    (lot.auctionBidder?.purchaseProfileId
      ? [{ value: lot.auctionBidder.purchaseProfileId, label: 'Purchase profile used in this auction' }]
      : []);
  const available = balance.data ?? null;
  const isStarted = Boolean(lot.startedTime);
  const noBalance = available !== null && available <= 0;
  const profileMissing = !profileId;
  // Tied to the select and announced (issue 33): the field has no antd rule, the modal keeps its own state.
  const profileError = useFieldError(
    (touched || options.length === 0) && profileMissing ? JOIN_MESSAGES.selectPurchaseProfile : null,
  );

  async function submit(kind: 'join' | 'preregister') {
    setTouched(true);
    if (profileMissing) return;
    const lockAmount = kind === 'preregister' ? PRE_REGISTER_AMOUNT : (amount ?? 0);
    setBusy(true);
    try {
      await joinLot(lot.auction.id, lot.id, {
        amount: lockAmount,
        purchaseProfileId: Number(profileId),
        type: 'ONLINE',
      });
      toastSuccess(kind === 'preregister' ? LIVE_MESSAGES.preRegistered : LIVE_MESSAGES.joined);
      onJoined();
      onClose();
    } catch (error) {
      // Held for the host's approval (ADR 0075): the refusal filed the request; the lot page says where it stands.
      if (hasErrorCode(error, 'BIDDER_APPROVAL_PENDING') || hasErrorCode(error, 'BIDDER_APPROVAL_DENIED')) {
        void queryClient.invalidateQueries({ queryKey: mySaleApprovalQueryOptions(lot.auction.id).queryKey });
        onClose();
      }
      if (error instanceof ApiError && error.status === 400 && error.message) {
        notifyWarning(error.message);
      } else {
        notifyWarning(LIVE_MESSAGES.joinFailed, LIVE_MESSAGES.refreshAndRetry);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Join Auction"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          {!isStarted && (
            <Button data-testid="preregister" loading={busy} onClick={() => void submit('preregister')}>
              Pre-register
            </Button>
          )}
          <Button
            type="primary"
            data-testid="join-submit"
            loading={busy}
            disabled={!amount || amount <= 0 || noBalance}
            onClick={() => void submit('join')}
          >
            Join
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        {noBalance && (
          <Alert
            type="error"
            showIcon
            title={JOIN_MESSAGES.insufficientBalance}
            style={{ marginBottom: 12 }}
          />
        )}
        {/* Unnamed fields (the modal keeps its own state) name their input, so each label belongs to it. */}
        <Form.Item
          label="Amount to lock"
          htmlFor="join-amount"
          extra={
            available !== null
              ? `Available balance: ${usd(available)}`
              : 'Your bank balance is checked when you join.'
          }
        >
          <InputNumber
            id="join-amount"
            data-testid="join-amount"
            style={{ width: '100%' }}
            min={0}
            max={available !== null ? Math.max(0, Math.floor(available)) : undefined}
            precision={0}
            prefix="$"
            value={amount}
            onChange={(value) => setAmount(value === null ? null : Math.floor(Number(value)))}
            formatter={(value) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
            parser={(value) => Number((value ?? '').replace(/[^\d]/g, '')) as unknown as 0}
          />
        </Form.Item>
        {amount !== null && amount > 0 && (
          <Typography.Paragraph type="secondary">
            This deposit lets you bid up to {usd(Math.floor((amount * 100) / Math.max(1, lot.requiredDown)))}{' '}
            ({lot.requiredDown}% down).
          </Typography.Paragraph>
        )}
        <Form.Item
          label="Purchase profile"
          htmlFor="join-profile"
          required
          validateStatus={profileError.status}
          help={profileError.help}
        >
          <Select
            {...profileError.controlProps}
            id="join-profile"
            data-testid="join-profile"
            placeholder="Select a purchase profile"
            options={options}
            value={profileId}
            onChange={setProfileId}
            notFoundContent="No purchase profiles found"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
