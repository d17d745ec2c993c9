import { VERIFICATION_MESSAGES } from '@bidright/domain';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useOwnIdentity } from '../api/verifications';

/**
 * The bidder's identity check as the account's verification card shows it (ADR 0072): pending an admin's
 * review, or denied with the admin's reason and a way to link another account. Nothing when it is verified or
 * not checked yet (the card's own steps say what to do).
 */
export function IdentityStateNotice() {
  const navigate = useNavigate();
  const { data } = useOwnIdentity();
  if (data?.status === 'Pending review')
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="identity-state"
        title="Identity: Pending review"
        description={VERIFICATION_MESSAGES.pendingReview}
      />
    );
  if (data?.status === 'Denied')
    return (
      <Alert
        type="error"
        showIcon
        data-testid="identity-state"
        title="Identity: Denied"
        description={`${data.reason ?? ''} You can link another bank account in your own name to try again.`}
        action={
          <Button size="small" onClick={() => navigate('/account/balance')}>
            Link another account
          </Button>
        }
      />
    );
  return null;
}
