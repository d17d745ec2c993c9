import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  CASE_LIST_PAGE_SIZE,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  type TCaseListBody,
  type TCaseListRow,
  type TCaseStatus,
} from '@bidright/domain';
import type { TableProps } from 'antd';
import { Button, Empty, Flex, Input, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountedTitle } from '../../../components/CountedTitle';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type TTableSort, usePagedTable } from '../../../lib/use-paged-table';
import { useCases, useClientsLookup } from '../api/cases';
import { useCaseRoles } from '../components/use-staff';
import { AddCaseModal } from '../public/AddCaseModal';
import { CaseStatusTag } from '../public/StatusTags';

type TSortField = NonNullable<NonNullable<TCaseListBody['sorter']>['field']>;

const DEFAULT_SORT: TTableSort<TSortField> = { field: 'createdDate', order: 'descend' };
/** Search waits for typing to pause (spec part 2 §9). */
export const CASE_SEARCH_DEBOUNCE_MS = 500;

/** Case list (spec part 2 §2): search, staff filters, server-side paging and sorting. */
export function CaseListPage() {
  const navigate = useNavigate();
  const { isStaff } = useCaseRoles();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), CASE_SEARCH_DEBOUNCE_MS);
  const [clientId, setClientId] = useState<string>();
  const [caseStatus, setCaseStatus] = useState<TCaseStatus | 'Listed'>();
  const [adding, setAdding] = useState(false);
  const clients = useClientsLookup(isStaff);

  // A new search or filter starts again from page 1.
  const table = usePagedTable<TSortField>({
    pageSize: CASE_LIST_PAGE_SIZE,
    defaultSort: DEFAULT_SORT,
    resetOn: [search, clientId, caseStatus],
  });
  const { page, sorter: sort, sortOrder } = table;

  const body = useMemo<TCaseListBody>(
    () => ({
      search: search || undefined,
      sorter: sort,
      pagination: page,
      clientId: clientId ? Number(clientId) : undefined,
      caseStatus,
    }),
    [search, sort, page, clientId, caseStatus],
  );
  const { data, isLoading, isFetching } = useCases(body);

  const columns: TableProps<TCaseListRow>['columns'] = [
    {
      title: 'Client',
      dataIndex: 'firmName',
      key: 'firmName',
      sorter: true,
      sortOrder: sortOrder('firmName'),
      ellipsis: true,
    },
    {
      title: 'Case Number',
      dataIndex: 'caseNumber',
      key: 'caseNumber',
      sorter: true,
      sortOrder: sortOrder('caseNumber'),
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    {
      title: 'Case County',
      dataIndex: 'county',
      key: 'county',
      sorter: true,
      sortOrder: sortOrder('county'),
    },
    {
      title: 'File Number',
      dataIndex: 'fileNumber',
      key: 'fileNumber',
      sorter: true,
      sortOrder: sortOrder('fileNumber'),
      render: (value: string | null) => value ?? '—',
    },
    {
      title: 'Status',
      dataIndex: 'caseStatus',
      key: 'caseStatus',
      sorter: true,
      sortOrder: sortOrder('caseStatus'),
      render: (_: unknown, row) => (
        <Space size={4} wrap>
          <CaseStatusTag status={row.caseStatus} />
          {row.isListed && <Tag color="blue">Listed</Tag>}
        </Space>
      ),
    },
    {
      title: 'Created',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      sortOrder: sortOrder('createdDate'),
      responsive: ['lg'],
      render: (value: string) => <Typography.Text type="secondary">{formatDateTime(value)}</Typography.Text>,
    },
  ];

  const filtered = Boolean(search || clientId || caseStatus);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <CountedTitle title="Cases" total={data?.total} />
        {isStaff && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Case
          </Button>
        )}
      </Flex>
      <Card styles={{ body: { padding: 16 } }}>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by case/file number"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ width: 300 }}
          />
          {isStaff && (
            <>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="All clients"
                value={clientId}
                onChange={setClientId}
                loading={clients.isLoading}
                options={clients.data?.map((c) => ({ value: c.id, label: c.name }))}
                style={{ width: 240 }}
                aria-label="Filter by client"
              />
              <Select
                allowClear
                placeholder="All statuses"
                value={caseStatus}
                onChange={setCaseStatus}
                options={[
                  ...CASE_STATUSES.map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] })),
                  { value: 'Listed' as const, label: 'Listed' },
                ]}
                style={{ width: 220 }}
                aria-label="Filter by status"
              />
            </>
          )}
        </Flex>
        <Table<TCaseListRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.data}
          loading={isLoading || isFetching}
          onChange={table.onChange}
          onRow={(row) => ({ onClick: () => navigate(`/cases/${row.id}`), style: { cursor: 'pointer' } })}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total, [from, to]) => `${from}-${to} of ${total} cases`,
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? 'No cases match your search.' : 'No cases yet.'}
              />
            ),
          }}
          scroll={{ x: 760 }}
        />
      </Card>
      <AddCaseModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setAdding(false);
          navigate(`/cases/${id}`);
        }}
      />
    </Flex>
  );
}
