import type { TAuditTrailEntry } from '@bidright/domain';
import { Table } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';

type TDiffRow = { column: string; before: string; after: string; isChanged: boolean };

const shown = (values: Record<string, unknown> | null, column: string) => {
  if (!values || !(column in values)) return '';
  const value = values[column];
  return value === null ? 'null' : typeof value === 'string' ? value : JSON.stringify(value);
};

/** The row's columns before and after the change, the changed ones first and marked. */
export function diffRows(entry: TAuditTrailEntry): TDiffRow[] {
  const columns = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const changed = new Set(entry.changed);
  return [...columns]
    .map((column) => ({
      column,
      before: shown(entry.before, column),
      after: shown(entry.after, column),
      isChanged: changed.has(column),
    }))
    .sort((a, b) => Number(b.isChanged) - Number(a.isChanged) || a.column.localeCompare(b.column));
}

/** A before/after view of one audit row (the expanded row of the trail's table). */
export function AuditDiff({ entry }: { entry: TAuditTrailEntry }) {
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {entry.route ?? 'No request (a job, the clock or the seed)'}
        {entry.actorIp ? ` · from ${entry.actorIp}` : ''} · hash {entry.hash.slice(0, 16)}…
      </Typography.Paragraph>
      <Table<TDiffRow>
        size="small"
        rowKey="column"
        pagination={false}
        dataSource={diffRows(entry)}
        aria-label="Values before and after"
        columns={[
          {
            title: 'Column',
            dataIndex: 'column',
            width: 200,
            render: (value: string, row) =>
              row.isChanged ? <Typography.Text strong>{value}</Typography.Text> : value,
          },
          {
            title: 'Before',
            dataIndex: 'before',
            render: (value: string, row) => (
              <Typography.Text delete={row.isChanged && value !== ''} style={{ wordBreak: 'break-all' }}>
                {value}
              </Typography.Text>
            ),
          },
          {
            title: 'After',
            dataIndex: 'after',
            render: (value: string, row) => (
              <Typography.Text mark={row.isChanged && value !== ''} style={{ wordBreak: 'break-all' }}>
                {value}
              </Typography.Text>
            ),
          },
        ]}
      />
    </div>
  );
}
