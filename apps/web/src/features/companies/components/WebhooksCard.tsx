import { PlusOutlined } from '@ant-design/icons';
import type { TWebhook, TWebhookDelivery } from '@bidright/domain';
import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import {
  addWebhook,
  deactivateWebhook,
  useWebhookDeliveries,
  useWebhooks,
  webhookKeys,
} from '../api/webhooks';

const when = (value: string | null) => (value ? dayjs(value).format('MM/DD/YYYY h:mm:ss A') : '—');

/**
 * Webhooks (beyond the spec): https endpoints receiving signed POSTs for lot started, lot stopped (with the
 * winner) and payment received, and every delivery with its attempts.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const deliveries = useWebhookDeliveries();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ url: string }>();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  async function add({ url }: { url: string }) {
    setAdding(true);
    try {
      const made = await addWebhook(url);
      setSecret(made.secret);
      toastSuccess(made.message);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    } catch (error) {
      showSaveError(error, form, ['url']);
    } finally {
      setAdding(false);
    }
  }

  async function deactivate(row: TWebhook) {
    const answer = await deactivateWebhook(row.id);
    toastSuccess(answer.message);
    await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  }

  return (
    <Card title="Webhooks" data-testid="webhooks">
      <Typography.Paragraph type="secondary">
        Bidright POSTs <Typography.Text code>lot.started</Typography.Text>,{' '}
        <Typography.Text code>lot.stopped</Typography.Text> and{' '}
        <Typography.Text code>payment.received</Typography.Text> as JSON to each active URL, signed in{' '}
        <Typography.Text code>X-Bidright-Signature: t=…,v1=…</Typography.Text> (HMAC-SHA256 of "t.body" with
        the secret). Failed deliveries are retried with a growing delay.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => void add(values)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item
          name="url"
          rules={[{ required: true, message: ACCOUNT_MESSAGES.fieldRequired }]}
          style={{ flex: '1 1 280px' }}
        >
          <Input
            placeholder="https://example.com/bidright-webhook"
            aria-label="Webhook URL"
            maxLength={2000}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={adding}>
          Add Webhook
        </Button>
      </Form>
      <Table<TWebhook>
        rowKey="id"
        size="small"
        pagination={false}
        loading={webhooks.isFetching}
        dataSource={webhooks.data ?? []}
        scroll={{ x: 560 }}
        columns={[
          {
            title: 'URL',
            dataIndex: 'url',
            render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
          },
          { title: 'Added', dataIndex: 'createdDate', render: when },
          {
            title: 'Status',
            key: 'status',
            render: (_, row) => (row.isActive ? <Tag color="green">Active</Tag> : <Tag>Deactivated</Tag>),
          },
          {
            title: 'Action',
            key: 'action',
            render: (_, row) =>
              row.isActive && (
                <Popconfirm
                  title="Are you sure to deactivate the webhook?"
                  onConfirm={() => void deactivate(row)}
                >
                  <Button size="small" danger>
                    Deactivate
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Deliveries
      </Typography.Title>
      <Table<TWebhookDelivery>
        rowKey="id"
        size="small"
        loading={deliveries.isFetching && !deliveries.data}
        dataSource={deliveries.data ?? []}
        pagination={{ pageSize: 10 }}
        scroll={{ x: 640 }}
        columns={[
          {
            title: 'Event',
            dataIndex: 'event',
            render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
          },
          { title: 'Created', dataIndex: 'createdDate', render: when },
          { title: 'Attempts', dataIndex: 'attempts', align: 'right' },
          { title: 'Last Attempt', dataIndex: 'lastAttemptDate', render: when },
          {
            title: 'Result',
            key: 'result',
            render: (_, row) =>
              row.deliveredDate ? (
                <Tag color="green">Delivered ({row.lastStatusCode})</Tag>
              ) : row.attempts === 0 ? (
                <Tag>Pending</Tag>
              ) : (
                <Space size={4} wrap>
                  <Tag color="orange">Retrying</Tag>
                  <Typography.Text type="secondary">{row.lastError}</Typography.Text>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={secret !== null}
        title="Your webhook signing secret"
        onCancel={() => setSecret(null)}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setSecret(null)}>
            Done
          </Button>
        }
      >
        <Alert
          type="warning"
          showIcon
          title="Copy the secret now: it is shown only once."
          style={{ marginBottom: 12 }}
        />
        <Typography.Paragraph copyable={{ text: secret ?? '' }} code style={{ wordBreak: 'break-all' }}>
          {secret}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
