import {
  BankOutlined,
  CheckCircleFilled,
  DownOutlined,
  LogoutOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { formatUsd, toCents } from '@bidright/domain';
import {
  Avatar,
  Button,
  Divider,
  Dropdown,
  Flex,
  Grid,
  Layout,
  Menu,
  Popover,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBidderAccount } from '../features/account/api/bidder-account';
import { isLoggedIn, primaryRole, type TSession, useSession } from '../lib/session';
import { BrandLogo } from './BrandLogo';
import { LinkButton } from './LinkButton';
import { navItemsFor, profilePathFor, selectedNavKey } from './nav-items';
import { useLogout } from './use-logout';

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
        <Avatar size={44} style={{ background: '#1f4e8c' }}>
          {initials(session)}
        </Avatar>
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
      <Button type="text" style={{ height: 48, paddingInline: 8 }} aria-label="User panel">
        <AccountFace session={session} subtitle={session.userName}>
          {isVerified && (
            <Tooltip title="Verified bidder">
              <CheckCircleFilled
                aria-label="Verified bidder"
                style={{ color: '#389e0d', marginInlineStart: 6 }}
              />
            </Tooltip>
          )}
        </AccountFace>
      </Button>
    </Popover>
  );
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
  const screens = Grid.useBreakpoint();
  return (
    <Flex align="center" gap={10}>
      <Avatar style={{ background: '#1f4e8c' }}>{initials(session)}</Avatar>
      {screens.sm !== false && (
        <Flex vertical align="start" style={{ lineHeight: 1.25 }}>
          <Typography.Text strong>
            {session.fullName}
            {children}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {subtitle}
          </Typography.Text>
        </Flex>
      )}
      {screens.sm === false && children}
      <DownOutlined style={{ fontSize: 10 }} />
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
      <Button type="text" style={{ height: 48, paddingInline: 8 }} aria-label="User menu">
        <AccountFace session={session} subtitle={role} />
      </Button>
    </Dropdown>
  );
}

/** Top bar: logo, the role's menu, and the user panel or a Login button. */
export function AppHeader() {
  const screens = Grid.useBreakpoint();
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const loggedIn = isLoggedIn(session);
  const role = loggedIn ? primaryRole(session) : undefined;
  const items = navItemsFor(role);
  const selected = selectedNavKey(items, location.pathname);
  const homePath = role === 'Admin' ? '/admin' : loggedIn ? '/dashboard' : '/';

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        // antd's 50 px side padding and wide gaps push a phone's header past the screen edge.
        paddingInline: screens.md === false ? 12 : 50,
        gap: screens.md === false ? 8 : 24,
        borderBottom: '1px solid #e6ebf2',
        boxShadow: '0 1px 2px rgba(15, 39, 71, 0.04)',
      }}
    >
      <BrandLogo to={homePath} />
      <Menu
        mode="horizontal"
        aria-label="Main navigation"
        selectedKeys={selected ? [selected] : []}
        items={items.map((item) => ({ key: item.key, label: <Link to={item.to}>{item.label}</Link> }))}
        style={{
          flex: 1,
          minWidth: 0,
          borderBottom: 'none',
          justifyContent: loggedIn ? 'flex-start' : 'flex-end',
        }}
      />
      {!loggedIn && (
        <LinkButton to="/login" type="primary">
          Login
        </LinkButton>
      )}
      {loggedIn && role === 'Bidder' && <BidderPanel session={session} onLogout={logout} />}
      {loggedIn && role !== 'Bidder' && <UserMenu session={session} onLogout={logout} />}
    </Layout.Header>
  );
}
