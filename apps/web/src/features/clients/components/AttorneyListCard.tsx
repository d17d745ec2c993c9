import { PlusOutlined } from '@ant-design/icons';
import { CLIENT_MESSAGES, type TAttorney, type TClientDetail } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import {
  addAttorney,
  clientKeys,
  makeAttorneyPrimary,
  removeAttorney,
  updateAttorney,
  useClientAttorneysPage,
} from '../api/clients';
import { AttorneyFormModal } from '../public/AttorneyFormModal';
import { AttorneyTable } from '../public/AttorneyTable';

/**
 * The Attorney List card of the client page: three a page, primary switch with the spec's confirmation,
 * edit and remove. A linked client shows neither the primary change nor actions; New Attorney only while
 * the client is Active (part 3 §4).
 */
export function AttorneyListCard({ client }: { client: TClientDetail }) {
  const [page, setPage] = useState(1);
  const attorneys = useClientAttorneysPage(client.id, page);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TAttorney | 'new' | null>(null);
  const isLinked = Boolean(client.linkedSince);

  const refresh = () => queryClient.invalidateQueries({ queryKey: clientKeys.all });

  async function changePrimary(attorney: TAttorney) {
    const answer = await makeAttorneyPrimary(client.id, attorney.id);
    toastSuccess(answer.message);
    await refresh();
  }

  async function remove(attorney: TAttorney) {
    const answer = await removeAttorney(attorney.id);
    toastSuccess(answer.message);
    await refresh();
  }

  if (attorneys.isError) return <Alert type="error" showIcon title={CLIENT_MESSAGES.attorneyListFailed} />;
  return (
    <Card
      title="Attorney List"
      data-testid="attorney-list"
      extra={
        client.status === 'Active' &&
        !isLinked && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New Attorney
          </Button>
        )
      }
    >
      <AttorneyTable
        rows={attorneys.data?.data ?? []}
        total={attorneys.data?.total ?? 0}
        page={page}
        pageSize={3}
        loading={attorneys.isFetching}
        onPageChange={setPage}
        manage={
          isLinked
            ? undefined
            : {
                onPrimary: (chosen) => void changePrimary(chosen),
                onEdit: setEditing,
                onRemove: (attorney) => void remove(attorney),
              }
        }
      />
      <AttorneyFormModal
        attorney={editing}
        save={(values, existing) =>
          existing ? updateAttorney(existing.id, values) : addAttorney(client.id, values)
        }
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </Card>
  );
}
