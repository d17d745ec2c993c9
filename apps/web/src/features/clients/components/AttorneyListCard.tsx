import { PlusOutlined } from '@ant-design/icons';
import { CLIENT_MESSAGES, type TAttorney, type TClientDetail } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import {
  addAttorney,
  makeAttorneyPrimary,
  removeAttorney,
  updateAttorney,
  useClientAttorneysPage,
} from '../api/clients';
import { AttorneyFormModal } from '../public/AttorneyFormModal';
import { PrimaryAttorneyChoice } from '../public/PrimaryAttorneyChoice';

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

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['clients'] });

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
      <Table<TAttorney>
        rowKey="id"
        size="small"
        loading={attorneys.isFetching}
        dataSource={attorneys.data?.data ?? []}
        scroll={{ x: 560 }}
        pagination={{ current: page, pageSize: 3, total: attorneys.data?.total ?? 0, onChange: setPage }}
        columns={[
          ...(isLinked
            ? []
            : [
                {
                  title: 'Primary',
                  key: 'primary',
                  width: 80,
                  render: (_: unknown, row: TAttorney) => (
                    <PrimaryAttorneyChoice
                      attorney={row}
                      onConfirm={(chosen) => void changePrimary(chosen)}
                    />
                  ),
                },
              ]),
          {
            title: 'Name',
            key: 'name',
            render: (_: unknown, row: TAttorney) => (
              <Space>
                {`${row.firstName} ${row.lastName}`}
                {row.isPrimary && <Tag color="blue">Primary</Tag>}
              </Space>
            ),
          },
          { title: 'Email', dataIndex: 'email' },
          { title: 'Phone', dataIndex: 'phone', render: (value: string | null) => formatPhone(value) || '—' },
          ...(isLinked
            ? []
            : [
                {
                  title: 'Action',
                  key: 'action',
                  render: (_: unknown, row: TAttorney) => (
                    <Space>
                      <Button size="small" onClick={() => setEditing(row)}>
                        Edit
                      </Button>
                      <Popconfirm
                        title={CLIENT_MESSAGES.attorneyRemoveConfirm}
                        onConfirm={() => void remove(row)}
                      >
                        <Button size="small" danger>
                          Remove
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]),
        ]}
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
