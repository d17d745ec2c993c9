import { PlusOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { CLIENT_LIST_PAGE_SIZE, type TClientListBody, type TClientListRow } from '@bidright/domain';
import type { TableProps } from 'antd';
import { Avatar, Button, Flex, Input, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountedTitle } from '../../../components/CountedTitle';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatPhone } from '../../../lib/phone-format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClients } from '../api/clients';
import { ClientFormModal } from '../components/ClientFormModal';
import { ImportClientsModal } from '../components/ImportClientsModal';

type TStatus = TClientListBody['status'];

/** /clients (spec part 3 §2): title with the total, Add Client, search by name, status (default Active). */
export function ClientListPage() {
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 500);
  const [status, setStatus] = useState<TStatus>('Active');
  const [page, setPage] = useState({ current: 1, pageSize: CLIENT_LIST_PAGE_SIZE });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  const [lastFilters, setLastFilters] = useState({ search, status });
  if (lastFilters.search !== search || lastFilters.status !== status) {
    setLastFilters({ search, status });
    if (page.current !== 1) setPage({ ...page, current: 1 });
  }
  const body = useMemo<TClientListBody>(
    () => ({ search: search || undefined, status, pagination: page }),
    [search, status, page],
  );
  const { data, isFetching } = useClients(body);

  const columns: TableProps<TClientListRow>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      render: (_, row) => (
        <Space>
          <Avatar shape="square" src={row.logoUrl ?? undefined} style={{ background: '#1f4e8c' }}>
            {row.name.slice(0, 1)}
          </Avatar>
          <Typography.Text strong>{row.name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Primary Attorney',
      key: 'primary',
      render: (_, row) =>
        row.primaryFirstName ? `${row.primaryFirstName} ${row.primaryLastName ?? ''}` : '—',
    },
    {
      title: 'Phone',
      dataIndex: 'phoneNumber',
      responsive: ['md'],
      render: (v: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(v) || '—'}</span>,
    },
    { title: 'Email', dataIndex: 'email', responsive: ['lg'], render: (v: string | null) => v ?? '—' },
    { title: 'Total Cases', dataIndex: 'totalCases', align: 'right' },
    { title: 'Active Cases', dataIndex: 'activeCases', align: 'right', responsive: ['sm'] },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: string, row) => (
        <Space size={4} wrap>
          <Tag color={value === 'Active' ? 'green' : 'default'}>{value}</Tag>
          {row.linkedSince && <Tag color="blue">Linked</Tag>}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <CountedTitle title="Clients" total={data?.total} />
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            Import
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Client
          </Button>
        </Space>
      </Flex>
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by name"
            aria-label="Search by name"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ maxWidth: 320 }}
          />
          <Select<TStatus>
            aria-label="Status"
            value={status}
            onChange={setStatus}
            style={{ width: 140 }}
            options={[
              { value: 'Active', label: 'Active' },
              { value: 'Inactive', label: 'Inactive' },
              { value: 'All', label: 'All' },
            ]}
          />
        </Flex>
        <Table<TClientListRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.data ?? []}
          loading={isFetching}
          scroll={{ x: 640 }}
          onRow={(row) => ({ onClick: () => navigate(`/clients/${row.id}`), style: { cursor: 'pointer' } })}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
        />
      </Card>
      <ClientFormModal
        open={adding}
        onClose={() => setAdding(false)}
        // The spec's 250 ms pause before opening the new client.
        onCreated={(id) => setTimeout(() => navigate(`/clients/${id}`), 250)}
      />
      <ImportClientsModal open={importing} onClose={() => setImporting(false)} />
    </Flex>
  );
}
