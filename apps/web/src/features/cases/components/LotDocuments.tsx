import { FileOutlined, InboxOutlined } from '@ant-design/icons';
import type { TLotDocument } from '@bidright/domain';
import type { TableProps, UploadProps } from 'antd';
import { Alert, Card, Empty, Flex, Input, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { DocumentLink } from '../../documents/public/DocumentLink';
import { useDeleteLotDocument, useLotDocuments, useUploadLotDocument } from '../api/documents';
import { DeleteDocumentButton } from './DeleteDocumentButton';
import { useCaseRoles } from './use-staff';

/** Shown instead of the upload while the winner's deposit or payment is past due. */
export const UPLOAD_BLOCKED_PAST_DUE =
  'Document upload is unavailable while a payment of this lot is past due.';

/**
 * Documents attached to one lot, with description and upload (staff). A past-due sale hides the upload
 * (spec part 2 §4).
 */
export function LotDocuments({ lotId, isPastDue = false }: { lotId: string; isPastDue?: boolean }) {
  const { isStaff } = useCaseRoles();
  const docs = useLotDocuments(lotId);
  const upload = useUploadLotDocument();
  const remove = useDeleteLotDocument();
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const real = file as File;
    setProgress({ name: real.name, percent: 0 });
    try {
      const doc = await upload.mutateAsync({
        input: { lotId, description: description.trim(), file: real },
        options: { onProgress: (percent) => setProgress({ name: real.name, percent }) },
      });
      onSuccess?.(doc);
      setDescription('');
      toastSuccess('Successfully uploaded the document!');
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setProgress(null);
    }
  };

  const columns: TableProps<TLotDocument>['columns'] = [
    {
      title: 'File',
      dataIndex: 'name',
      render: (name: string, doc) => (
        <DocumentLink downloadPath={doc.url}>
          <FileOutlined /> {name}
        </DocumentLink>
      ),
    },
    { title: 'Description', dataIndex: 'description', render: (d: string | null) => d || '—' },
    { title: 'Size', dataIndex: 'fileSize', width: 100, render: (n: number) => formatFileSize(n) },
    { title: 'Uploaded by', dataIndex: 'createdBy', width: 140 },
    { title: 'Uploaded', dataIndex: 'createdDate', width: 180, render: (d: string) => formatDateTime(d) },
    ...(isStaff
      ? [
          {
            key: 'actions',
            width: 60,
            render: (_: unknown, doc: TLotDocument) => (
              <DeleteDocumentButton name={doc.name} onDelete={() => remove.mutateAsync(doc.id)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      {isStaff && isPastDue && <Alert type="warning" showIcon title={UPLOAD_BLOCKED_PAST_DUE} />}
      {isStaff && !isPastDue && (
        <Card title="Upload Lot Document" size="small">
          <Flex vertical gap={12}>
            <Input
              placeholder="Description (optional)"
              value={description}
              maxLength={500}
              onChange={(event) => setDescription(event.target.value)}
            />
            <Upload.Dragger
              multiple={false}
              showUploadList={false}
              customRequest={customRequest}
              accept=".pdf,.doc,.docx,image/*"
              disabled={Boolean(progress)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">Click or drag a file here to upload</p>
            </Upload.Dragger>
            {progress && (
              <div>
                <Typography.Text type="secondary">{progress.name}</Typography.Text>
                <Progress percent={progress.percent} size="small" />
              </div>
            )}
          </Flex>
        </Card>
      )}
      <Card title="Lot Documents">
        <Table<TLotDocument>
          rowKey="id"
          columns={columns}
          dataSource={docs.data}
          loading={docs.isLoading}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No lot documents yet." />,
          }}
        />
      </Card>
    </Flex>
  );
}
