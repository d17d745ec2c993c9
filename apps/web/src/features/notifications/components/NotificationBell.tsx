import { BellOutlined } from '@ant-design/icons';
import type { TNotificationItem } from '@bidright/domain';
import { Badge, Button, Empty, Flex, Popover } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList } from '../../../components/PlainList';
import { useMarkRead, useNotifications } from '../api/notifications';
import { registerPush } from '../lib/web-push';

/** The bell in the header: unread count, and the latest alerts in a panel; opening one marks it read. */
export function NotificationBell({ registerDevice = false }: { registerDevice?: boolean }) {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = notifications.data?.unreadCount ?? 0;

  // At startup the device's push subscription is sent again (spec part 3 §7), if permission was given before.
  useEffect(() => {
    if (registerDevice) void registerPush(false).catch(() => undefined);
  }, [registerDevice]);

  const openItem = (item: TNotificationItem) => {
    if (!item.isRead) markRead.mutate(item.id);
    setOpen(false);
    if (item.link) navigate(item.link);
  };
  const content = (
    <div style={{ width: 340, maxWidth: 'calc(100vw - 32px)' }} data-testid="notification-panel">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>Notifications</Typography.Text>
        {unread > 0 && (
          <Button type="link" size="small" onClick={() => markRead.mutate('all')}>
            Mark all as read
          </Button>
        )}
      </Flex>
      {(notifications.data?.data?.length ?? 0) > 0 && notifications.data ? (
        <div style={{ maxHeight: 420, overflowY: 'auto' }}>
          <PlainList
            items={notifications.data.data}
            keyOf={(item) => item.id}
            emptyText={null}
            renderItem={(item) => (
              // The row fills its line, over the list's own padding, so an unread one is tinted edge to edge.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the row opens its link as antd's List.Item did; the panel is a pointer shortcut
              // biome-ignore lint/a11y/noStaticElementInteractions: same as above
              <div
                onClick={() => openItem(item)}
                style={{
                  cursor: 'pointer',
                  background: item.isRead ? undefined : '#f0f5ff',
                  margin: '-8px 0',
                  padding: 8,
                }}
                data-testid="notification-item"
              >
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Typography.Text strong={!item.isRead}>{item.title}</Typography.Text>
                  <Typography.Text type="secondary">{item.body}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dayjs(item.createdDate).format('MM/DD/YYYY h:mm A')}
                  </Typography.Text>
                </Flex>
              </div>
            )}
          />
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet." />
      )}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button
        type="text"
        shape="circle"
        aria-label={`Notifications${unread > 0 ? `, ${unread} unread` : ''}`}
        data-testid="notification-bell"
        icon={
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 20 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
