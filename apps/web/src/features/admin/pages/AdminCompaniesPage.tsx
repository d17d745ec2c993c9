import { SearchOutlined } from '@ant-design/icons';
import {
  ADMIN_LOOKUP_DEBOUNCE_MS,
  ADMIN_PAGE_SIZES,
  COMPANY_STATUS_VALUES,
  type TCompanyListBody,
  type TCompanyRow,
  type TCompanyStatus,
} from '@bidright/domain';
import type { TableProps } from 'antd';
import { Flex, Input, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountedTitle } from '../../../components/CountedTitle';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedTable } from '../../../lib/use-paged-table';
import { useCompanies } from '../api/admin';
import { CompanyActions } from '../components/CompanyActions';
import { CompanyStatusTag } from '../components/CompanyStatusTag';

type TSortField = NonNullable<NonNullable<TCompanyListBody['sorter']>['field']>;

/** /admin/companies: every company, 10 a page, searched and filtered by status; approve/decline inline. */
export function AdminCompaniesPage() {
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const [statuses, setStatuses] = useState<TCompanyStatus[]>([]);
  // A new search or status filter starts again from page 1.
  const table = usePagedTable<TSortField>({
    pageSize: ADMIN_PAGE_SIZES.companies,
    resetOn: [search, statuses],
  });
  const { current } = table.page;
  const sort = table.sorter;
  const body = useMemo<TCompanyListBody>(
    () => ({
      search: search || undefined,
      statuses: statuses.length ? statuses : undefined,
      sorter: sort,
      pagination: { current, pageSize: ADMIN_PAGE_SIZES.companies },
    }),
    [search, statuses, sort, current],
  );
  const { data, isFetching } = useCompanies(body);

  const columns: TableProps<TCompanyRow>['columns'] = [
    {
      title: 'Company',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, row) => (
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{row.phoneNumber ?? ''}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Address',
      key: 'address',
      responsive: ['md'],
      render: (_: unknown, row) =>
        [row.address1, row.address2, row.city, [row.state, row.zipCode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ') || '—',
    },
    { title: 'City', dataIndex: 'city', key: 'city', sorter: true, responsive: ['lg'] },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: TCompanyStatus) => <CompanyStatusTag status={status} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row) => <CompanyActions company={row} size="small" />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <CountedTitle title="Companies" total={data?.total} />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by name or city"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ maxWidth: 320 }}
            aria-label="Search companies"
          />
          <Select
            mode="multiple"
            allowClear
            placeholder="All statuses"
            value={statuses}
            onChange={setStatuses}
            options={COMPANY_STATUS_VALUES.map((value) => ({ value, label: value }))}
            style={{ minWidth: 220 }}
            aria-label="Status filter"
          />
        </Flex>
        <Table<TCompanyRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.data}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current,
            pageSize: ADMIN_PAGE_SIZES.companies,
            total: data?.total,
            showSizeChanger: false,
          }}
          onChange={table.onChange}
          onRow={(row) => ({
            onClick: () => navigate(`/admin/companies/${row.id}`),
            style: { cursor: 'pointer' },
          })}
        />
      </Card>
    </Flex>
  );
}
