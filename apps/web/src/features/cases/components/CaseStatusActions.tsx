import { DeleteOutlined, StopOutlined } from '@ant-design/icons';
import type { TCaseDetail, TCaseStatus } from '@bidright/domain';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteCase, useUpdateCaseStatus } from '../api/cases';
import { quiet } from './quiet';
import { useCaseRoles } from './use-staff';

/** Button text and confirmation of each offered status change (spec part 2 §4). */
export const CASE_TRANSITIONS: Record<
  TCaseStatus,
  { label: string; confirm: string; danger?: boolean; primary?: boolean }
> = {
  WaitingCourtHouse: {
    label: 'Mark as Pending Court Approval',
    confirm: 'Are you sure you want to mark this case as Pending Court Approval?',
    primary: true,
  },
  Approved: {
    label: 'Mark as Court Approved',
    confirm: 'Are you sure you want to mark this case as Court Approved?',
    primary: true,
  },
  Denied: {
    label: 'Mark as Court Denied',
    confirm: 'Are you sure you want to mark this case as Denied by the court?',
    danger: true,
  },
  Closed: {
    label: 'Mark as Completed',
    confirm: 'Are you sure you want to mark this case as Completed? It will be closed.',
    primary: true,
  },
  Cancelled: {
    label: 'Cancel Case',
    confirm:
      'Are you sure you want to cancel this case? Its published lots that have not started are cancelled too, and their bidders are told. This cannot be undone.',
    danger: true,
  },
  New: { label: 'Mark as New', confirm: 'Are you sure you want to mark this case as New?' },
};

/**
 * The case's status buttons: the server's availableActions (Cancel Case only on the details tab without a
 * lot), and Permanently Delete Case for staff while the case has no lots. Every change asks first.
 */
export function CaseStatusActions({ kase, lotSelected }: { kase: TCaseDetail; lotSelected: boolean }) {
  const { modal } = useFeedback();
  const { isStaff } = useCaseRoles();
  const navigate = useNavigate();
  const update = useUpdateCaseStatus(kase.id);
  const remove = useDeleteCase(kase.id);
  const actions = kase.availableActions.filter((status) => !(status === 'Cancelled' && lotSelected));
  const canDelete = isStaff && !lotSelected && kase.lots.length === 0;

  const change = (status: TCaseStatus) => {
    const t = CASE_TRANSITIONS[status];
    modal.confirm({
      title: t.label,
      content: t.confirm,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: t.danger },
      onOk: quiet(async () => {
        await update.mutateAsync(status);
        toastSuccess('Successfully updated the case status!');
      }),
    });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: 'Permanently Delete Case',
      content: `Case ${kase.caseNumber} will be deleted with its notes and documents. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: quiet(async () => {
        await remove.mutateAsync();
        toastSuccess('Successfully deleted the case!');
        navigate('/cases', { replace: true });
      }),
    });

  if (actions.length === 0 && !canDelete) return null;
  return (
    <Space wrap>
      {actions.map((status) => {
        const t = CASE_TRANSITIONS[status];
        return (
          <Button
            key={status}
            type={t.primary ? 'primary' : 'default'}
            danger={t.danger}
            icon={status === 'Cancelled' ? <StopOutlined /> : undefined}
            onClick={() => change(status)}
          >
            {t.label}
          </Button>
        );
      })}
      {canDelete && (
        <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
          Permanently Delete Case
        </Button>
      )}
    </Space>
  );
}
