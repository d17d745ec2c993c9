import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { CLIENT_IMPORT_COLUMNS } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList } from '../../../components/PlainList';
import { refreshSession } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toastSuccess } from '../../../lib/notifier';
import { getAccessToken, getRefreshToken } from '../../../lib/session';
import { clientKeys, importClients } from '../api/clients';

/** Downloads the template with the bearer token (a plain link would carry none). */
async function downloadTemplateFile() {
  if (!getAccessToken() && getRefreshToken()) await refreshSession();
  const response = await fetch('/api/clients/import/template', {
    headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` },
  });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'client-import-template.xlsx';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Excel import of clients: a template describing the columns, upload with progress, and every bad row with
 * its reason (then nothing is imported).
 */
export function ImportClientsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [rowErrors, setRowErrors] = useState<[string, string][]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(file: File) {
    setPercent(0);
    setRowErrors([]);
    setFailure(null);
    try {
      const answer = await importClients(file, { onProgress: setPercent });
      toastSuccess(`${answer.message} Imported ${answer.imported}, already present ${answer.skipped}.`);
      await queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        setFailure(error.message);
        setRowErrors(Object.entries(error.errors ?? {}));
      }
    } finally {
      setPercent(null);
    }
  }

  return (
    <Modal open={open} title="Import Clients" footer={null} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Upload an Excel (.xlsx) file with the columns{' '}
          {CLIENT_IMPORT_COLUMNS.map((column) => column.header).join(', ')}. Only Name is required. Firms you
          already have are skipped.
        </Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          href="/api/clients/import/template"
          onClick={(event) => {
            event.preventDefault();
            void downloadTemplateFile();
          }}
        >
          Download Template
        </Button>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          disabled={percent !== null}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Click or drag an Excel file here</p>
        </Upload.Dragger>
        {percent !== null && <Progress percent={percent} size="small" status="active" />}
        {failure && (
          <Alert
            type="warning"
            showIcon
            title={failure}
            data-testid="import-errors"
            description={
              rowErrors.length > 0 && (
                <PlainList
                  items={rowErrors}
                  keyOf={([row]) => row}
                  emptyText={null}
                  renderItem={([row, reason]) => (
                    <>
                      <Typography.Text strong>{row}</Typography.Text>: {reason}
                    </>
                  )}
                />
              )
            }
          />
        )}
      </Space>
    </Modal>
  );
}
