import {
  BankOutlined,
  CheckCircleFilled,
  DownOutlined,
  LogoutOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { formatUsd, toCents } from '@bidright/domain';
import { Button, Divider, Dropdown, Flex, Popover, Tag, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useBidderAccount } from '../../../features/account/api/bidder-account';
import { PinnedCount, RecentlyViewedList } from '../../../features/listings/components/HeaderBidderExtras';
import { NotificationBell } from '../../../features/notifications/components/NotificationBell';
import { primaryRole, type TSession } from '../../../lib/session';
import { useScreens } from '../../../lib/use-screens';
import { profilePathFor } from './nav-items';

function initials(session: TSession): string {
  const name = session.fullName || session.userName || '?';
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
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

function BidderPanel({ session, onLogout }: { session: TSession; onLogout: () => void }) {
  const account = useBidderAccount();
  const isVerified = account.data?.is_verified;
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
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      onOpenChange={(open) => {
        if (open) void account.refetch();
      }}
    >
      <Button
        type="text"
        style={{ height: 48, paddingInline: 8 }}
        aria-label={accountButtonLabel(
          session,
          session.userName,
          isVerified ? 'verified bidder' : undefined,
          'User panel',
        )}
      >
        <AccountFace session={session} subtitle={session.userName}>
          {isVerified && (
            <Tooltip title="Verified bidder">
              <CheckCircleFilled aria-hidden="true" style={{ color: '#389e0d', marginInlineStart: 6 }} />
            </Tooltip>
          )}
        </AccountFace>
      </Button>
    </Popover>
  );
}

/**
 * The account button's accessible name: what it opens first, then the words it shows from 576 px in the order
 * shown (the name, then the role or user name), then the bidder's status: "User menu, Karen Okafor, Client".
 * The visible words stay in the name, in order, so a voice user can say what they see (WCAG 2.5.3, label in
 * name); the avatar's initials are decoration, hidden from assistive technology and left out.
 */
function accountButtonLabel(
  session: TSession,
  subtitle: string | undefined,
  status: string | undefined,
  opens: 'User panel' | 'User menu',
): string {
  return [opens, session.fullName, subtitle, status].filter(Boolean).join(', ');
}

/** The header's account button face: avatar, then name and a subtitle from 576 px up (phones keep the avatar). */
function AccountFace({
  session,
  subtitle,
  children,
}: {
  session: TSession;
  subtitle: string | undefined;
  children?: React.ReactNode;
}) {
  const screens = useScreens();
  return (
    <Flex align="center" gap={10}>
      <span className="site-avatar" aria-hidden="true">
        {initials(session)}
      </span>{' '}
      {screens.sm && (
        <Flex vertical align="start" style={{ lineHeight: 1.25 }}>
          <Typography.Text strong>
            {session.fullName}
            {children}
          </Typography.Text>
          {/* Spaces between flex items are not drawn; they keep the words apart in the button's text. */}{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {subtitle}
          </Typography.Text>
        </Flex>
      )}
      {!screens.sm && children}
      <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
    </Flex>
  );
}

function UserMenu({ session, onLogout }: { session: TSession; onLogout: () => void }) {
  const navigate = useNavigate();
  const role = primaryRole(session);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: 'My Profile' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out' },
        ],
        onClick: ({ key }) => (key === 'logout' ? onLogout() : navigate(profilePathFor(role))),
      }}
    >
      <Button
        type="text"
        style={{ height: 48, paddingInline: 8 }}
        aria-label={accountButtonLabel(session, role, undefined, 'User menu')}
      >
        <AccountFace session={session} subtitle={role} />
      </Button>
    </Dropdown>
  );
}

/**
 * The signed-in user's side of the header: the bidder's funds panel, or the user menu. Its own chunk
 * (loaded by AppHeader only once someone is signed in), so visitors' first load carries none of it.
 */
export function AccountPanel({ session, onLogout }: { session: TSession; onLogout: () => void }) {
  const isBidder = primaryRole(session) === 'Bidder';
  return (
    <>
      <NotificationBell registerDevice={isBidder} />
      {isBidder && <PinnedCount />}
      {isBidder ? (
        <BidderPanel session={session} onLogout={onLogout} />
      ) : (
        <UserMenu session={session} onLogout={onLogout} />
      )}
    </>
  );
}
