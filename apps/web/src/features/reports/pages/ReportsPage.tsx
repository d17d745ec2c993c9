import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import {
  ADMIN_LOOKUP_DEBOUNCE_MS,
  ADMIN_MESSAGES,
  formatHostDateTime,
  REPORT_PAGE_SIZES,
  type TAuctionReportRow,
  type TBidderReportRow,
  type TBidReportRow,
  type TReportFilterBody,
} from '@bidright/domain';
import type { TableProps } from 'antd';
import {
  Alert,
  Card,
  DatePicker,
  Flex,
  Input,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { sorterOf } from '../../../lib/table-sorter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScreens } from '../../../lib/use-screens';
import { useBidderLookup } from '../../admin/api/admin';
import { ExportButton } from '../../../components/ExportButton';
import { reportUrl, type TReportType, useAuctionLookup, useCompanyOptions, useReport } from '../api/reports';

const TITLES: Record<TReportType, string> = { auctions: 'Auctions', bidders: 'Bidders', bids: 'Bids' };
const PAGE_SIZE: Record<TReportType, number> = {
  auctions: REPORT_PAGE_SIZES.auctions,
  bidders: REPORT_PAGE_SIZES.bidders,
  bids: REPORT_PAGE_SIZES.bids,
};
const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

type TFilters = {
  search: string;
  companyId?: string;
  auctionId?: string;
  bidderId?: string;
  range: [Dayjs | null, Dayjs | null];
  type?: TReportFilterBody['type'];
  isVerified?: boolean;
  isPhoneVerified?: boolean;
};
const DEFAULTS: TFilters = { search: '', range: [null, null] };

const sameFilters = (a: TFilters, b: TFilters) =>
  a.search === b.search &&
  a.companyId === b.companyId &&
  a.auctionId === b.auctionId &&
  a.bidderId === b.bidderId &&
  a.type === b.type &&
  a.isVerified === b.isVerified &&
  a.isPhoneVerified === b.isPhoneVerified &&
  (a.range[0]?.valueOf() ?? null) === (b.range[0]?.valueOf() ?? null) &&
  (a.range[1]?.valueOf() ?? null) === (b.range[1]?.valueOf() ?? null);

/**
 * Reports (spec part 3 §2, §7, §9): admins pick auctions, bidders or bids at /admin/reports/{type}; hosts see
 * their own bids at /reports/bids. Filters reset to page 1; Clear Filter shows once they differ from the
 * defaults; dates cannot be in the future; the table is hidden on small screens.
 */
export function ReportsPage({ type, isHost = false }: { type: TReportType; isHost?: boolean }) {
  const navigate = useNavigate();
  const screens = useScreens();
  const [filters, setFilters] = useState<TFilters>(DEFAULTS);
  const [current, setCurrent] = useState(1);
  const [sorter, setSorter] = useState<TReportFilterBody['sorter']>();
  const [bidderText, setBidderText] = useState('');
  const bidderTerm = useDebouncedValue(bidderText.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const search = useDebouncedValue(filters.search.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const companies = useCompanyOptions(!isHost);
  const auctions = useAuctionLookup(filters.companyId);
  const bidders = useBidderLookup(isHost ? '' : bidderTerm);

  const update = (patch: Partial<TFilters>) => {
    setFilters((prev) => ({ ...prev, ...patch }));
    setCurrent(1);
  };
  const body = useMemo<TReportFilterBody>(
    () => ({
      search: search || undefined,
      companyId: filters.companyId ? Number(filters.companyId) : undefined,
      auctionId: filters.auctionId ? Number(filters.auctionId) : undefined,
      bidderId: filters.bidderId ? Number(filters.bidderId) : undefined,
      beginDate: filters.range[0]?.format('YYYY-MM-DD'),
      endDate: filters.range[1]?.format('YYYY-MM-DD'),
      type: filters.type,
      isVerified: filters.isVerified,
      isPhoneVerified: filters.isPhoneVerified,
      sorter,
      pagination: { current, pageSize: PAGE_SIZE[type] },
    }),
    [search, filters, sorter, current, type],
  );
  const url = reportUrl(type, isHost);
  const { data, isFetching } = useReport(url, body);
  const { pagination: _page, ...exportBody } = body;
  const dirty = !sameFilters(filters, DEFAULTS);
  const isSmall = !screens.md;

  const bool = (value?: boolean) => (value === undefined ? undefined : String(value));
  const toBool = (value?: string) => (value === undefined ? undefined : value === 'true');

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {isHost ? 'Bids Report' : 'Reports'}
        </Typography.Title>
        {!isHost && (
          <Segmented<TReportType>
            value={type}
            onChange={(value) => navigate(`/admin/reports/${value}`)}
            options={(['auctions', 'bidders', 'bids'] as const).map((value) => ({
              value,
              label: TITLES[value],
            }))}
          />
        )}
      </Flex>
      <Card>
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search"
            value={filters.search}
            onChange={(event) => update({ search: event.target.value })}
            style={{ width: 200 }}
            aria-label="Search report"
          />
          {!isHost && (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Company"
              value={filters.companyId}
              onChange={(companyId) => update({ companyId, auctionId: undefined })}
              options={companies.data?.map((company) => ({ value: company.id, label: company.name }))}
              style={{ width: 200 }}
              aria-label="Company filter"
            />
          )}
          {type !== 'bidders' || !isHost ? (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Auction"
              value={filters.auctionId}
              onChange={(auctionId) => update({ auctionId })}
              options={auctions.data?.map((auction) => ({
                value: auction.id,
                label: `#${auction.id} · ${dayjs(auction.startTime).format('MM/DD/YYYY h:mm A')} · ${auction.companyName}`,
              }))}
              style={{ width: 260 }}
              aria-label="Auction filter"
            />
          ) : null}
          {!isHost && type !== 'auctions' && (
            <Select
              allowClear
              showSearch
              filterOption={false}
              placeholder="Bidder (3+ characters)"
              value={filters.bidderId}
              onSearch={setBidderText}
              onChange={(bidderId) => update({ bidderId })}
              notFoundContent={bidderTerm.length < 3 ? 'Type at least 3 characters' : 'No bidders'}
              options={bidders.data?.map((bidder) => ({
                value: bidder.id,
                label: `${bidder.fullName} (${bidder.userName})`,
              }))}
              style={{ width: 220 }}
              aria-label="Bidder filter"
            />
          )}
          <DatePicker.RangePicker
            value={filters.range}
            onChange={(range) => update({ range: (range ?? [null, null]) as [Dayjs | null, Dayjs | null] })}
            disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
            format="MM/DD/YYYY"
            allowEmpty={[true, true]}
            aria-label="Date range"
          />
          {type === 'auctions' && (
            <Select
              allowClear
              placeholder="Type"
              value={filters.type}
              onChange={(value) => update({ type: value })}
              options={['Online', 'InPerson', 'Hybrid'].map((value) => ({ value, label: value }))}
              style={{ width: 130 }}
            />
          )}
          {type === 'bids' && (
            <Select
              allowClear
              placeholder="Bid type"
              value={filters.type}
              onChange={(value) => update({ type: value })}
              options={[
                { value: 'ONLINE', label: 'Online' },
                { value: 'INPERSON', label: 'In person' },
              ]}
              style={{ width: 130 }}
            />
          )}
          {type === 'bidders' && (
            <>
              <Select
                allowClear
                placeholder="Verified"
                value={bool(filters.isVerified)}
                onChange={(value) => update({ isVerified: toBool(value) })}
                options={[
                  { value: 'true', label: 'Verified' },
                  { value: 'false', label: 'Not verified' },
                ]}
                style={{ width: 140 }}
              />
              <Select
                allowClear
                placeholder="Phone verified"
                value={bool(filters.isPhoneVerified)}
                onChange={(value) => update({ isPhoneVerified: toBool(value) })}
                options={[
                  { value: 'true', label: 'Phone verified' },
                  { value: 'false', label: 'Phone not verified' },
                ]}
                style={{ width: 170 }}
              />
            </>
          )}
          {dirty && (
            <Tooltip title="Clear Filter">
              <ClearOutlined
                role="button"
                aria-label="Clear Filter"
                style={{ fontSize: 18, color: '#1f4e8c', cursor: 'pointer' }}
                onClick={() => {
                  setFilters(DEFAULTS);
                  setBidderText('');
                  setCurrent(1);
                }}
              />
            </Tooltip>
          )}
        </Flex>
        <Flex gap={12} wrap justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Space size={16} wrap>
            <Typography.Text>
              Total: <Typography.Text strong>{data?.total ?? 0}</Typography.Text>
            </Typography.Text>
            {data?.totalAmount !== undefined && (
              <Typography.Text>
                Amount: <Typography.Text strong>{usd(data.totalAmount)}</Typography.Text>
              </Typography.Text>
            )}
          </Space>
          <Space wrap>
            {!isHost && (
              <ExportButton
                url={`${url}/pdf`}
                body={exportBody}
                fallbackName={`${TITLES[type]}Report.pdf`}
                label="Export to PDF"
              />
            )}
            <ExportButton
              url={`${url}/excel`}
              body={exportBody}
              fallbackName={`${TITLES[type]}Report.xlsx`}
            />
          </Space>
        </Flex>
        {isSmall ? (
          <Alert type="info" showIcon title={ADMIN_MESSAGES.smallScreenReport} />
        ) : (
          <ReportTable
            type={type}
            rows={(data?.data ?? []) as never[]}
            loading={isFetching}
            current={current}
            total={data?.total ?? 0}
            onPage={(page, sort) => {
              setCurrent(page);
              setSorter(sort);
            }}
          />
        )}
      </Card>
    </Flex>
  );
}

function ReportTable({
  type,
  rows,
  loading,
  current,
  total,
  onPage,
}: {
  type: TReportType;
  rows: never[];
  loading: boolean;
  current: number;
  total: number;
  onPage: (page: number, sorter: TReportFilterBody['sorter']) => void;
}) {
  const columns = COLUMNS[type] as TableProps<never>['columns'];
  return (
    <Table<never>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{ current, pageSize: PAGE_SIZE[type], total, showSizeChanger: false }}
      onChange={(pagination, _filters, sorter) => {
        onPage(pagination.current ?? 1, sorterOf<never>(sorter));
      }}
    />
  );
}

const yes = (flag: boolean) => (flag ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>);

const COLUMNS = {
  auctions: [
    { title: 'Auction', dataIndex: 'id', key: 'id', sorter: true },
    {
      title: 'Start',
      dataIndex: 'startTime',
      key: 'startTime',
      sorter: true,
      render: (_: unknown, row: TAuctionReportRow) => formatHostDateTime(row.startTime, row.timeZone),
    },
    { title: 'Company', dataIndex: 'companyName', key: 'companyName', sorter: true },
    { title: 'Type', dataIndex: 'type', key: 'type' },
    { title: 'Lots', dataIndex: 'lotCount', key: 'lotCount' },
    { title: 'Sold', dataIndex: 'soldCount', key: 'soldCount' },
    { title: 'Bidders', dataIndex: 'bidderCount', key: 'bidderCount' },
    { title: 'Bids', dataIndex: 'bidCount', key: 'bidCount', sorter: true },
    { title: 'Total Sold', dataIndex: 'totalSold', key: 'amount', sorter: true, render: usd },
  ] satisfies TableProps<TAuctionReportRow>['columns'],
  bidders: [
    { title: 'Bidder', dataIndex: 'id', key: 'id', sorter: true },
    {
      title: 'Name',
      key: 'lastName',
      sorter: true,
      render: (_: unknown, row: TBidderReportRow) => `${row.firstName} ${row.lastName}`,
    },
    { title: 'Username', dataIndex: 'userName', key: 'userName' },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
    { title: 'Verified', dataIndex: 'isVerified', key: 'isVerified', render: yes },
    { title: 'Phone Verified', dataIndex: 'isPhoneVerified', key: 'isPhoneVerified', render: yes },
    {
      title: 'Registered',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      render: (iso: string) => dayjs(iso).format('MM/DD/YYYY'),
    },
    { title: 'Bids', dataIndex: 'bidCount', key: 'bidCount', sorter: true },
    { title: 'Wins', dataIndex: 'winCount', key: 'winCount' },
  ] satisfies TableProps<TBidderReportRow>['columns'],
  bids: [
    { title: 'Bid', dataIndex: 'id', key: 'id', sorter: true },
    {
      title: 'Date',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      render: (_: unknown, row: TBidReportRow) => formatHostDateTime(row.createdDate, row.timeZone),
    },
    { title: 'Amount', dataIndex: 'amount', key: 'amount', sorter: true, render: usd },
    { title: 'Bidder', dataIndex: 'bidderName', key: 'bidderName', sorter: true },
    { title: 'Paddle', dataIndex: 'paddleNumber', key: 'paddleNumber' },
    { title: 'Case', dataIndex: 'caseNumber', key: 'caseNumber' },
    { title: 'Auction', dataIndex: 'auctionId', key: 'auctionId' },
    { title: 'Company', dataIndex: 'companyName', key: 'companyName', sorter: true },
    { title: 'Type', dataIndex: 'type', key: 'type' },
    {
      title: 'Winning',
      dataIndex: 'isWinning',
      key: 'isWinning',
      render: (flag: boolean) => (flag ? <Tag color="gold">Winning</Tag> : null),
    },
  ] satisfies TableProps<TBidReportRow>['columns'],
};
