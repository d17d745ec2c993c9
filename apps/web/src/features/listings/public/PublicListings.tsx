import {
  formatHostDateTime,
  formatUsd,
  LOT_STATUS_LABELS,
  PUBLIC_LIST_PAGE_SIZE,
  PUBLIC_TAB_LABELS,
  PUBLIC_TABS,
  type TPublicLot,
  type TPublicTab,
  toCents,
} from '@bidright/domain';
import { Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { LightTabs } from '../../../components/LightTabs';
import { Typography } from '../../../components/light-antd/Typography';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedTable } from '../../../lib/use-paged-table';
import { usePublicLots } from '../api/listings';

type TSortField = 'auctionStartTime' | 'openingPrice' | 'city' | 'zipCode';

const money = (dollars: number | null) => (dollars == null ? '—' : formatUsd(toCents(dollars)));

function statusTag(lot: TPublicLot) {
  if (lot.lotStatus === 'Cancelled') return <Tag color="red">Cancelled</Tag>;
  if (lot.isPostponed) return <Tag color="orange">Postponed</Tag>;
  return (
    <Tag color={lot.lotStatus === 'Listed' ? 'blue' : 'default'}>{LOT_STATUS_LABELS[lot.lotStatus]}</Tag>
  );
}

/** One tab: a searchable table paged and sorted on the server (spec part 3 §2, §3). */
function PublicTable({ tab }: { tab: TPublicTab }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 500);
  const table = usePagedTable<TSortField>({ pageSize: PUBLIC_LIST_PAGE_SIZE });
  const { page, sorter, sortOrder } = table;
  const list = usePublicLots({ tab, search: search || undefined, sorter, pagination: page });
  const completedColumns = tab === 'completed';

  const columns: ColumnsType<TPublicLot> = [
    {
      title: 'Auction Date',
      key: 'auctionStartTime',
      sorter: true,
      sortOrder: sortOrder('auctionStartTime'),
      render: (_v, lot) => formatHostDateTime(lot.auctionStartTime, lot.timeZone),
      width: 190,
    },
    {
      title: 'File #',
      dataIndex: 'caseFileNumber',
      key: 'caseFileNumber',
      render: (v: string | null) => v ?? '—',
    },
    { title: 'Auction Host', dataIndex: 'auctionHostName', key: 'auctionHostName' },
    {
      title: 'Address',
      key: 'streetLine1',
      render: (_v, lot) => (
        <Typography.Text strong>
          {lot.streetLine1}
          {lot.streetLine2 ? `, ${lot.streetLine2}` : ''}
        </Typography.Text>
      ),
    },
    { title: 'City', dataIndex: 'city', key: 'city', sorter: true, sortOrder: sortOrder('city') },
    { title: 'County', dataIndex: 'county', key: 'county' },
    { title: 'Zip', dataIndex: 'zipCode', key: 'zipCode', sorter: true, sortOrder: sortOrder('zipCode') },
    {
      title: 'Opening Bid',
      key: 'openingPrice',
      sorter: true,
      sortOrder: sortOrder('openingPrice'),
      align: 'right',
      render: (_v, lot) => money(lot.openingPrice),
    },
    { title: 'Down', key: 'requiredDown', align: 'right', render: (_v, lot) => `${lot.requiredDown}%` },
    ...(completedColumns
      ? ([
          {
            title: 'Sale Price',
            key: 'caseSalesPrice',
            align: 'right',
            render: (_v, lot) => money(lot.caseSalesPrice),
          },
          {
            title: 'Sold To',
            key: 'caseSoldTo',
            render: (_v, lot) => (lot.caseSoldTo === 'ThirdParty' ? 'Third party' : (lot.caseSoldTo ?? '—')),
          },
        ] as ColumnsType<TPublicLot>)
      : []),
    {
      title: 'Continuance',
      key: 'caseContinuance',
      render: (_v, lot) =>
        lot.caseContinuance ? formatHostDateTime(lot.caseContinuance, lot.timeZone) : '—',
    },
    { title: 'Status', key: 'lotStatus', fixed: 'right', render: (_v, lot) => statusTag(lot) },
  ];

  return (
    <div data-testid={`public-table-${tab}`}>
      <Input.Search
        allowClear
        aria-label={`Search ${PUBLIC_TAB_LABELS[tab]}`}
        placeholder="Search by address, city, zip, county, file number or host"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          table.toFirstPage();
        }}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <Table<TPublicLot>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        onChange={table.onChange}
        scroll={{ x: 'max-content' }}
        onRow={(lot) => ({
          'data-cancelled': lot.lotStatus === 'Cancelled' ? 'true' : undefined,
          // Cancelled sales stand out (spec part 3 §3).
          style: lot.lotStatus === 'Cancelled' ? { background: '#fff1f0' } : undefined,
        })}
        pagination={{
          ...page,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [5, 10, 20, 50],
          showTotal: (total) => `${total} sale${total === 1 ? '' : 's'}`,
        }}
        locale={{ emptyText: search ? 'No sales match your search' : 'No sales to show' }}
      />
    </div>
  );
}

/**
 * The home page's four tabs: Upcoming Properties, Today's Sales, Completed Sales, Cancelled Sales. The shared
 * LightTabs wrap on a phone where antd's Tabs put a "more" button inside the tab list, which a screen reader
 * cannot read as a tab.
 */
export function PublicListings() {
  const [tab, setTab] = useState<TPublicTab>('upcoming');
  return (
    <LightTabs
      activeKey={tab}
      onChange={(key) => setTab(key as TPublicTab)}
      items={PUBLIC_TABS.map((key) => ({
        key,
        label: PUBLIC_TAB_LABELS[key],
        children: <PublicTable tab={key} />,
      }))}
    />
  );
}
