import { FileOutlined, InboxOutlined } from '@ant-design/icons';
import type { TableProps, UploadProps } from 'antd';
import { Empty, Flex, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { DocumentLink } from '../../documents/public/DocumentLink';
import { DeleteDocumentButton } from './DeleteDocumentButton';

/** What every document row carries (a case's and a lot's documents both do). */
export type TDocumentRow = {
  id: string;
  name: string;
  url: string;
  fileSize: number;
  createdBy: string;
  createdDate: string;
};

/**
 * The document table of a case and of a lot: File first, the caller's columns, Uploaded, then the delete
 * action for staff. All of a case's or lot's documents show at once (no pages).
 *
 * Where the two copies disagreed: the table is drawn `middle` and shows its spinner whenever the list is
 * fetched, a search or a refresh after an upload or delete included (the case table's answer; the lot table
 * was default size and spun only on the first load, so a refresh went unannounced).
 */
export function DocumentTable<T extends TDocumentRow>({
  documents,
  loading,
  columns,
  detailsUnderName = false,
  onDelete,
  emptyText,
}: {
  documents: T[] | undefined;
  loading: boolean;
  /** The columns between File and Uploaded. */
  columns: NonNullable<TableProps<T>['columns']>;
  /** Size and uploader under the file's name, for a table that has no columns for them. */
  detailsUnderName?: boolean;
  /** Staff only: adds the delete action. */
  onDelete?: (doc: T) => Promise<unknown>;
  emptyText: string;
}) {
  const all: TableProps<T>['columns'] = [
    {
      title: 'File',
      dataIndex: 'name',
      render: (name: string, doc) => {
        const link = (
          <DocumentLink downloadPath={doc.url}>
            <FileOutlined /> {name}
          </DocumentLink>
        );
        return detailsUnderName ? (
          <Flex vertical>
            {link}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatFileSize(doc.fileSize)} · {doc.createdBy}
            </Typography.Text>
          </Flex>
        ) : (
          link
        );
      },
    },
    ...columns,
    { title: 'Uploaded', dataIndex: 'createdDate', width: 180, render: (d: string) => formatDateTime(d) },
    ...(onDelete
      ? [
          {
            key: 'actions',
            width: 60,
            render: (_: unknown, doc: T) => (
              <DeleteDocumentButton name={doc.name} onDelete={() => onDelete(doc)} />
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={all}
      dataSource={documents}
      loading={loading}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
}

/**
 * The drop zone that uploads one document, with the file's progress under it; says so when it is done.
 * `upload` sends the file (reporting 0..100); `onUploaded` runs after a success, e.g. to clear a field.
 */
export function DocumentUploadDragger({
  upload,
  beforeUpload,
  onUploaded,
  hint,
}: {
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  beforeUpload?: UploadProps['beforeUpload'];
  onUploaded?: () => void;
  hint?: string;
}) {
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const customRequest: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    const real = file as File;
    setProgress({ name: real.name, percent: 0 });
    try {
      const doc = await upload(real, (percent) => {
        setProgress({ name: real.name, percent });
        onProgress?.({ percent });
      });
      onSuccess?.(doc);
      onUploaded?.();
      toastSuccess('Successfully uploaded the document!');
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div>
      <Upload.Dragger
        multiple={false}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        accept=".pdf,.doc,.docx,image/*"
        disabled={Boolean(progress)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag a file here to upload</p>
        {hint && <p className="ant-upload-hint">{hint}</p>}
      </Upload.Dragger>
      {progress && (
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{progress.name}</Typography.Text>
          <Progress percent={progress.percent} size="small" />
        </div>
      )}
    </div>
  );
}
