import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import type { TApiKey } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import { apiKeyKeys, deactivateApiKey, generateApiKey, useApiKeys } from '../api/api-keys';
import { WebhooksCard } from '../components/WebhooksCard';

const when = (value: string | null) => (value ? dayjs(value).format('MM/DD/YYYY h:mm A') : '—');

/**
 * /settings/api-credentials (auctioneers only; part 3 §3, §4, §9): the full key is shown once after
 * generating; afterwards only stars and the last six characters. A deactivated key is also shown expired.
 */
export function ApiCredentialsSection() {
  const keys = useApiKeys();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const [shownKey, setShownKey] = useState<string | null>(null);

  async function generate() {
    setGenerating(true);
    try {
      const made = await generateApiKey();
      setShownKey(made.key);
      toastSuccess(made.message);
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    } finally {
      setGenerating(false);
    }
  }

  async function deactivate(row: TApiKey) {
    const answer = await deactivateApiKey(row.id);
    toastSuccess(answer.message);
    await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
  }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="API Keys"
        data-testid="api-keys"
        extra={
          <Button type="primary" icon={<PlusOutlined />} loading={generating} onClick={() => void generate()}>
            Generate API Key
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          A key opens the read-only API at <Typography.Text code>/api/v1</Typography.Text> (auctions, lots,
          bid history of closed lots, cases) for this company. Send it as{' '}
          <Typography.Text code>Authorization: ApiKey &lt;key&gt;</Typography.Text> or{' '}
          <Typography.Text code>X-Api-Key</Typography.Text>. See <a href="/api/docs">the API documentation</a>
          .
        </Typography.Paragraph>
        <Table<TApiKey>
          rowKey="id"
          size="middle"
          loading={keys.isFetching}
          dataSource={keys.data ?? []}
          scroll={{ x: 640 }}
          pagination={false}
          columns={[
            {
              title: 'Key',
              dataIndex: 'maskedKey',
              render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
            },
            { title: 'Generated', dataIndex: 'generatedDate', render: when },
            {
              title: 'Status',
              key: 'status',
              render: (_, row) =>
                row.isDeactivated ? (
                  <Space size={4} wrap>
                    <Tag color="red">Expired</Tag>
                    <Typography.Text type="secondary">
                      Deactivated {when(row.deactivatedDate)}
                    </Typography.Text>
                  </Space>
                ) : row.isExpired ? (
                  <Space size={4} wrap>
                    <Tag color="red">Expired</Tag>
                    <Typography.Text type="secondary">{when(row.expirationDate)}</Typography.Text>
                  </Space>
                ) : (
                  <Space size={4} wrap>
                    <Tag color="green">Active</Tag>
                    <Typography.Text type="secondary">Expires {when(row.expirationDate)}</Typography.Text>
                  </Space>
                ),
            },
            {
              title: 'Action',
              key: 'action',
              render: (_, row) =>
                !row.isExpired && (
                  <Popconfirm
                    title="Are you sure to deactivate the API key?"
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
      </Card>
      <WebhooksCard />
      {/* Mounted only while open: once closed, the full key is gone from the page. */}
      {shownKey !== null && (
        <Modal
          open
          title={
            <Space>
              <KeyOutlined />
              Your new API key
            </Space>
          }
          onCancel={() => setShownKey(null)}
          destroyOnHidden
          footer={
            <Button type="primary" onClick={() => setShownKey(null)}>
              Done
            </Button>
          }
        >
          <Alert
            type="warning"
            showIcon
            title="Copy the key now: it is shown only once."
            style={{ marginBottom: 12 }}
          />
          <Typography.Paragraph
            copyable={{ text: shownKey ?? '' }}
            code
            data-testid="new-api-key"
            style={{ wordBreak: 'break-all' }}
          >
            {shownKey}
          </Typography.Paragraph>
        </Modal>
      )}
    </Space>
  );
}
