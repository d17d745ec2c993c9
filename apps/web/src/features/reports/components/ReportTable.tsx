import type { TReportFilterBody } from '@bidright/domain';
import type { TableProps } from 'antd';
import { Table } from 'antd';
import { sorterOf } from '../../../lib/table-sorter';
import type { TReportType } from '../api/reports';
import { REPORT_PAGE_SIZE } from '../lib/report-display';
import { REPORT_COLUMNS } from './report-columns';

/** One page of a report's rows; a page or sort change reports both back. */
export function ReportTable({
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
  const columns = REPORT_COLUMNS[type] as TableProps<never>['columns'];
  return (
    <Table<never>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{ current, pageSize: REPORT_PAGE_SIZE[type], total, showSizeChanger: false }}
      onChange={(pagination, _filters, sorter) => {
        onPage(pagination.current ?? 1, sorterOf<never>(sorter));
      }}
    />
  );
}
