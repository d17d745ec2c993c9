import { SearchOutlined } from '@ant-design/icons';
import {
  ACTIVITY_LOG_TABLE_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  type TActivityLog,
  type TActivityLogsListBody,
} from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Input, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScreens } from '../../../lib/use-screens';
import { caseQueryOptions, useCases } from '../../cases/api/cases';
import { useActivityLogs, useCompanyLookup } from '../api/activity-logs';

const NO_ACTIVITY_LOGS = 'No activity logs available.';
type TRange = [Dayjs | null, Dayjs | null] | null;

/**
 * The settings' Activity Logs (spec part 3 §2, slug `logs`): the company's log for staff, filtered by case,
 * lot, user and date; the platform's log for admins (`scope="platform"`), filtered by company, user and date.
 * Newest first, paged on the server.
 */
export function ActivityLogsSection({ scope }: { scope: 'company' | 'platform' }) {
  const isPlatform = scope === 'platform';
  // Phones keep the date and the activity; the other columns come back from tablet width.
  const isWide = Boolean(useScreens().md);
  const [companyId, setCompanyId] = useState<string | undefined>();
  const [caseId, setCaseId] = useState<string | undefined>();
  const [lotId, setLotId] = useState<string | undefined>();
  const [userText, setUserText] = useState('');
  const user = useDebouncedValue(userText.trim(), SEARCH_DEBOUNCE_MS);
  const [range, setRange] = useState<TRange>(null);
  const [current, setCurrent] = useState(1);

  const filters = useMemo<TActivityLogsListBody>(
    () => ({
      companyId,
      caseId,
      lotId,
      user: user || undefined,
      beginDate: range?.[0]?.startOf('day').toISOString(),
      endDate: range?.[1]?.endOf('day').toISOString(),
    }),
    [companyId, caseId, lotId, user, range],
  );
  // A new filter starts again at the first page.
  const filterKey = JSON.stringify(filters);
  const [lastKey, setLastKey] = useState(filterKey);
  if (lastKey !== filterKey) {
    setLastKey(filterKey);
    setCurrent(1);
  }
  const logs = useActivityLogs({
    ...filters,
    pagination: { current, pageSize: ACTIVITY_LOG_TABLE_PAGE_SIZE },
  });

  return (
    // Staff see it inside the settings shell, whose heading already names the section.
    <Card title={isPlatform ? 'Activity Logs' : undefined} data-testid="activity-logs">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {isPlatform ? (
          <CompanyFilter value={companyId} onChange={setCompanyId} />
        ) : (
          <CaseAndLotFilters
            caseId={caseId}
            lotId={lotId}
            onCase={(id) => {
              setCaseId(id);
              setLotId(undefined);
            }}
            onLot={setLotId}
          />
        )}
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="User"
          aria-label="Filter by user"
          value={userText}
          onChange={(event) => setUserText(event.target.value)}
          style={{ flex: '1 1 180px', maxWidth: isWide ? 220 : undefined }}
        />
        <DatePicker.RangePicker
          aria-label="Filter by date"
          format="MM/DD/YYYY"
          value={range}
          onChange={(value) => setRange(value)}
          style={{ flex: isWide ? '0 1 280px' : '1 1 100%' }}
        />
      </Flex>
      <Table<TActivityLog>
        rowKey="id"
        size="middle"
        loading={logs.isFetching}
        dataSource={logs.data?.data ?? []}
        locale={{ emptyText: NO_ACTIVITY_LOGS }}
        scroll={isWide ? { x: isPlatform ? 760 : 820 } : undefined}
        pagination={{
          current,
          pageSize: ACTIVITY_LOG_TABLE_PAGE_SIZE,
          total: logs.data?.total ?? 0,
          onChange: setCurrent,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: 'Date',
            dataIndex: 'createdDate',
            width: isWide ? 190 : 120,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: 'Activity',
            key: 'activity',
            render: (_, row) => (
              <div style={{ whiteSpace: 'normal' }}>
                <Typography.Text strong>{row.actLogTitle}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{row.actLogBody}</Typography.Text>
                </div>
              </div>
            ),
          },
          ...(isPlatform
            ? [
                {
                  title: 'Company',
                  responsive: ['md' as const],
                  dataIndex: 'companyName',
                  width: 200,
                  render: (value: string | null) => value ?? '—',
                },
              ]
            : [
                {
                  title: 'Case',
                  responsive: ['md' as const],
                  key: 'case',
                  width: 130,
                  render: (_: unknown, row: TActivityLog) =>
                    row.caseId && row.caseNumber ? (
                      <Link to={`/cases/${row.caseId}`}>{row.caseNumber}</Link>
                    ) : (
                      '—'
                    ),
                },
                {
                  title: 'Lot',
                  responsive: ['md' as const],
                  dataIndex: 'lotId',
                  width: 80,
                  render: (value: string | null) => (value ? `Lot ${value}` : '—'),
                },
              ]),
          {
            title: 'User',
            responsive: ['md' as const],
            dataIndex: 'userName',
            width: 130,
            ellipsis: true,
            render: (value: string | null) => value ?? '—',
          },
        ]}
      />
    </Card>
  );
}

/** The admin's company filter (GET /api/companies/lookup). */
function CompanyFilter({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const companies = useCompanyLookup(true);
  const isWide = Boolean(useScreens().md);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Company"
      aria-label="Filter by company"
      loading={companies.isLoading}
      value={value}
      onChange={(id: string | undefined) => onChange(id)}
      options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      style={{ flex: '1 1 200px', maxWidth: isWide ? 280 : undefined }}
    />
  );
}

/** Staff: a case (searched by case or file number in the company's case list), then one of its lots. */
function CaseAndLotFilters({
  caseId,
  lotId,
  onCase,
  onLot,
}: {
  caseId?: string;
  lotId?: string;
  onCase: (id?: string) => void;
  onLot: (id?: string) => void;
}) {
  const isWide = Boolean(useScreens().md);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const cases = useCases({ search: search || undefined, pagination: { current: 1, pageSize: 10 } });
  const chosen = useQuery({ ...caseQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
  const caseOptions = (cases.data?.data ?? []).map((row) => ({ value: row.id, label: row.caseNumber }));
  if (caseId && chosen.data && !caseOptions.some((option) => option.value === caseId))
    caseOptions.unshift({ value: caseId, label: chosen.data.caseNumber });
  const lots = caseId ? (chosen.data?.lots ?? []) : [];
  return (
    <>
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setSearchText }}
        placeholder="Case"
        aria-label="Filter by case"
        loading={cases.isFetching}
        value={caseId}
        onChange={(id: string | undefined) => onCase(id)}
        options={caseOptions}
        style={{ flex: '1 1 180px', maxWidth: isWide ? 220 : undefined }}
      />
      <Select
        allowClear
        placeholder="Lot"
        aria-label="Filter by lot"
        disabled={!caseId}
        value={lotId}
        onChange={(id: string | undefined) => onLot(id)}
        options={lots.map((lot) => ({
          value: lot.id,
          label: `Lot ${lot.id}${lot.property?.streetLine1 ? ` · ${lot.property.streetLine1}` : ''}`,
        }))}
        style={{ flex: '1 1 180px', maxWidth: isWide ? 240 : undefined }}
      />
    </>
  );
}
