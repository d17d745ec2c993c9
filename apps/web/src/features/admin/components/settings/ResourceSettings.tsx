import { PlusOutlined } from '@ant-design/icons';
import { ADMIN_MESSAGES, type TResource, type TResourceBody } from '@bidright/domain';
import { Button, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { Card } from '../../../../components/light-antd/Card';
import { Typography } from '../../../../components/light-antd/Typography';
import { useAdminResources, useDeleteResource, useSaveResource } from '../../api/admin';
import { RichTextEditor } from '../RichTextEditor';
import { ContentEditorModal, EditDeleteButtons, required } from './content-editor';

const valuesOf = (resource: TResource): TResourceBody => ({
  title: resource.title,
  description: resource.description,
  link: resource.link,
  body: resource.body,
});

/** /admin/settings/resources: the resources pages, their body edited as rich text (stored sanitised). */
export function ResourceSettings() {
  const { data, isLoading } = useAdminResources();
  const save = useSaveResource();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<TResource | 'new' | null>(null);
  const [form] = Form.useForm<TResourceBody>();
  return (
    <Card
      title="Resources"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add Resource
        </Button>
      }
    >
      <Table<TResource>
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={{ pageSize: 10 }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Title',
            dataIndex: 'title',
            render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
          },
          { title: 'Description', dataIndex: 'description', ellipsis: true },
          {
            title: 'Created',
            dataIndex: 'createdDate',
            render: (iso: string) => new Date(iso).toLocaleDateString('en-US'),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row) => (
              <EditDeleteButtons
                noun="resource"
                onEdit={() => setEditing(row)}
                onDelete={() => remove.mutateAsync(row.id)}
              />
            ),
          },
        ]}
      />
      <ContentEditorModal
        editing={editing}
        noun="Resource"
        form={form}
        valuesOf={valuesOf}
        save={save.mutateAsync}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        width={760}
      >
        <Form.Item name="title" label="Title" rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={required}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="link" label="Link" rules={[{ type: 'url', message: ADMIN_MESSAGES.linkInvalid }]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="body" label="Body">
          <RichTextEditor />
        </Form.Item>
      </ContentEditorModal>
    </Card>
  );
}
