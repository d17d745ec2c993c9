import { ADMIN_LOOKUP_DEBOUNCE_MS, ADMIN_MESSAGES, type TReportFilterBody } from '@bidright/domain';
import { Alert, Flex, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../components/ExportButton';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScreens } from '../../../lib/use-screens';
import { reportUrl, type TReportType, useReport } from '../api/reports';
import { ReportFilterBar } from '../components/ReportFilterBar';
import { ReportTable } from '../components/ReportTable';
import { REPORT_PAGE_SIZE, REPORT_TITLES, usd } from '../lib/report-display';
import { DEFAULT_REPORT_FILTERS, type TReportFilters } from '../lib/report-filters';

/**
 * Reports (spec part 3 §2, §7, §9): admins pick auctions, bidders or bids at /admin/reports/{type}; hosts see
 * their own bids at /reports/bids. Filters reset to page 1; Clear Filter shows once they differ from the
 * defaults; dates cannot be in the future; the table is hidden on small screens.
 */
export function ReportsPage({ type, isHost = false }: { type: TReportType; isHost?: boolean }) {
  const navigate = useNavigate();
  const screens = useScreens();
  const [filters, setFilters] = useState<TReportFilters>(DEFAULT_REPORT_FILTERS);
  const [current, setCurrent] = useState(1);
  const [sorter, setSorter] = useState<TReportFilterBody['sorter']>();
  const search = useDebouncedValue(filters.search.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);

  const update = (patch: Partial<TReportFilters>) => {
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
      pagination: { current, pageSize: REPORT_PAGE_SIZE[type] },
    }),
    [search, filters, sorter, current, type],
  );
  const url = reportUrl(type, isHost);
  const { data, isFetching } = useReport(url, body);
  const { pagination: _page, ...exportBody } = body;
  const isSmall = !screens.md;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {isHost ? 'Bids Report' : 'Reports'}
        </Typography.Title>
        {!isHost && (
          <Segmented<TReportType>
            value={type}
            onChange={(value) => navigate(`/admin/reports/${value}`)}
            options={(['auctions', 'bidders', 'bids'] as const).map((value) => ({
              value,
              label: REPORT_TITLES[value],
            }))}
          />
        )}
      </Flex>
      <Card>
        <ReportFilterBar
          type={type}
          isHost={isHost}
          filters={filters}
          update={update}
          onClear={() => {
            setFilters(DEFAULT_REPORT_FILTERS);
            setCurrent(1);
          }}
        />
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
                fallbackName={`${REPORT_TITLES[type]}Report.pdf`}
                label="Export to PDF"
              />
            )}
            <ExportButton
              url={`${url}/excel`}
              body={exportBody}
              fallbackName={`${REPORT_TITLES[type]}Report.xlsx`}
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
