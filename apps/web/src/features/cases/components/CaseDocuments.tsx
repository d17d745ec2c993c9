import { FileOutlined, InboxOutlined, SearchOutlined } from '@ant-design/icons';
import { LOT_MESSAGES, type TCaseDocument } from '@bidright/domain';
import type { TableProps, UploadProps } from 'antd';
import {
  Card,
  Checkbox,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Progress,
  Row,
  Select,
  Table,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DocumentLink } from '../../documents/public/DocumentLink';
import {
  useCaseDocuments,
  useDeleteCaseDocument,
  useDocumentTypes,
  useUpdateCaseDocument,
  useUploadCaseDocument,
} from '../api/documents';
import { DeleteDocumentButton } from './DeleteDocumentButton';
import { useCaseRoles } from './use-staff';

/** File-name search waits this long (spec part 2 §5). */
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 250;

type TUploadValues = { documentTypeId?: string; isVisibleToBidder: boolean; isVisibleToClient: boolean };

/** Case documents: search, table with type and visibility, upload (staff only; admins only read). */
export function CaseDocuments({ caseId }: { caseId: string }) {
  const { isStaff } = useCaseRoles();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), DOCUMENT_SEARCH_DEBOUNCE_MS);
  const docs = useCaseDocuments(caseId, search);
  const types = useDocumentTypes();
  const update = useUpdateCaseDocument();
  const remove = useDeleteCaseDocument();
  const upload = useUploadCaseDocument();
  const [form] = Form.useForm<TUploadValues>();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const setVisibility = (doc: TCaseDocument, patch: Partial<TCaseDocument>) =>
    update.mutate({
      id: doc.id,
      body: {
        documentTypeId: Number(patch.typeId ?? doc.typeId),
        caseId: Number(caseId),
        isVisibleToBidder: patch.isVisibleToBidder ?? doc.isVisibleToBidder,
        isVisibleToClient: patch.isVisibleToClient ?? doc.isVisibleToClient,
      },
    });

  const customRequest: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    const values = form.getFieldsValue();
    const real = file as File;
    setProgress({ name: real.name, percent: 0 });
    try {
      const doc = await upload.mutateAsync({
        input: {
          caseId,
          documentTypeId: values.documentTypeId ?? '',
          isVisibleToBidder: Boolean(values.isVisibleToBidder),
          isVisibleToClient: Boolean(values.isVisibleToClient),
          file: real,
        },
        options: {
          onProgress: (percent) => {
            setProgress({ name: real.name, percent });
            onProgress?.({ percent });
          },
        },
      });
      onSuccess?.(doc);
      toastSuccess('Successfully uploaded the document!');
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setProgress(null);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = async () => {
    try {
      await form.validateFields();
      return true;
    } catch {
      return Upload.LIST_IGNORE;
    }
  };

  const columns: TableProps<TCaseDocument>['columns'] = [
    {
      title: 'File',
      dataIndex: 'name',
      render: (name: string, doc) => (
        <Flex vertical>
          <DocumentLink downloadPath={doc.url}>
            <FileOutlined /> {name}
          </DocumentLink>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatFileSize(doc.fileSize)} · {doc.createdBy}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'typeName',
      width: 200,
      render: (typeName: string, doc) =>
        isStaff ? (
          <Select
            size="small"
            value={doc.typeId}
            style={{ width: 170 }}
            options={types.data?.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(typeId: string) => setVisibility(doc, { typeId })}
            aria-label={`Type of ${doc.name}`}
          />
        ) : (
          typeName
        ),
    },
    {
      title: 'Visible to Bidder',
      dataIndex: 'isVisibleToBidder',
      align: 'center',
      width: 130,
      render: (checked: boolean, doc) => (
        <Checkbox
          checked={checked}
          disabled={!isStaff}
          onChange={(event) => setVisibility(doc, { isVisibleToBidder: event.target.checked })}
          aria-label={`${doc.name} visible to bidder`}
        />
      ),
    },
    {
      title: 'Visible to Client',
      dataIndex: 'isVisibleToClient',
      align: 'center',
      width: 130,
      render: (checked: boolean, doc) => (
        <Checkbox
          checked={checked}
          disabled={!isStaff}
          onChange={(event) => setVisibility(doc, { isVisibleToClient: event.target.checked })}
          aria-label={`${doc.name} visible to client`}
        />
      ),
    },
    { title: 'Uploaded', dataIndex: 'createdDate', width: 180, render: (d: string) => formatDateTime(d) },
    ...(isStaff
      ? [
          {
            key: 'actions',
            width: 60,
            render: (_: unknown, doc: TCaseDocument) => (
              <DeleteDocumentButton name={doc.name} onDelete={() => remove.mutateAsync(doc.id)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      {isStaff && (
        <Card title="Upload Document" size="small">
          <Form
            form={form}
            layout="vertical"
            initialValues={{ isVisibleToBidder: false, isVisibleToClient: true }}
          >
            <Row gutter={16} align="middle">
              <Col xs={24} md={8}>
                <Form.Item
                  name="documentTypeId"
                  label="Document Type"
                  rules={[{ required: true, message: LOT_MESSAGES.documentTypeRequired }]}
                >
                  <Select
                    placeholder="Select the type"
                    loading={types.isLoading}
                    options={types.data?.map((t) => ({ value: t.id, label: t.name }))}
                  />
                </Form.Item>
                <Form.Item name="isVisibleToBidder" valuePropName="checked" style={{ marginBottom: 4 }}>
                  <Checkbox>Visible to bidders</Checkbox>
                </Form.Item>
                <Form.Item name="isVisibleToClient" valuePropName="checked" style={{ marginBottom: 0 }}>
                  <Checkbox>Visible to client</Checkbox>
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
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
                  <p className="ant-upload-hint">PDF, Word or image, up to 25 MB.</p>
                </Upload.Dragger>
                {progress && (
                  <div style={{ marginTop: 8 }}>
                    <Typography.Text type="secondary">{progress.name}</Typography.Text>
                    <Progress percent={progress.percent} size="small" />
                  </div>
                )}
              </Col>
            </Row>
          </Form>
        </Card>
      )}
      <Card
        title="Case Documents"
        extra={
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by file name"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ width: 240 }}
          />
        }
      >
        <Table<TCaseDocument>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={docs.data}
          loading={docs.isLoading || docs.isFetching}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={search ? 'No documents match this file name.' : 'No documents yet.'}
              />
            ),
          }}
        />
      </Card>
    </Flex>
  );
}
