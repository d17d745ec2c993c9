import { PlusOutlined } from '@ant-design/icons';
import { CLIENT_MESSAGES, CLIENT_PAGE_ATTORNEY_PAGE_SIZE, type TAttorney } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import { AttorneyFormModal } from '../../clients/public/AttorneyFormModal';
import { AttorneyTable } from '../../clients/public/AttorneyTable';
import {
  addOwnAttorney,
  clientFirmKeys,
  makeOwnAttorneyPrimary,
  removeOwnAttorney,
  updateOwnAttorney,
  useClientAttorneys,
  useClientFirm,
} from '../api/client-firm';
import { useCurrentUser } from '../api/current-user';

/**
 * The client account page's attorney list (spec part 3 §2, §4, §6): five to a page, the firm manages its own
 * attorneys: New Attorney while the firm is Active, Edit, Remove and the primary switch, each with the spec's
 * confirmation and message.
 */
export function ClientAttorneysCard() {
  const [page, setPage] = useState(1);
  const attorneys = useClientAttorneys(page);
  const firm = useClientFirm();
  // The signed-in attorney's own row offers no Remove (the server refuses it): the row with their e-mail.
  const me = useCurrentUser();
  const isMe = (row: TAttorney) => row.email.toLowerCase() === me.data?.email?.toLowerCase();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TAttorney | 'new' | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: clientFirmKeys.allAttorneys() });

  async function changePrimary(attorney: TAttorney) {
    if (!firm.data) return;
    const answer = await makeOwnAttorneyPrimary(firm.data.id, attorney.id);
    toastSuccess(answer.message);
    await refresh();
  }

  async function remove(attorney: TAttorney) {
    const answer = await removeOwnAttorney(attorney.id);
    toastSuccess(answer.message);
    // The last one of a page gone: show the page before it.
    if (attorneys.data?.data.length === 1 && page > 1) setPage(page - 1);
    await refresh();
  }

  return (
    <Card
      title="Attorney List"
      data-testid="client-attorneys-card"
      extra={
        firm.data?.status === 'Active' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New Attorney
          </Button>
        )
      }
    >
      {attorneys.isError ? (
        <Alert type="error" showIcon title={CLIENT_MESSAGES.attorneyListFailed} />
      ) : (
        <AttorneyTable
          rows={attorneys.data?.data ?? []}
          total={attorneys.data?.total ?? 0}
          page={page}
          pageSize={CLIENT_PAGE_ATTORNEY_PAGE_SIZE}
          loading={attorneys.isLoading}
          onPageChange={setPage}
          manage={{
            onPrimary: (chosen) => void changePrimary(chosen),
            onEdit: setEditing,
            onRemove: (attorney) => void remove(attorney),
            canRemove: (row) => !isMe(row),
          }}
        />
      )}
      <AttorneyFormModal
        attorney={editing}
        save={(values, existing) =>
          existing ? updateOwnAttorney(existing.id, values) : addOwnAttorney(values)
        }
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </Card>
  );
}
