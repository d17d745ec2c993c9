import { SearchOutlined } from '@ant-design/icons';
import { LOT_MESSAGES, type TCaseDocument } from '@bidright/domain';
import type { TableProps, UploadProps } from 'antd';
import { Checkbox, Col, Flex, Form, Input, Row, Select, Upload } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  useCaseDocuments,
  useDeleteCaseDocument,
  useDocumentTypes,
  useUpdateCaseDocument,
  useUploadCaseDocument,
} from '../api/documents';
import { DocumentTable, DocumentUploadDragger } from './DocumentTable';
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

  const uploadFile = (file: File, onProgress: (percent: number) => void) => {
    const values = form.getFieldsValue();
    return upload.mutateAsync({
      input: {
        caseId,
        documentTypeId: values.documentTypeId ?? '',
        isVisibleToBidder: Boolean(values.isVisibleToBidder),
        isVisibleToClient: Boolean(values.isVisibleToClient),
        file,
      },
      options: { onProgress },
    });
  };

  const beforeUpload: UploadProps['beforeUpload'] = async () => {
    try {
      await form.validateFields();
      return true;
    } catch {
      return Upload.LIST_IGNORE;
    }
  };

  const columns: NonNullable<TableProps<TCaseDocument>['columns']> = [
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
                <DocumentUploadDragger
                  upload={uploadFile}
                  beforeUpload={beforeUpload}
                  hint="PDF, Word or image, up to 25 MB."
                />
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
        <DocumentTable<TCaseDocument>
          documents={docs.data}
          loading={docs.isFetching}
          columns={columns}
          detailsUnderName
          onDelete={isStaff ? (doc) => remove.mutateAsync(doc.id) : undefined}
          emptyText={search ? 'No documents match this file name.' : 'No documents yet.'}
        />
      </Card>
    </Flex>
  );
}
