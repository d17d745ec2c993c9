import { ADMIN_MESSAGES, type TCompanyRow } from '@bidright/domain';
import { Button, Space } from 'antd';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { type TCompanyAction, useCompanyAction } from '../api/admin';

const CONFIRM: Record<TCompanyAction, string> = {
  approve: ADMIN_MESSAGES.confirmApprove,
  decline: ADMIN_MESSAGES.confirmDecline,
  activate: ADMIN_MESSAGES.confirmActivate,
  deactivate: ADMIN_MESSAGES.confirmDeactivate,
};

/** The actions a company's status allows; each asks for confirmation first (spec part 3 §2). */
export function actionsFor(status: TCompanyRow['status']): TCompanyAction[] {
  if (status === 'Pending') return ['approve', 'decline'];
  if (status === 'Declined') return ['approve'];
  if (status === 'Active') return ['deactivate'];
  return ['activate'];
}

const LABEL: Record<TCompanyAction, string> = {
  approve: 'Approve',
  decline: 'Decline',
  activate: 'Activate',
  deactivate: 'Deactivate',
};

export function CompanyActions({ company, size }: { company: TCompanyRow; size?: 'small' | 'middle' }) {
  const { modal } = useFeedback();
  const change = useCompanyAction();
  const run = (action: TCompanyAction) =>
    modal.confirm({
      title: CONFIRM[action],
      content: company.name,
      okText: LABEL[action],
      okButtonProps: { danger: action === 'decline' || action === 'deactivate' },
      onOk: async () => {
        const answer = await change.mutateAsync({ companyId: company.id, action });
        toastSuccess(answer.message);
      },
    });
  return (
    <Space size={8} onClick={(event) => event.stopPropagation()}>
      {actionsFor(company.status).map((action) => (
        <Button
          key={action}
          size={size}
          type={action === 'approve' || action === 'activate' ? 'primary' : 'default'}
          danger={action === 'decline' || action === 'deactivate'}
          onClick={() => run(action)}
        >
          {LABEL[action]}
        </Button>
      ))}
    </Space>
  );
}
