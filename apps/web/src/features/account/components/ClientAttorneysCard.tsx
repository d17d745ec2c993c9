import { CheckCircleFilled } from '@ant-design/icons';
import { CLIENT_PAGE_ATTORNEY_PAGE_SIZE, type TAttorney } from '@bidright/domain';
import { Alert, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatPhone } from '../../../lib/phone-format';
import { useClientAttorneys } from '../api/client-firm';

export const ATTORNEY_LIST_FAILED = 'Failed to load attorney list.';

/** The client account page's attorney list (spec part 3 §2): five to a page, the primary one marked. */
export function ClientAttorneysCard() {
  const [page, setPage] = useState(1);
  const attorneys = useClientAttorneys(page);
  return (
    <Card title="Attorney List" data-testid="client-attorneys-card">
      {attorneys.isError ? (
        <Alert type="error" showIcon title={ATTORNEY_LIST_FAILED} />
      ) : (
        <Table<TAttorney>
          rowKey="id"
          size="middle"
          loading={attorneys.isLoading}
          dataSource={attorneys.data?.data ?? []}
          scroll={{ x: 560 }}
          pagination={{
            current: page,
            pageSize: CLIENT_PAGE_ATTORNEY_PAGE_SIZE,
            total: attorneys.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              key: 'name',
              title: 'Name',
              render: (_, row) => `${row.firstName} ${row.lastName}`,
            },
            { key: 'email', title: 'Email', dataIndex: 'email' },
            {
              key: 'phone',
              title: 'Phone',
              dataIndex: 'phone',
              render: (value: string | null) => formatPhone(value) || '—',
            },
            {
              key: 'primary',
              title: 'Primary',
              render: (_, row) =>
                row.isPrimary ? (
                  <Tag icon={<CheckCircleFilled />} color="blue">
                    Primary
                  </Tag>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}
