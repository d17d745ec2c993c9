import { HomeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  formatAddress,
  formatCityLine,
  formatHostDateTime,
  LOT_STATUS_LABELS,
  type TLotStatus,
  type TPropertyListInput,
  type TPropertyListRow,
} from '@bidright/domain';
import { Flex, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { lotStatusColor } from '../../../lib/lot-status-colors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedTable } from '../../../lib/use-paged-table';
import { usePropertyList } from '../api/properties';

const SEARCH_DEBOUNCE_MS = 500;

/** The staff property table: search, server-side sort and paging. */
export function PropertyTable({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  // A new search starts again from page 1.
  const { page, sorter, sortOrder, onChange } = usePagedTable<string>({ pageSize: 10, resetOn: [search] });
  const request: TPropertyListInput = { pagination: page, search, sorter };
  const list = usePropertyList(request);

  const columns: ColumnsType<TPropertyListRow> = [
    {
      title: 'Address',
      key: 'streetLine1',
      sorter: true,
      sortOrder: sortOrder('streetLine1'),
      render: (_value, row) => (
        <Flex align="center" gap={12}>
          {row.imageUrl ? (
            <img
              src={row.imageUrl}
              alt=""
              style={{ width: 56, height: 40, objectFit: 'cover', borderRadius: 6, flex: 'none' }}
            />
          ) : (
            <Flex
              align="center"
              justify="center"
              style={{ width: 56, height: 40, borderRadius: 6, background: '#eef2f8', flex: 'none' }}
            >
              <HomeOutlined style={{ color: '#8c97a8' }} />
            </Flex>
          )}
          <Flex vertical>
            <Typography.Text strong>
              {formatAddress({ streetLine1: row.streetLine1, streetLine2: row.streetLine2 })}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatCityLine(row)}
              {!row.isPrimary && ' · additional property'}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { title: 'City', dataIndex: 'city', key: 'city', sorter: true, sortOrder: sortOrder('city') },
    { title: 'County', dataIndex: 'county', key: 'county', sorter: true, sortOrder: sortOrder('county') },
    {
      title: 'Case Number',
      dataIndex: 'caseNumber',
      key: 'caseNumber',
      sorter: true,
      sortOrder: sortOrder('caseNumber'),
    },
    {
      title: 'Lot Status',
      dataIndex: 'lotStatus',
      key: 'lotStatus',
      sorter: true,
      sortOrder: sortOrder('lotStatus'),
      render: (status: TLotStatus) => (
        <Tag color={lotStatusColor(status)}>{LOT_STATUS_LABELS[status] ?? status}</Tag>
      ),
    },
    {
      title: 'Auction Date',
      dataIndex: 'auctionStartTime',
      key: 'auctionStartTime',
      sorter: true,
      sortOrder: sortOrder('auctionStartTime'),
      render: (value: string | null, row) =>
        value ? (
          formatHostDateTime(value, row.timeZone)
        ) : (
          <Typography.Text type="secondary">Not scheduled</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="end" wrap gap={16} style={{ marginBottom: 20 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            Properties{' '}
            {list.data && (
              <Typography.Text type="secondary" style={{ fontSize: 18, fontWeight: 400 }}>
                ({list.data.total})
              </Typography.Text>
            )}
          </Typography.Title>
          <Typography.Text type="secondary">
            Every property in your cases, with its lot and auction.
          </Typography.Text>
        </div>
        {canCreate && (
          <LinkButton to="/new-property" type="primary" icon={<PlusOutlined />}>
            Create Property
          </LinkButton>
        )}
      </Flex>
      <Card>
        <Input.Search
          allowClear
          placeholder="Search by address, city, county, zip or case number"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setTyped(value)}
          style={{ maxWidth: 420, marginBottom: 16 }}
        />
        <Table<TPropertyListRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.data}
          loading={list.isFetching}
          onChange={onChange}
          scroll={{ x: 860 }}
          pagination={{
            ...request.pagination,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `${total} propert${total === 1 ? 'y' : 'ies'}`,
          }}
          locale={{ emptyText: request.search ? 'No properties match your search' : 'No properties yet' }}
          onRow={(row) => ({
            onClick: () => navigate(`/cases/${row.caseId}/lots/${row.lotId}/properties/${row.id}`),
            style: { cursor: 'pointer' },
          })}
        />
      </Card>
    </>
  );
}
