import { OUTAGE_MESSAGES } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { setSalePaused } from '../api/live-api';
import { liveKeys } from '../api/query-keys';

/**
 * "Pause sale" / "Resume sale" (issue 43 point 1, ADR 0077) for the auctioneer's staff. The server decides:
 * while paused it refuses every bid and stops the lots' clocks; on resume each open lot closes later by the
 * pause's length. The button reads the auction's state as fetched, read again after each change.
 */
export function SalePauseControl({ auctionId, pausedAt }: { auctionId: string; pausedAt: string | null }) {
  const queryClient = useQueryClient();
  const { modal } = useFeedback();
  const [busy, setBusy] = useState(false);
  const isPaused = Boolean(pausedAt);

  async function change(paused: boolean) {
    setBusy(true);
    try {
      await setSalePaused(auctionId, paused);
      toastSuccess(paused ? 'The sale is paused.' : 'The sale has resumed.');
    } catch (error) {
      notifyWarning(error instanceof ApiError ? error.message : 'Error occurred while requesting!');
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: liveKeys.auction(auctionId) });
    }
  }

  const confirm = () =>
    modal.confirm({
      title: isPaused ? 'Resume the sale?' : 'Pause the sale?',
      content: isPaused
        ? "Bidding opens again, and each open lot closes later by the pause's length. Every registered bidder is told the new closing times."
        : 'Every bid on its lots is refused and no lot starts or closes until you resume it. Every registered bidder is told.',
      okText: isPaused ? 'Resume sale' : 'Pause sale',
      cancelText: 'Cancel',
      onOk: () => change(!isPaused),
    });

  return (
    <>
      {isPaused && (
        <Tag color="orange" data-testid="sale-paused-tag">
          {OUTAGE_MESSAGES.banner}
        </Tag>
      )}
      <Button
        data-testid={isPaused ? 'resume-sale' : 'pause-sale'}
        danger={!isPaused}
        type={isPaused ? 'primary' : 'default'}
        loading={busy}
        onClick={confirm}
      >
        {isPaused ? 'Resume sale' : 'Pause sale'}
      </Button>
    </>
  );
}
