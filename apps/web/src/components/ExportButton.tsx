import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { downloadExport, type TDownloadProgress } from '../lib/download';
import { toastSuccess } from '../lib/notifier';
import { Typography } from './light-antd/Typography';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/** Downloads an export, showing the bytes received while the streamed file arrives. */
export function ExportButton({
  url,
  body,
  fallbackName,
  label = 'Export to Excel',
  method = 'POST',
}: {
  url: string;
  body: unknown;
  fallbackName: string;
  label?: string;
  /** GET for an export whose filters are in the URL's query. */
  method?: 'GET' | 'POST';
}) {
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setProgress({ received: 0, total: null });
    try {
      const name = await downloadExport(url, body, fallbackName, setProgress, method);
      toastSuccess(`Downloaded ${name}`);
    } catch {
      // The shared handler already told the user.
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return (
    <Space size={8}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        {label}
      </Button>
      {progress && (
        <Space size={6} aria-live="polite">
          {progress.total ? (
            <Progress
              type="circle"
              size={22}
              percent={Math.round((100 * progress.received) / progress.total)}
            />
          ) : (
            <Progress type="circle" size={22} percent={99} status="active" showInfo={false} />
          )}
          <Typography.Text type="secondary">{kb(progress.received)} received</Typography.Text>
        </Space>
      )}
    </Space>
  );
}
