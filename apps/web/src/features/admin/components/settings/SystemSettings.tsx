import { EditOutlined } from '@ant-design/icons';
import type { TConfiguration } from '@bidright/domain';
import { Button, Form, Input, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Card } from '../../../../components/light-antd/Card';
import { Typography } from '../../../../components/light-antd/Typography';
import { ApiError } from '../../../../lib/api-error';
import { toastSuccess } from '../../../../lib/notifier';
import { useConfigurations, useSaveConfiguration } from '../../api/admin';
import { required } from './content-editor';

const when = (iso: string) => (iso.startsWith('1970') ? 'Default' : new Date(iso).toLocaleString('en-US'));

/** /admin/settings/system: the settings the product runs on; a bad value is refused with the server's message. */
export function SystemSettings() {
  const { data, isLoading } = useConfigurations();
  const save = useSaveConfiguration();
  const [editing, setEditing] = useState<TConfiguration | null>(null);
  const [form] = Form.useForm<{ value: string }>();
  useEffect(() => {
    if (editing) form.setFieldsValue({ value: editing.value });
  }, [editing, form]);
  return (
    <Card title="System Settings">
      <Table<TConfiguration>
        rowKey="key"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Key',
            dataIndex: 'key',
            render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
          },
          { title: 'Display Name', dataIndex: 'displayName' },
          {
            title: 'Value',
            dataIndex: 'value',
            render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
          },
          { title: 'Modified', dataIndex: 'modifiedDate', render: when },
          {
            title: '',
            key: 'edit',
            render: (_: unknown, row) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(row)}
                aria-label={`Edit ${row.key}`}
              >
                Edit
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.displayName}
        okText="Save"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={async ({ value }) => {
            try {
              const answer = await save.mutateAsync({ key: editing!.key, value });
              toastSuccess(answer.message);
              setEditing(null);
            } catch (error) {
              if (error instanceof ApiError) form.setFields([{ name: 'value', errors: [error.message] }]);
            }
          }}
        >
          <Form.Item name="value" label={editing?.key} rules={required}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
