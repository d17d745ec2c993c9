import { MobileOutlined } from '@ant-design/icons';
import {
  isChannelEnabled,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_MESSAGES,
  notificationKindsFor,
  type TNotificationChannel,
  type TNotificationKind,
  type TRole,
} from '@bidright/domain';
import { Alert, App, Button, Card, Flex, Skeleton, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { usePreferences, useSavePreference } from '../api/notifications';
import { isPushSupported, registerPush } from '../lib/web-push';

/**
 * One switch per kind of alert and channel (all on until turned off), for the kinds `role` receives:
 * bidders' on /account/notification, hosts' staff's (past-due payments) on /settings/profile.
 */
export function NotificationPreferencesSection({ role }: { role: TRole }) {
  const preferences = usePreferences();
  const save = useSavePreference();
  const { message } = App.useApp();
  const [enabling, setEnabling] = useState(false);
  const kinds = notificationKindsFor(role);
  if (preferences.isError) return <Alert type="error" showIcon title={NOTIFICATION_MESSAGES.loadFailed} />;
  if (!preferences.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const current = preferences.data;
  return (
    <Card
      title="Notifications"
      data-testid="notification-preferences"
      extra={
        isPushSupported() && (
          <Button
            icon={<MobileOutlined />}
            loading={enabling}
            onClick={() => {
              setEnabling(true);
              void registerPush(true)
                .then((ok) =>
                  ok
                    ? message.success('Push alerts are on for this device.')
                    : message.warning('This browser did not allow push alerts.'),
                )
                .finally(() => setEnabling(false));
            }}
          >
            Enable push on this device
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Choose how we tell you. An alert is never sent twice for the same lot and event.
        </Typography.Text>
        <Table<{ kind: TNotificationKind }>
          rowKey="kind"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={kinds.map((kind) => ({ kind }))}
          columns={[
            {
              title: 'Alert',
              key: 'kind',
              render: (_, { kind }) => (
                <Flex vertical>
                  <Typography.Text strong>{NOTIFICATION_KIND_INFO[kind].label}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {NOTIFICATION_KIND_INFO[kind].description}
                  </Typography.Text>
                </Flex>
              ),
            },
            ...NOTIFICATION_CHANNELS.map((channel: TNotificationChannel) => ({
              title: NOTIFICATION_CHANNEL_LABELS[channel],
              key: channel,
              align: 'center' as const,
              width: 90,
              render: (_: unknown, { kind }: { kind: TNotificationKind }) => (
                <Switch
                  size="small"
                  aria-label={`${NOTIFICATION_KIND_INFO[kind].label} by ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                  checked={isChannelEnabled(current, kind, channel)}
                  onChange={(enabled) => save.mutate({ kind, channel, enabled })}
                />
              ),
            })),
          ]}
        />
      </Flex>
    </Card>
  );
}
