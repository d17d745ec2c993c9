import {
  BankOutlined,
  CheckCircleFilled,
  LogoutOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { formatUsd, type TNotificationItem, toCents } from '@bidright/domain';
import { Button, Divider, Dropdown, Empty, Flex, Popover, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { cloneElement, type ReactElement, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PlainList } from '../../../components/PlainList';
import { useBidderAccount } from '../../../features/account/api/bidder-account';
import { RecentlyViewedList } from '../../../features/listings/components/HeaderBidderExtras';
import { useMarkRead, useNotifications } from '../../../features/notifications/api/notifications';
import { primaryRole, type TSession } from '../../../lib/session';
import { initials, profilePathFor } from './nav-items';

/**
 * The header's popups, loaded on the first tap of their button (AccountPanel.tsx, ADR 0080): antd's Popover
 * and Dropdown (with its Menu), and what they hold. Each wraps the button the header drew, which mounts again
 * inside it: `refocus` gives it back the keyboard's focus that the tap had put on the first.
 */
type TPopupProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refocus: boolean;
  children: ReactElement;
};

function useRefocused(children: TPopupProps['children'], refocus: boolean) {
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the popup first mounts.
  useEffect(() => {
    if (refocus) ref.current?.focus();
  }, []);
  return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref });
}

/** antd's Popover as the header's panels open: on a click, below the button's right edge. */
function HeaderPopover({
  content,
  open,
  onOpenChange,
  refocus,
  children,
}: TPopupProps & { content: ReactNode }) {
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      {useRefocused(children, refocus)}
    </Popover>
  );
}

/** The bell's panel: the latest alerts; opening one marks it read and follows its link. */
export function NotificationPopover({ open, onOpenChange, refocus, children }: TPopupProps) {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unreadCount ?? 0;
  const openItem = (item: TNotificationItem) => {
    if (!item.isRead) markRead.mutate(item.id);
    onOpenChange(false);
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
    <HeaderPopover content={content} open={open} onOpenChange={onOpenChange} refocus={refocus}>
      {children}
    </HeaderPopover>
  );
}

/** The bidder's funds and verification in the user panel (GET /api/bidders, refreshed on balance changes). */
function BidderFunds() {
  const account = useBidderAccount();
  const data = account.data;
  return (
    <Flex vertical gap={8} data-testid="header-funds">
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">Available balance</Typography.Text>
        {data && (
          <Tag
            color={data.is_verified ? 'green' : 'orange'}
            icon={data.is_verified ? <CheckCircleFilled /> : <WarningOutlined />}
            style={{ marginInlineEnd: 0 }}
            data-testid="header-verified"
          >
            {data.is_verified ? 'Verified' : 'Not verified'}
          </Tag>
        )}
      </Flex>
      <Typography.Text
        strong
        style={{ fontSize: 22, lineHeight: 1.1 }}
        data-testid="header-available-balance"
      >
        {data ? formatUsd(toCents(data.available_balance), { decimals: 2 }) : '—'}
      </Typography.Text>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary" data-testid="header-linked-accounts">
          <BankOutlined /> {data ? data.linked_account_count : '—'} linked account
          {data?.linked_account_count === 1 ? '' : 's'}
        </Typography.Text>
        {data && data.locked_balance > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatUsd(toCents(data.locked_balance), { decimals: 2 })} locked
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

type TAccountPopupProps = TPopupProps & { session: TSession; onLogout: () => void };

/** The bidder's user panel: who, funds, account links, recently viewed lots, Log Out. */
export function BidderPanelPopover({
  session,
  onLogout,
  open,
  onOpenChange,
  refocus,
  children,
}: TAccountPopupProps) {
  const content = (
    <div style={{ width: 280 }} data-testid="user-panel">
      <Flex align="center" gap={12}>
        <span className="site-avatar is-large" aria-hidden="true">
          {initials(session)}
        </span>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {session.fullName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
            {session.userName}
          </Typography.Text>
        </div>
      </Flex>
      <Divider style={{ margin: '12px 0' }} />
      <BidderFunds />
      <Divider style={{ margin: '12px 0' }} />
      <Flex vertical gap={6}>
        <Link to="/account/personal">My Account</Link>
        <Link to="/account/balance">Balance</Link>
        <Link to="/account/winning">Winnings</Link>
      </Flex>
      <Divider style={{ margin: '12px 0' }} />
      <RecentlyViewedList />
      <Divider style={{ margin: '12px 0' }} />
      <Button block icon={<LogoutOutlined />} onClick={onLogout}>
        Log Out
      </Button>
    </div>
  );
  return (
    <HeaderPopover content={content} open={open} onOpenChange={onOpenChange} refocus={refocus}>
      {children}
    </HeaderPopover>
  );
}

/** Everyone else's user menu: My Profile and Log Out. */
export function UserMenuDropdown({
  session,
  onLogout,
  open,
  onOpenChange,
  refocus,
  children,
}: TAccountPopupProps) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: 'My Profile' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out' },
        ],
        onClick: ({ key }) => {
          onOpenChange(false);
          if (key === 'logout') onLogout();
          else navigate(profilePathFor(primaryRole(session)));
        },
      }}
    >
      {useRefocused(children, refocus)}
    </Dropdown>
  );
}
