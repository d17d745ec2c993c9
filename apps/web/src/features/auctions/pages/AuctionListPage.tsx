import { CheckCircleFilled, EyeInvisibleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AUCTION_TYPE_LABELS,
  type TAuctionListInput,
  type TAuctionListRow,
  type TAuctionStartType,
  type TAuctionStatus,
  type TAuctionType,
} from '@bidright/domain';
import { Badge, Button, Flex, Input, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LightTabs } from '../../../components/LightTabs';
import { LinkButton } from '../../../components/LinkButton';
import { Card } from '../../../components/light-antd/Card';
import { usePagedTable } from '../../../lib/use-paged-table';
import { useAuctionList, useAuctionStatusCount } from '../api/auction-list';
import { CreateAuctionModal } from '../public/CreateAuctionModal';
import { formatAuctionTime } from '../utils/format';

const TABS: { key: TAuctionStatus; label: string; count: 'live' | 'upcoming' | 'completed' | 'cancelled' }[] =
  [
    { key: 'Live', label: 'LIVE', count: 'live' },
    { key: 'Upcoming', label: 'UPCOMING', count: 'upcoming' },
    { key: 'Completed', label: 'COMPLETED', count: 'completed' },
    { key: 'Cancelled', label: 'CANCELLED', count: 'cancelled' },
  ];
const TAB_PARAM = 'tab';
const DEFAULT_SORTER = { field: 'startTime', order: 'descend' } as const;

const TYPE_COLORS: Record<TAuctionType, string> = { Online: 'blue', InPerson: 'gold', Hybrid: 'purple' };

const parseTab = (value: string | null): TAuctionStatus | null =>
  TABS.find((tab) => tab.key.toLowerCase() === value?.toLowerCase())?.key ?? null;

/**
 * Auctions list (spec part 2 §2): one tab per status with its count, opening on LIVE, or UPCOMING when
 * nothing is live. Filtering, sorting and paging happen on the server.
 */
