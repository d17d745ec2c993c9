import { LIVE_MESSAGES } from '@bidright/domain';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { controlLot } from '../api/live-api';
import type { TActiveLotFigures } from './active-lot-figures';

type TLotAction = 'start' | 'stop' | 'notifystop' | 'notifystopcancel';

/** A manual lot's controls for the auctioneer: start it, send or cancel the stop alert, finish it. */
export function LotControls({ lotId, figures }: { lotId: string; figures: TActiveLotFigures }) {
  const [busy, setBusy] = useState<string | null>(null);
  const { state, isOpen, alertActive } = figures;

  async function act(action: TLotAction) {
    setBusy(action);
    try {
      const answer = await controlLot(lotId, action);
      if (action === 'start') toastSuccess('Lot has been started!');
      if (action === 'notifystop') toastSuccess(LIVE_MESSAGES.alertSent);
      if (action === 'notifystopcancel') toastSuccess(LIVE_MESSAGES.alertCancelled);
      if (action === 'stop') {
        if (answer.stopped === false) notifyWarning(answer.message ?? 'The stop alert was sent again.');
        else toastSuccess('Lot has been stopped!');
      }
    } catch (error) {
      if (action === 'notifystopcancel') notifyWarning(LIVE_MESSAGES.cancelAlertFailed);
      else notifyWarning(error instanceof ApiError ? error.message : 'Error occurred while requesting!');
    } finally {
      setBusy(null);
    }
  }
  const confirm = (title: string, action: 'start' | 'stop' | 'notifystop') =>
    Modal.confirm({ title, okText: 'Yes', cancelText: 'No', onOk: () => act(action) });

  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {!state.startedTime && state.lotStatus === 'Listed' && (
        <Button
          type="primary"
          size="large"
          data-testid="start-lot"
          loading={busy === 'start'}
          onClick={() => confirm('Are you sure to start the lot?', 'start')}
        >
          START
        </Button>
      )}
      {isOpen && !alertActive && (
        <Button
          size="large"
          data-testid="stop-alert-send"
          loading={busy === 'notifystop'}
          onClick={() => confirm('Send the 10-second stop alert?', 'notifystop')}
        >
          Stop Alert
        </Button>
      )}
      {alertActive && (
        <Button
          size="large"
          danger
          data-testid="stop-alert-cancel"
          loading={busy === 'notifystopcancel'}
          onClick={() => void act('notifystopcancel')}
        >
          Cancel Alert
        </Button>
      )}
      {isOpen && (
        <Button
          size="large"
          danger
          type="primary"
          data-testid="finish-lot"
          loading={busy === 'stop'}
          onClick={() => confirm('Are you sure to finish the lot?', 'stop')}
        >
          FINISH
        </Button>
      )}
    </Space>
  );
}
