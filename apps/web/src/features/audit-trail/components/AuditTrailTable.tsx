import {
  AUDIT_OPERATIONS,
  AUDIT_TRAIL_TABLES,
  SEARCH_DEBOUNCE_MS,
  type TAuditOperation,
  type TAuditTrailEntry,
} from '@bidright/domain';
import { DatePicker, Flex, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { ExportButton } from '../../../components/ExportButton';
import { Card } from '../../../components/light-antd/Card';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedTable } from '../../../lib/use-paged-table';
import { useScreens } from '../../../lib/use-screens';
import {
  auditTrailExportUrl,
  type TAuditTrailScope,
  type TAuditTrailSearch,
  useAuditTrail,
} from '../api/audit-trail';
import { AuditDiff } from './AuditDiff';

const PAGE_SIZE = 25;
type TRange = [Dayjs | null, Dayjs | null] | null;

const OPERATION_COLORS: Record<TAuditOperation, string> = {
  INSERT: 'green',
  UPDATE: 'blue',
  DELETE: 'red',
  PURGE: 'default',
};

/** Digits only, or nothing: the id filters. */
const idOrUndefined = (text: string) => (/^[1-9][0-9]{0,9}$/.test(text.trim()) ? text.trim() : undefined);

/**
 * The audit trail's table (ADR 0071): filters (who, company for admins, table, row, operation, dates), an
 * Excel export of what the filters match, and each row's before and after when it is expanded. Paged on
 * the server, newest first; times on the reader's clock, labelled with its zone.
 */
export function AuditTrailTable({ scope }: { scope: TAuditTrailScope }) {
  const isWide = Boolean(useScreens().md);
  const [actorText, setActorText] = useState('');
  const [companyText, setCompanyText] = useState('');
  const [rowText, setRowText] = useState('');
  const [table, setTable] = useState<string | undefined>();
  const [operation, setOperation] = useState<TAuditOperation | undefined>();
  const [range, setRange] = useState<TRange>(null);
  const actor = useDebouncedValue(actorText, SEARCH_DEBOUNCE_MS);
  const company = useDebouncedValue(companyText, SEARCH_DEBOUNCE_MS);
  const rowId = useDebouncedValue(rowText.trim(), SEARCH_DEBOUNCE_MS);

  const filter = useMemo<TAuditTrailSearch>(
    () => ({
      actorUserId: idOrUndefined(actor),
      companyId: scope === 'admin' ? idOrUndefined(company) : undefined,
      table,
      rowId: rowId || undefined,
      operation,
      from: range?.[0]?.startOf('day').toISOString(),
      to: range?.[1]?.endOf('day').toISOString(),
    }),
    [actor, company, rowId, table, operation, range, scope],
  );
  // A new filter starts again at the first page, in the same render.
  const { page, onChange } = usePagedTable({ pageSize: PAGE_SIZE, resetOn: [filter] });
  const trail = useAuditTrail(scope, { ...filter, current: page.current, pageSize: page.pageSize });
  const fieldStyle = { flex: '1 1 160px', maxWidth: isWide ? 200 : undefined };

  return (
    <Card data-testid="audit-trail">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder="User id"
          aria-label="Filter by user id"
          inputMode="numeric"
          value={actorText}
          onChange={(event) => setActorText(event.target.value)}
          style={fieldStyle}
        />
        {scope === 'admin' && (
          <Input
            allowClear
            placeholder="Company id"
            aria-label="Filter by company id"
            inputMode="numeric"
            value={companyText}
            onChange={(event) => setCompanyText(event.target.value)}
            style={fieldStyle}
          />
        )}
        <Select
          allowClear
          showSearch
          placeholder="Table"
          aria-label="Filter by table"
          value={table}
          onChange={setTable}
          options={AUDIT_TRAIL_TABLES.map((name) => ({ value: name, label: name }))}
          style={fieldStyle}
        />
        <Input
          allowClear
          placeholder="Row id"
          aria-label="Filter by row id"
          value={rowText}
          onChange={(event) => setRowText(event.target.value)}
          style={fieldStyle}
        />
        <Select
          allowClear
          placeholder="Operation"
          aria-label="Filter by operation"
          value={operation}
          onChange={setOperation}
          options={AUDIT_OPERATIONS.map((name) => ({ value: name, label: name }))}
          style={fieldStyle}
        />
        <DatePicker.RangePicker
          aria-label="Filter by date"
          format="MM/DD/YYYY"
          value={range}
          onChange={(value) => setRange(value)}
          style={{ flex: isWide ? '0 1 280px' : '1 1 100%' }}
        />
        <ExportButton
          url={auditTrailExportUrl(scope, filter)}
          body={undefined}
          method="GET"
          fallbackName="AuditTrail.xlsx"
        />
      </Flex>
      <Table<TAuditTrailEntry>
        rowKey="id"
        size="middle"
        loading={trail.isFetching}
        dataSource={trail.data?.items ?? []}
        locale={{ emptyText: 'No changes recorded.' }}
        // On a phone the table scrolls sideways inside its box, never the page (WCAG 1.4.10).
        scroll={{ x: isWide ? 900 : 560 }}
        expandable={{ expandedRowRender: (entry) => <AuditDiff entry={entry} /> }}
        onChange={onChange}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: trail.data?.total ?? 0,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: 'Date',
            dataIndex: 'createdAt',
            width: isWide ? 200 : 120,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: 'Who',
            key: 'actor',
            render: (_, entry) =>
              entry.actorName
                ? `${entry.actorName} (${entry.actorRole}, #${entry.actorUserId})`
                : entry.actorRole,
          },
          {
            title: 'What',
            key: 'what',
            render: (_, entry) => (
              <span>
                <Tag color={OPERATION_COLORS[entry.operation]}>{entry.operation}</Tag>
                {entry.table} {entry.rowId ? `#${entry.rowId}` : ''}
              </span>
            ),
          },
          {
            title: 'Changed',
            key: 'changed',
            responsive: ['md'],
            render: (_, entry) =>
              entry.changed.slice(0, 4).join(', ') + (entry.changed.length > 4 ? ' …' : ''),
          },
          ...(scope === 'admin'
            ? [
                {
                  title: 'Company',
                  dataIndex: 'companyName',
                  responsive: ['lg' as const],
                  render: (value: string | null) => value ?? '—',
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
