import { LIVE_MESSAGES } from '@bidright/domain';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainDescriptions } from '../../../components/PlainDescriptions';
import { hostTime, parseDeviceText } from '../format';
import type { TSessionEnd } from './live-reducer';

/**
 * What ends a live session (spec part 1 §4, §8): Disconnect (a newer connection of this user took over)
 * shows the duplicate-connection modal, whose Close leaves to `closeTo`; Error shows the server's
 * message; Kick shows 'Disconnected' and reloads the page. Times are in the auction host's `timeZone`.
 */
export function SessionEndModal({
  ended,
  closeTo,
  timeZone,
}: {
  ended: TSessionEnd | null;
  closeTo: string;
  timeZone?: string;
}) {
  const navigate = useNavigate();
  if (!ended) return null;
  if (ended.kind === 'disconnect') {
    const device = ended.device ? parseDeviceText(ended.device) : null;
    return (
      <Modal
        open
        closable={false}
        mask={{ closable: false }}
        title={LIVE_MESSAGES.duplicateConnectionTitle}
        footer={
          <Button type="primary" data-testid="duplicate-close" onClick={() => navigate(closeTo)}>
            Close
          </Button>
        }
      >
        <Typography.Paragraph>This auction was opened from another device or tab:</Typography.Paragraph>
        {device ? (
          <PlainDescriptions
            bordered
            items={[
              {
                label: 'Device',
                children: (
                  // The ids tell two tabs of one browser apart; people read the browser and its system.
                  <span data-testid="duplicate-device" title={device.device}>
                    {device.browser} on {device.os}
                  </span>
                ),
              },
              {
                label: 'Nearby',
                children: <span data-testid="duplicate-place">{device.place ?? 'Unknown'}</span>,
              },
              {
                label: 'Time',
                children: <span data-testid="duplicate-time">{hostTime(ended.at, timeZone)}</span>,
              },
            ]}
          />
        ) : (
          <>
            <Typography.Paragraph strong data-testid="duplicate-device">
              {ended.device || LIVE_MESSAGES.duplicateConnectionDefault}
            </Typography.Paragraph>
            {ended.at && (
              <Typography.Paragraph data-testid="duplicate-time">
                {hostTime(ended.at, timeZone)}
              </Typography.Paragraph>
            )}
          </>
        )}
      </Modal>
    );
  }
  if (ended.kind === 'kick') {
    return (
      <Modal
        open
        closable={false}
        mask={{ closable: false }}
        title="Disconnected"
        footer={
          <Button type="primary" onClick={() => window.location.reload()}>
            OK
          </Button>
        }
      >
        You were removed from this lot.
      </Modal>
    );
  }
  return (
    <Modal
      open
      closable={false}
      mask={{ closable: false }}
      title={ended.message || 'Error'}
      footer={
        <Button type="primary" onClick={() => window.location.reload()}>
          OK
        </Button>
      }
    >
      The live connection has ended.
    </Modal>
  );
}
