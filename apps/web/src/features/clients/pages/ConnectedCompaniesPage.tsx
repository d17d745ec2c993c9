import { LinkOutlined, SwapOutlined } from '@ant-design/icons';
import type { TConnectedCompany } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { clientKeys, linkCompany, switchSessionCompany, useConnectedCompanies } from '../api/clients';

type TFilter = 'all' | 'linked' | 'waiting';

/**
 * /connected-companies (client only): the companies working with the firm, with Link for those waiting
 * and Switch for linked ones. A switch refreshes the session so the case list shows that company's cases.
 */
export function ConnectedCompaniesPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TFilter>('all');
  const [page, setPage] = useState(1);
  const companies = useConnectedCompanies({
    isLinked: filter === 'all' ? undefined : filter === 'linked',
    pagination: { current: page, pageSize: 10 },
  });

  async function link(row: TConnectedCompany) {
    const answer = await linkCompany(row.companyId);
    toastSuccess(answer.message);
    await queryClient.invalidateQueries({ queryKey: clientKeys.allConnected() });
  }

  async function switchTo(row: TConnectedCompany) {
    const attorneyId = companies.data?.attorneyId;
    if (!attorneyId) return;
    const answer = await switchSessionCompany(attorneyId, row.companyId);
    toastSuccess(answer.message);
    await queryClient.invalidateQueries();
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Connected Companies
      </Typography.Title>
      <Card
        extra={
          <Segmented<TFilter>
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All' },
              { value: 'linked', label: 'Linked' },
              { value: 'waiting', label: 'Not linked' },
            ]}
          />
        }
      >
        <Table<TConnectedCompany>
          rowKey="companyId"
          loading={companies.isFetching}
          dataSource={companies.data?.data ?? []}
          scroll={{ x: 560 }}
          pagination={{ current: page, pageSize: 10, total: companies.data?.total ?? 0, onChange: setPage }}
          columns={[
            {
              title: 'Company',
              key: 'company',
              render: (_, row) => (
                <Space>
                  <Typography.Text strong>{row.companyName}</Typography.Text>
                  {row.isCurrent && <Tag color="blue">Current</Tag>}
                </Space>
              ),
            },
            {
              title: 'Primary Attorney',
              key: 'primary',
              responsive: ['md'],
              render: (_, row) =>
                row.primaryAttorneyFirstName
                  ? `${row.primaryAttorneyFirstName} ${row.primaryAttorneyLastName ?? ''}`
                  : '—',
            },
            {
              title: 'Linked Since',
              dataIndex: 'linkedSince',
              render: (value: string | null) =>
                value ? dayjs(value).format('MM/DD/YYYY') : <Tag>Not linked</Tag>,
            },
            {
              title: 'Action',
              key: 'action',
              render: (_, row) =>
                row.linkedSince ? (
                  <Button
                    size="small"
                    icon={<SwapOutlined />}
                    disabled={row.isCurrent}
                    onClick={() => void switchTo(row)}
                  >
                    Switch
                  </Button>
                ) : (
                  <Popconfirm title={`Link with ${row.companyName}?`} onConfirm={() => void link(row)}>
                    <Button size="small" type="primary" icon={<LinkOutlined />}>
                      Link
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
