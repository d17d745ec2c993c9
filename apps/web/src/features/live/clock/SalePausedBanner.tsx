import { OUTAGE_MESSAGES } from '@bidright/domain';
import { Alert } from 'antd';
import { Link } from 'react-router';

/**
 * "Sale paused" (issue 43 point 1, ADR 0077): shown while the server says the lot's sale is paused (the lot's
 * `salePausedAt`, from the stream or the REST answer, whichever is newer). The server refuses bids meanwhile;
 * this only says so.
 */
export function SalePausedBanner({ salePausedAt }: { salePausedAt: string | null | undefined }) {
  if (!salePausedAt) return null;
  return (
    <Alert
      data-testid="sale-paused-banner"
      role="status"
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={OUTAGE_MESSAGES.banner}
      description={
        <>
          {OUTAGE_MESSAGES.bannerDetail} <Link to="/outage-policy">Outage policy</Link>
        </>
      }
    />
  );
}
