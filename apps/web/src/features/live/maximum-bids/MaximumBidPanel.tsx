import { MAXIMUM_BID_MESSAGES, type TMaximumBid, toCents } from '@bidright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, type ButtonProps, InputNumber, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { maximumBidQueryOptions, saveMaximumBid, withdrawMaximumBid } from '../api/live-api';
import { liveKeys } from '../api/query-keys';
import { usd } from '../format';
import { maximumBidChoices, type TMaximumBidLot } from './maximum-bid-choices';
import { maximumStanding, type TSeenBid } from './maximum-bid-standing';

/** The panel's own words; the texts the server and the alerts share come from MAXIMUM_BID_MESSAGES. */
const TEXT = {
  explain: 'Leave a maximum and we bid for you, one step at a time, only as far as needed to lead.',
  limit: (power: string) => `Up to your bidding power of ${power}.`,
  noRoom: 'Your bidding power does not reach the next bid step. Raise your deposit to set a maximum.',
  confirmLead: 'We will bid for you up to this amount, and never above it:',
  confirmRules:
    'You can raise it at any time. You can withdraw it only before the lot starts. Nobody else sees it.',
  saved: (amount: string) => `Your maximum of ${amount} is set.`,
  withdrawn: 'Your maximum bid is withdrawn.',
  withdrawConfirm: 'Withdraw your maximum bid?',
  failed: 'The maximum bid could not be saved. Please try again.',
  atPower: (power: string) => `It uses all your bidding power (${power}): raise your deposit to raise it.`,
};

const STANDING_TAGS = {
  leading: { color: 'green', text: 'Still leading' },
  exceeded: { color: 'red', text: MAXIMUM_BID_MESSAGES.exceeded },
  waiting: { color: 'blue', text: 'Waiting for bids' },
} as const;

const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : TEXT.failed;

/**
 * The bidder's maximum (absentee) bid beside the bid box (issue 32): set one with quick options up to the
 * bidding power, confirm it in a dialog that repeats the amount, then see "Your maximum: $X" and whether
 * it still leads; raise it at any time, withdraw it only before the lot starts. Only the owner ever
 * reads the amount: the server answers it to this bidder alone.
 */
