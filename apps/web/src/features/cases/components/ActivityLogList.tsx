import { Empty, Skeleton, Timeline } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDateTime } from '../../../lib/format';
import type { TActivityEntry } from '../api/activity-logs';

export const NO_ACTIVITY_LOGS = 'No activity logs available.';

/** A scrolling timeline of activity entries (max height 600). */
export function ActivityLogList({ logs, loading }: { logs: TActivityEntry[] | undefined; loading: boolean }) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!logs || logs.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_ACTIVITY_LOGS} />;
  return (
    <div style={{ maxHeight: 600, overflowY: 'auto', paddingTop: 8, paddingRight: 4 }}>
      <Timeline
        items={logs.map((log) => ({
          key: log.id,
          content: (
            <div>
              <Typography.Text strong>{log.actLogTitle}</Typography.Text>
              <div>
                <Typography.Text>{log.actLogBody}</Typography.Text>
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(log.createdDate)}
                {log.userName ? ` · ${log.userName}` : ''}
              </Typography.Text>
            </div>
          ),
        }))}
      />
    </div>
  );
}
