import { SearchOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  balanceDueNote,
  formatHostDateTime,
  type TWinningListBody,
  type TWinningRecord,
  type TWinningStatus,
  WINNING_STATUS_LABELS,
  WINNING_STATUSES,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { Alert, Button, DatePicker, Flex, Input, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDollars } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedTable } from '../../../lib/use-paged-table';
import { myOffersQueryOptions, useMyOffers } from '../../defaults/api/offers';
import { useWinningsPage, winningsKey } from '../api/winnings';
import { WinningStatusBadge } from '../components/WinningStatusBadge';

// Runner-up offers (issue 43) load apart: most bidders never have one.
const RunnerUpOffers = lazy(() =>
  import('../../defaults/public/RunnerUpOffers').then((module) => ({ default: module.RunnerUpOffers })),
);

/** Page size of My Winnings (spec part 2 §9). */
export const WINNINGS_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 500;

type TSortField = NonNullable<NonNullable<TWinningListBody['sorter']>['field']>;

const address = (record: TWinningRecord) => {
  const p = record.properties[0];
  return p
    ? `${p.streetLine1}${p.streetLine2 ? ` ${p.streetLine2}` : ''}, ${p.city}, ${p.stateCode} ${p.zipCode}`
    : '—';
};

/** My Winnings (`/account/winning`): date range (not in the future), status, address search, paged table. */
export function WinningsSection() {
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [status, setStatus] = useState<TWinningStatus>();
  const table = usePagedTable<TSortField>({ pageSize: WINNINGS_PAGE_SIZE });
  const { page, sorter } = table;
  const body: TWinningListBody = {
    search: search || undefined,
    status,
    startDate: range?.[0]?.format('YYYY-MM-DD'),
    endDate: range?.[1]?.format('YYYY-MM-DD'),
    pagination: page,
    sorter,
  };
  const winnings = useWinningsPage(body);
  const queryClient = useQueryClient();
  const openOffers = (useMyOffers().data ?? []).filter((offer) => offer.status === 'Open');

  const columns: TableProps<TWinningRecord>['columns'] = [
    {
      title: 'Property',
      key: 'address',
      render: (_, record) => (
        <Flex vertical>
          <Link to={`/account/winning/${record.lotId}`}>{address(record)}</Link>
          <Typography.Text type="secondary">Case {record.caseNumber}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Won',
      dataIndex: 'winnerCreatedDate',
      key: 'winnerCreatedDate',
      sorter: true,
      render: (value: string | null, record) => formatHostDateTime(value, record.timeZone),
    },
    {
      title: 'Winning bid',
      key: 'bidAmount',
      sorter: true,
      align: 'right',
      render: (_, record) => formatDollars(record.winner.bidAmount),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (value: TWinningStatus) => <WinningStatusBadge status={value} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      {openOffers.length > 0 && (
        <Suspense fallback={null}>
          <RunnerUpOffers
            offers={openOffers}
            onAnswered={() => {
              void queryClient.invalidateQueries({ queryKey: winningsKey });
              void queryClient.invalidateQueries({ queryKey: myOffersQueryOptions().queryKey });
            }}
          />
        </Suspense>
      )}
      <Card
        title="My Winnings"
        extra={
          <Button
            type="primary"
            icon={<ThunderboltOutlined />}
            // The search opens with its Live quick filter on (spec part 2 §2), as the header's Pinned link does.
            onClick={() => navigate('/properties', { state: { showLive: true } })}
          >
            View Live auctions
          </Button>
        }
      >
        <Flex vertical gap={16}>
          <Flex gap={12} wrap>
            <DatePicker.RangePicker
              aria-label="Won between"
              value={range}
              onChange={(value) => {
                setRange(value);
                table.toFirstPage();
              }}
              disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
              format="MM/DD/YYYY"
              style={{ minWidth: 240 }}
            />
            <Select
              allowClear
              placeholder="Status"
              aria-label="Status"
              value={status}
              onChange={(value) => {
                setStatus(value);
                table.toFirstPage();
              }}
              options={WINNING_STATUSES.map((value) => ({ value, label: WINNING_STATUS_LABELS[value] }))}
              style={{ minWidth: 180 }}
            />
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Search by address"
              value={searchText}
              onChange={(event) => {
                setSearchText(event.target.value);
                table.toFirstPage();
              }}
              style={{ flex: '1 1 220px' }}
            />
          </Flex>
          {winnings.isError && <Alert type="error" showIcon title="The winnings could not be loaded." />}
          <Table<TWinningRecord>
            rowKey="id"
            columns={columns}
            dataSource={winnings.data?.data}
            loading={winnings.isFetching}
            scroll={{ x: 640 }}
            pagination={{
              current: page.current,
              pageSize: WINNINGS_PAGE_SIZE,
              total: winnings.data?.total ?? 0,
              showSizeChanger: false,
            }}
            onChange={table.onChange}
            onRow={(record) => ({ onDoubleClick: () => navigate(`/account/winning/${record.lotId}`) })}
          />
        </Flex>
      </Card>
      {winnings.data && (
        <Alert
          type="info"
          showIcon
          title="When payment is due"
          description={balanceDueNote(winnings.data.paymentDayRule)}
        />
      )}
    </Flex>
  );
}