export function MaximumBidPanel({
  lot,
  lockedAmount,
  topBid,
  userId,
  hasStarted,
  compact = false,
}: {
  lot: TMaximumBidLot;
  /** Locked deposit in dollars. */
  lockedAmount: number;
  /** The lot's current top bid, from the live stream when it has one. */
  topBid: TSeenBid | undefined;
  userId: string | undefined;
  hasStarted: boolean;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const maximum = useQuery(maximumBidQueryOptions(lot.auctionId, lot.id));
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const current = maximum.data ?? null;
  const choices = maximumBidChoices(lot, lockedAmount, current?.amount ?? null);

  const onSaved = (saved: TMaximumBid) => {
    queryClient.setQueryData(liveKeys.maximumBid(lot.id), saved);
    void queryClient.invalidateQueries({ queryKey: liveKeys.joinedLots() });
    setConfirming(null);
    setEditing(false);
    setAmount(null);
  };
  const save = useMutation({
    mutationFn: (dollars: number) => saveMaximumBid(lot.auctionId, lot.id, dollars),
    onSuccess: (saved) => {
      toastSuccess(TEXT.saved(usd(saved.amount)));
      onSaved(saved);
    },
    onError: (error) => {
      setConfirming(null);
      notifyWarning(refusal(error));
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawMaximumBid(lot.auctionId, lot.id),
    onSuccess: () => {
      queryClient.setQueryData(liveKeys.maximumBid(lot.id), null);
      void queryClient.invalidateQueries({ queryKey: liveKeys.joinedLots() });
      toastSuccess(TEXT.withdrawn);
    },
    onError: (error) => notifyWarning(refusal(error)),
  });

  /** Checks the amount with the domain's rule, then asks for confirmation (fat-finger protection). */
  const review = (dollars: number | null) => {
    if (dollars === null) return;
    const check = choices.check(dollars);
    if (!check.ok) {
      notifyWarning(check.message);
      return;
    }
    setConfirming(dollars);
  };

  if (maximum.isPending) return null;
  const showForm = !current || editing;
  const standing = current ? maximumStanding(current, topBid, userId) : null;

  return (
    <section
      data-testid="maximum-bid-panel"
      aria-label="Maximum bid"
      style={{ marginTop: 12, padding: compact ? 8 : 12, border: '1px solid #f0f0f0', borderRadius: 8 }}
    >
      {current && standing && (
        <Space wrap size={8} style={{ marginBottom: showForm ? 8 : 0 }}>
          <Typography.Text strong data-testid="my-maximum">
            {MAXIMUM_BID_MESSAGES.yourMaximum(toCents(current.amount))}
          </Typography.Text>
          <Tag color={STANDING_TAGS[standing].color} data-testid="my-maximum-standing">
            {STANDING_TAGS[standing].text}
          </Tag>
          {!editing && choices.canRaise && (
            <Button size="small" data-testid="raise-maximum" onClick={() => setEditing(true)}>
              Raise maximum
            </Button>
          )}
          {!hasStarted && (
            <Popconfirm
              title={TEXT.withdrawConfirm}
              okText="Withdraw"
              cancelText="Keep it"
              onConfirm={() => withdraw.mutate()}
            >
              <Button size="small" danger loading={withdraw.isPending} data-testid="withdraw-maximum">
                Withdraw maximum
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
      {current && !choices.canRaise && (
        <Typography.Paragraph
          type="secondary"
          data-testid="maximum-at-power"
          style={{ margin: '8px 0 0', fontSize: 12 }}
        >
          {TEXT.atPower(usd(choices.highest))}
        </Typography.Paragraph>
      )}
      {showForm && (
        <>
          {!current && (
            <Typography.Paragraph style={{ marginBottom: 8, fontSize: compact ? 12 : 14 }}>
              {TEXT.explain}
            </Typography.Paragraph>
          )}
          <Typography.Paragraph
            type="secondary"
            data-testid="maximum-bid-limit"
            style={{ marginBottom: 8, fontSize: 12 }}
          >
            {TEXT.limit(usd(choices.highest))}
          </Typography.Paragraph>
          {choices.lowest > choices.highest ? (
            <Alert type="warning" showIcon title={TEXT.noRoom} />
          ) : (
            <>
              <Space.Compact style={{ width: '100%' }}>
                <InputNumber
                  data-testid="maximum-bid-amount"
                  aria-label="Maximum bid amount"
                  style={{ width: '100%' }}
                  prefix="$"
                  precision={0}
                  min={choices.lowest}
                  max={choices.highest}
                  step={choices.step}
                  placeholder={usd(choices.lowest).slice(1)}
                  value={amount}
                  onChange={(value) => setAmount(value === null ? null : Number(value))}
                  onPressEnter={() => review(amount)}
                  formatter={(value) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
                  parser={(value) => Number((value ?? '').replace(/[^\d]/g, '')) as unknown as 0}
                />
                <Button
                  data-testid="set-maximum-bid"
                  disabled={amount === null}
                  onClick={() => review(amount)}
                >
                  {current ? 'Raise maximum bid' : MAXIMUM_BID_MESSAGES.setAction}
                </Button>
              </Space.Compact>
              <Space wrap size={[8, 8]} style={{ marginTop: 8 }}>
                {choices.quick.map((option) => (
                  <Button
                    key={option.key}
                    size="small"
                    data-testid={`maximum-quick-${option.key}`}
                    onClick={() => setAmount(option.amount)}
                  >
                    {option.label}
                  </Button>
                ))}
                {editing && (
                  <Button size="small" type="text" onClick={() => setEditing(false)}>
                    Cancel
                  </Button>
                )}
              </Space>
            </>
          )}
        </>
      )}
      <Modal
        open={confirming !== null}
        title={current ? 'Confirm your new maximum bid' : 'Confirm your maximum bid'}
        okText={`Confirm ${usd(confirming ?? 0)}`}
        okButtonProps={{ loading: save.isPending, 'data-testid': 'confirm-maximum-bid' } as ButtonProps}
        onOk={() => confirming !== null && save.mutate(confirming)}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{TEXT.confirmLead}</Typography.Paragraph>
        <div
          data-testid="confirm-maximum-amount"
          style={{ fontSize: 32, fontWeight: 700, margin: '8px 0 12px' }}
        >
          {usd(confirming ?? 0)}
        </div>
        <Typography.Paragraph type="secondary">{TEXT.confirmRules}</Typography.Paragraph>
      </Modal>
    </section>
  );
}
