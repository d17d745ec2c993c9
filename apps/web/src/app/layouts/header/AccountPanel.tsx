import { BellOutlined, CheckCircleFilled, DownOutlined, PushpinOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import {
  type ComponentType,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useBidderAccount } from '../../../features/account/api/bidder-account';
import { pinCountQueryOptions } from '../../../features/listings/api/listings';
import { useNotifications } from '../../../features/notifications/api/notifications';
import { registerPush } from '../../../features/notifications/lib/web-push';
import { primaryRole, type TSession } from '../../../lib/session';
import { useScreens } from '../../../lib/use-screens';
import type { BidderPanelPopover } from './HeaderPopups';
import { CountBadge, HoverHint } from './light-parts';
import { initials } from './nav-items';

type TPopupProps = Parameters<typeof BidderPanelPopover>[0];
type TPopup = 'NotificationPopover' | 'BidderPanelPopover' | 'UserMenuDropdown';

const popups = new Map<TPopup, ComponentType<TPopupProps>>();
/** One of the header's popups (HeaderPopups.tsx, one chunk), fetched on the first tap that opens one. */
function lazyPopup(name: TPopup): ComponentType<TPopupProps> {
  let popup = popups.get(name);
  if (!popup) {
    popup = lazy(() =>
      import('./HeaderPopups').then((module) => ({ default: module[name] as ComponentType<TPopupProps> })),
    );
    popups.set(name, popup);
  }
  return popup;
}

/**
 * A header button whose popup loads on its first tap (ADR 0080): until then the button is drawn alone, and
 * antd's Popover, Dropdown and Menu are not in the page's first load. The tap that loads it opens it.
 */
function PopupOnTap({
  popup,
  trigger,
  session,
  onLogout,
  onOpenChange,
}: {
  popup: TPopup;
  trigger: (onTap: ((event: MouseEvent<HTMLElement>) => void) | undefined) => ReactElement;
  session?: TSession;
  onLogout?: () => void;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState<{ refocus: boolean } | null>(null);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  if (!wanted) {
    return trigger((event) => {
      setWanted({ refocus: document.activeElement === event.currentTarget });
      changeOpen(true);
    });
  }
  const Popup = lazyPopup(popup);
  const button = trigger(undefined);
  return (
    <Suspense fallback={button}>
      <Popup
        session={session as TSession}
        onLogout={onLogout ?? (() => undefined)}
        open={open}
        onOpenChange={changeOpen}
        refocus={wanted.refocus}
      >
        {button}
      </Popup>
    </Suspense>
  );
}

/** The bell in the header: the unread count; the latest alerts open in a panel. */
function NotificationBell({ registerDevice }: { registerDevice: boolean }) {
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;
  // At startup the device's push subscription is sent again (spec part 3 §7), if permission was given before.
  useEffect(() => {
    if (registerDevice) void registerPush(false).catch(() => undefined);
  }, [registerDevice]);
  return (
    <PopupOnTap
      popup="NotificationPopover"
      trigger={(onTap) => (
        <Button
          type="text"
          shape="circle"
          aria-label={`Notifications${unread > 0 ? `, ${unread} unread` : ''}`}
          data-testid="notification-bell"
          onClick={onTap}
          icon={
            <CountBadge count={unread} style={{ background: 'var(--ant-color-error, #cf1322)' }}>
              <BellOutlined style={{ fontSize: 20 }} />
            </CountBadge>
          }
        />
      )}
    />
  );
}

/** The header's pinned count: opens the property search on Pinned. */
function PinnedCount() {
  const navigate = useNavigate();
  const count = useQuery(pinCountQueryOptions(true));
  return (
    <HoverHint title="Pinned properties">
      <CountBadge
        count={count.data ?? 0}
        showZero
        style={{ marginTop: 4, insetInlineEnd: 4, background: '#1f4e8c' }}
      >
        <Button
          type="text"
          aria-label={`Pinned properties: ${count.data ?? 0}`}
          data-testid="header-pinned-count"
          data-count={count.data ?? 0}
          icon={<PushpinOutlined style={{ fontSize: 18 }} />}
          onClick={() => navigate('/properties', { state: { showPinned: true } })}
        />
      </CountBadge>
    </HoverHint>
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

/**
 * The header's account button face: avatar, then name and a subtitle from 576 px up (phones keep the avatar).
 * antd Flex's and Typography's markup (their classes in the static stylesheet), without their code.
 */
function AccountFace({
  session,
  subtitle,
  children,
}: {
  session: TSession;
  subtitle: string | undefined;
  children?: ReactNode;
}) {
  const screens = useScreens();
  return (
    <div className="ant-flex ant-flex-align-center" style={{ gap: 10 }}>
      <span className="site-avatar" aria-hidden="true">
        {initials(session)}
      </span>{' '}
      {screens.sm && (
        <div className="ant-flex ant-flex-align-start ant-flex-vertical" style={{ lineHeight: 1.25 }}>
          <span className="ant-typography">
            <strong>
              {session.fullName}
              {children}
            </strong>
          </span>
          {/* Spaces between flex items are not drawn; they keep the words apart in the button's text. */}{' '}
          <span className="ant-typography ant-typography-secondary" style={{ fontSize: 12 }}>
            {subtitle}
          </span>
        </div>
      )}
      {!screens.sm && children}
      <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
    </div>
  );
}

function accountButton(label: string, face: ReactNode) {
  return (onTap: ((event: MouseEvent<HTMLElement>) => void) | undefined) => (
    <Button type="text" style={{ height: 48, paddingInline: 8 }} aria-label={label} onClick={onTap}>
      {face}
    </Button>
  );
}

function BidderPanel({ session, onLogout }: { session: TSession; onLogout: () => void }) {
  const account = useBidderAccount();
  const isVerified = account.data?.is_verified;
  return (
    <PopupOnTap
      popup="BidderPanelPopover"
      session={session}
      onLogout={onLogout}
      onOpenChange={(open) => {
        if (open) void account.refetch();
      }}
      trigger={accountButton(
        accountButtonLabel(
          session,
          session.userName,
          isVerified ? 'verified bidder' : undefined,
          'User panel',
        ),
        <AccountFace session={session} subtitle={session.userName}>
          {isVerified && (
            <HoverHint title="Verified bidder">
              <CheckCircleFilled aria-hidden="true" style={{ color: '#389e0d', marginInlineStart: 6 }} />
            </HoverHint>
          )}
        </AccountFace>,
      )}
    />
  );
}

function UserMenu({ session, onLogout }: { session: TSession; onLogout: () => void }) {
  const role = primaryRole(session);
  return (
    <PopupOnTap
      popup="UserMenuDropdown"
      session={session}
      onLogout={onLogout}
      trigger={accountButton(
        accountButtonLabel(session, role, undefined, 'User menu'),
        <AccountFace session={session} subtitle={role} />,
      )}
    />
  );
}

/**
 * The signed-in user's side of the header: the bell, the bidder's pins and funds panel, or the user menu.
 * Its own chunk (loaded by AppHeader only once someone is signed in), so visitors' first load carries none of
 * it; its buttons are drawn with antd's classes and no more of antd than Button, and their popups
 * (HeaderPopups.tsx) load on the first tap (ADR 0080).
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
