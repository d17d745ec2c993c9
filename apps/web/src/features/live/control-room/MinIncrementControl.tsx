import { LIVE_MESSAGES } from '@bidright/domain';
import { Button, InputNumber } from 'antd';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { changeMinIncrement } from '../api/live-api';
import { usd } from '../format';

/**
 * The auctioneer's field for raising the lot's minimum bid increment. The typed amount is the active lot
 * panel's state, so it outlives this field while a stopped lot hides it.
 */
export function MinIncrementControl({
  lotId,
  currentIncrement,
  increment,
  setIncrement,
}: {
  lotId: string;
  currentIncrement: number;
  increment: number | null;
  setIncrement: (increment: number | null) => void;
}) {
  async function saveIncrement() {
    if (!increment) return;
    try {
      await changeMinIncrement(lotId, increment);
      toastSuccess(LIVE_MESSAGES.incrementUpdated);
      setIncrement(null);
    } catch (error) {
      notifyWarning(error instanceof ApiError ? error.message : 'Error occurred while requesting!');
    }
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12, maxWidth: 440 }}>
      <InputNumber
        data-testid="min-increment"
        prefix="$"
        min={currentIncrement}
        precision={2}
        placeholder={`Increment ${usd(currentIncrement)}`}
        value={increment}
        onChange={(value) => setIncrement(value === null ? null : Number(value))}
        style={{ flex: '1 1 160px', minWidth: 0 }}
      />
      <Button disabled={!increment || increment < currentIncrement} onClick={() => void saveIncrement()}>
        Set minimum increment
      </Button>
    </div>
  );
}
