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
import { Alert, Button, Flex, Skeleton, Switch, Table, theme } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useFeedback } from '../../../lib/use-feedback';
import { useScreens } from '../../../lib/use-screens';
import { usePreferences, useSavePreference } from '../api/notifications';
import { isPushSupported, registerPush } from '../lib/web-push';

/**
 * One switch per kind of alert and channel (all on until turned off), for the kinds `userRole` receives:
 * bidders' on /account/notification, hosts' staff's (past-due payments) on /settings/profile.
 */
export function NotificationPreferencesSection({ userRole }: { userRole: TRole }) {
  const preferences = usePreferences();
  const save = useSavePreference();
  const { message } = useFeedback();
  const [enabling, setEnabling] = useState(false);
  // Phones: one block per alert with its four labelled switches, instead of a table scrolled sideways.
  const narrow = !useScreens().md;
  const { token } = theme.useToken();
  const kinds = notificationKindsFor(userRole);
  if (preferences.isError) return <Alert type="error" showIcon title={NOTIFICATION_MESSAGES.loadFailed} />;
  if (!preferences.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const current = preferences.data;
  const pushButton = isPushSupported() && (
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
  );
  const channelSwitch = (kind: TNotificationKind, channel: TNotificationChannel) => (
    <Switch
      size="small"
      aria-label={`${NOTIFICATION_KIND_INFO[kind].label} by ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
      checked={isChannelEnabled(current, kind, channel)}
      onChange={(enabled) => save.mutate({ kind, channel, enabled })}
    />
  );
  const kindText = (kind: TNotificationKind) => (
    <Flex vertical>
      <Typography.Text strong>{NOTIFICATION_KIND_INFO[kind].label}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {NOTIFICATION_KIND_INFO[kind].description}
      </Typography.Text>
    </Flex>
  );
  return (
    <Card title="Notifications" data-testid="notification-preferences" extra={!narrow && pushButton}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Choose how we tell you. An alert is never sent twice for the same lot and event.
        </Typography.Text>
        {narrow && pushButton && <div>{pushButton}</div>}
        {narrow ? (
          <Flex vertical>
            {kinds.map((kind) => (
              <Flex
                key={kind}
                vertical
                gap={8}
                data-testid="notification-kind"
                style={{ padding: '12px 0', borderTop: `1px solid ${token.colorSplit}` }}
              >
                {kindText(kind)}
                <Flex wrap gap="8px 20px">
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Flex key={channel} align="center" gap={6}>
                      {channelSwitch(kind, channel)}
                      <Typography.Text>{NOTIFICATION_CHANNEL_LABELS[channel]}</Typography.Text>
                    </Flex>
                  ))}
                </Flex>
              </Flex>
            ))}
          </Flex>
        ) : (
          <Table<{ kind: TNotificationKind }>
            rowKey="kind"
            pagination={false}
            dataSource={kinds.map((kind) => ({ kind }))}
            columns={[
              { title: 'Alert', key: 'kind', render: (_, { kind }) => kindText(kind) },
              ...NOTIFICATION_CHANNELS.map((channel: TNotificationChannel) => ({
                title: NOTIFICATION_CHANNEL_LABELS[channel],
                key: channel,
                align: 'center' as const,
                width: 90,
                render: (_: unknown, { kind }: { kind: TNotificationKind }) => channelSwitch(kind, channel),
              })),
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
