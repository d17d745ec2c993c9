import { DeleteOutlined, StopOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES as M } from '@bidright/domain';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { notifyError, toastSuccess } from '../../../lib/notifier';
import { clearSession } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { deactivateBidderAccount, requestAccountDeletion } from '../api/bidder-account';
import { SettingRow } from './SettingRow';

/** Texts of the account-closure actions (spec part 3 §5, §8). */
export const CLOSURE_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete your account? This will permanently erase your account.',
  deleteDone: M.accountDeleteRequested,
  deleteFailed: 'There was an error processing your request. Please try again later.',
  deactivateConfirm: 'Are you sure you want to deactivate your account?',
} as const;

/** Deactivate the account, or ask for its deletion; both end the session. */
export function AccountClosureCard() {
  const { modal } = useFeedback();
  const navigate = useNavigate();

  const leave = () => {
    clearSession();
    navigate('/login', { replace: true });
  };

  function deactivate() {
    modal.confirm({
      title: CLOSURE_MESSAGES.deactivateConfirm,
      content: 'You will be logged out and will not be able to log in until an administrator reactivates it.',
      okText: 'Deactivate',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const answer = await deactivateBidderAccount();
          toastSuccess(answer?.message || 'Your account has been deactivated.');
          leave();
        } catch {
          notifyError(CLOSURE_MESSAGES.deleteFailed);
        }
      },
    });
  }

  function requestDeletion() {
    modal.confirm({
      title: CLOSURE_MESSAGES.deleteConfirm,
      okText: 'Delete Account',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await requestAccountDeletion();
          toastSuccess(CLOSURE_MESSAGES.deleteDone);
          leave();
        } catch {
          notifyError(CLOSURE_MESSAGES.deleteFailed);
        }
      },
    });
  }

  return (
    <Card title="Close Account" data-testid="closure-card">
      <SettingRow
        icon={<StopOutlined />}
        title="Deactivate account"
        description="Stop using Bidright for now. Your data stays; an administrator can reactivate the account."
        extra={<Button onClick={deactivate}>Deactivate</Button>}
      />
      <SettingRow
        last
        icon={<DeleteOutlined />}
        title="Delete account"
        description="Ask us to delete your account. Records needed for reporting are kept, as the privacy policy says."
        extra={
          <Button danger onClick={requestDeletion}>
            Delete Account
          </Button>
        }
      />
    </Card>
  );
}
