import { SearchOutlined } from '@ant-design/icons';
import {
  ADMIN_LOOKUP_DEBOUNCE_MS,
  ADMIN_MESSAGES,
  CLIENT_SALES_PAGE_SIZE,
  formatHostDateTime,
  type TClientSaleRow,
  type TReportFilterBody,
} from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Flex, Input, Segmented, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ExportButton } from '../../../components/ExportButton';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScreens } from '../../../lib/use-screens';
import { ClientDashboard } from '../../dashboard/public/ClientDashboard';
import { clientSalesQueryOptions } from '../api/reports';

const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** /reports/{sales|cases} for a law firm's client: its own sold lots, or its cases with the sales summary. */
export function ClientReportsPage({ type }: { type: 'sales' | 'cases' }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Reports
        </Typography.Title>
        <Segmented
          value={type}
          onChange={(value) => navigate(`/reports/${value}`)}
          options={[
            { value: 'sales', label: 'Sales' },
            { value: 'cases', label: 'Cases' },
          ]}
        />
      </Flex>
      {type === 'sales' ? <SalesReport /> : <ClientDashboard embedded />}
    </Flex>
  );
}

function SalesReport() {
  const isSmall = !useScreens().md;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null]>([null, null]);
  const [current, setCurrent] = useState(1);
  const filterKey = `${search}|${range[0]?.valueOf()}|${range[1]?.valueOf()}`;
  const [lastKey, setLastKey] = useState(filterKey);
  if (lastKey !== filterKey) {
    setLastKey(filterKey);
    setCurrent(1);
  }
  const body = useMemo<TReportFilterBody>(
    () => ({
      search: search || undefined,
      beginDate: range[0]?.format('YYYY-MM-DD'),
      endDate: range[1]?.format('YYYY-MM-DD'),
      pagination: { current, pageSize: CLIENT_SALES_PAGE_SIZE },
    }),
    [search, range, current],
  );
  const { data, isFetching } = useQuery(clientSalesQueryOptions(body));
  const { pagination: _page, ...exportBody } = body;
  return (
    <Card>
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Case number, county or company"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ width: 260 }}
          />
          <DatePicker.RangePicker
            value={range}
            allowEmpty={[true, true]}
            format="MM/DD/YYYY"
            disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
            onChange={(value) => setRange((value ?? [null, null]) as [Dayjs | null, Dayjs | null])}
          />
        </Space>
        <ExportButton
          url="/api/reports/clientsales/excel"
          body={exportBody}
          fallbackName="SalesReport.xlsx"
        />
      </Flex>
      <Typography.Paragraph>
        Lots sold: <Typography.Text strong>{data?.total ?? 0}</Typography.Text> · Amount:{' '}
        <Typography.Text strong>{usd(data?.totalAmount ?? 0)}</Typography.Text>
      </Typography.Paragraph>
      {isSmall ? (
        <Alert type="info" showIcon title={ADMIN_MESSAGES.smallScreenReport} />
      ) : (
        <Table<TClientSaleRow>
          rowKey="lotId"
          loading={isFetching}
          dataSource={data?.data}
          scroll={{ x: 'max-content' }}
          pagination={{
            current,
            pageSize: CLIENT_SALES_PAGE_SIZE,
            total: data?.total,
            showSizeChanger: false,
          }}
          onChange={(pagination) => setCurrent(pagination.current ?? 1)}
          columns={[
            {
              title: 'Case Number',
              dataIndex: 'caseNumber',
              render: (value: string, row) => <Link to={`/cases/${row.caseId}`}>{value}</Link>,
            },
            { title: 'County', dataIndex: 'county' },
            { title: 'Auction Company', dataIndex: 'companyName' },
            {
              title: 'Won',
              key: 'won',
              render: (_: unknown, row) => formatHostDateTime(row.winDate, row.timeZone),
            },
            { title: 'Amount', dataIndex: 'winAmount', render: usd },
            {
              title: 'Payment',
              dataIndex: 'isPaid',
              render: (paid: boolean) =>
                paid ? <Tag color="green">Paid</Tag> : <Tag color="orange">Awaiting</Tag>,
            },
          ]}
        />
      )}
    </Card>
  );
}