export function AuctionListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const counts = useAuctionStatusCount();
  const [createOpen, setCreateOpen] = useState(false);
  const [search, setSearch] = useState('');
  const paged = usePagedTable<string>({ pageSize: 10, defaultSort: DEFAULT_SORTER });
  const { page: pagination, sorter, sortOrder } = paged;
  const [typeFilter, setTypeFilter] = useState<TAuctionType[] | null>(null);
  const [startTypeFilter, setStartTypeFilter] = useState<TAuctionStartType[] | null>(null);

  const chosen = parseTab(params.get(TAB_PARAM));
  const tab: TAuctionStatus | null =
    chosen ?? (counts.data ? (counts.data.live > 0 ? 'Live' : 'Upcoming') : null);

  const request: TAuctionListInput = {
    listType: tab ?? 'Live',
    pagination,
    sorter,
    type: typeFilter,
    startType: startTypeFilter,
    search: search || null,
  };
  const list = useAuctionList(request, tab !== null);

  const changeTab = (key: string) => {
    setParams({ [TAB_PARAM]: key.toLowerCase() }, { replace: true });
    paged.toFirstPage();
  };

  const onTableChange: TableProps<TAuctionListRow>['onChange'] = (page, filters, sort) => {
    paged.onChange(page, filters, sort);
    setTypeFilter((filters.type as TAuctionType[] | null) ?? null);
    setStartTypeFilter((filters.startType as TAuctionStartType[] | null) ?? null);
  };

  const columns: ColumnsType<TAuctionListRow> = [
    {
      title: 'ID',
      dataIndex: 'id',
      key: 'id',
      sorter: true,
      sortOrder: sortOrder('id'),
      width: 140,
      render: (id: string, row) => (
        <Flex align="center" gap={8}>
          <Typography.Text strong>#{id}</Typography.Text>
          {tab === 'Upcoming' &&
            (row.isPublished ? (
              <Tooltip title="Published: bidders can see its lots">
                <CheckCircleFilled style={{ color: '#2e9d5b' }} aria-label="Published" />
              </Tooltip>
            ) : (
              <Tooltip title="Unpublished: no lot is published yet">
                <EyeInvisibleOutlined style={{ color: '#9aa4b2' }} aria-label="Unpublished" />
              </Tooltip>
            ))}
          {row.isTest && <Tag>Test</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Auc. Date',
      dataIndex: 'startTime',
      key: 'startTime',
      sorter: true,
      sortOrder: sortOrder('startTime'),
      render: (value: string, row) => formatAuctionTime(value, row.timeZone),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      filters: (Object.keys(AUCTION_TYPE_LABELS) as TAuctionType[]).map((value) => ({
        text: AUCTION_TYPE_LABELS[value],
        value,
      })),
      filteredValue: typeFilter,
      render: (value: TAuctionType, row) => (
        <Flex vertical gap={2} align="start">
          <Tag color={TYPE_COLORS[value]}>{AUCTION_TYPE_LABELS[value] ?? value}</Tag>
          {row.location && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: row.location }}>
              {row.location}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Start Type',
      dataIndex: 'startType',
      key: 'startType',
      filters: [
        { text: 'Manual', value: 'Manual' },
        { text: 'Auto', value: 'Auto' },
      ],
      filteredValue: startTypeFilter,
      render: (value: TAuctionStartType) => <Tag color={value === 'Auto' ? 'cyan' : 'default'}>{value}</Tag>,
    },
    {
      title: 'Lot Count',
      dataIndex: 'lotCount',
      key: 'lotCount',
      sorter: true,
      sortOrder: sortOrder('lotCount'),
      align: 'right',
      width: 130,
    },
  ];

  const table = (
    <Table<TAuctionListRow>
      rowKey="id"
      columns={columns}
      dataSource={list.data?.data}
      loading={tab === null || list.isFetching}
      onChange={onTableChange}
      // A phone or 400 % zoom scrolls the table's own box sideways, not the page (WCAG 1.4.10).
      scroll={{ x: 'max-content' }}
      pagination={{
        ...pagination,
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (total) => `${total} auction${total === 1 ? '' : 's'}`,
      }}
      locale={{ emptyText: tab ? `No ${tab.toLowerCase()} auctions` : ' ' }}
      onRow={(row) => ({
        onClick: () => navigate(tab === 'Live' ? `/auctions/${row.id}/auctioneer` : `/auctions/${row.id}`),
        style: { cursor: 'pointer' },
      })}
    />
  );

  return (
    <>
      <Flex justify="space-between" align="end" wrap gap={16} style={{ marginBottom: 20 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            Auctions
          </Typography.Title>
          <Typography.Text type="secondary">
            Schedule auctions, arrange their lots and run them live.
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <LinkButton to="/nonpayers">Non-payer list</LinkButton>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreateOpen(true)}>
            Create Auction
          </Button>
        </Flex>
      </Flex>
      <Card styles={{ body: { paddingTop: 4 } }}>
        {/* Above the tabs, not antd's tabBarExtraContent: that sits inside the tab list, where a screen
            reader expects only tabs. */}
        <Flex justify="flex-end" style={{ paddingTop: 12 }}>
          <Input.Search
            allowClear
            aria-label="Search auctions"
            placeholder="Search by ID or location"
            onSearch={(value) => {
              setSearch(value.trim());
              paged.toFirstPage();
            }}
            style={{ width: 260, maxWidth: '100%' }}
          />
        </Flex>
        {/* The shared LightTabs wrap on a phone, where antd's Tabs put a "more" button in the tab list. */}
        <LightTabs
          activeKey={tab ?? ''}
          onChange={changeTab}
          items={TABS.map(({ key, label, count }) => ({
            key,
            label: (
              <Flex align="center" gap={8}>
                {label}
                <Badge
                  count={counts.data?.[count] ?? 0}
                  showZero
                  overflowCount={999}
                  color={
                    key === 'Live' && (counts.data?.live ?? 0) > 0
                      ? '#d4380d'
                      : key === tab
                        ? '#1f4e8c'
                        : '#595959'
                  }
                />
              </Flex>
            ),
            children: key === tab ? table : null,
          }))}
        />
      </Card>
      <CreateAuctionModal open={createOpen} onClose={() => setCreateOpen(false)} />
    </>
  );
}
