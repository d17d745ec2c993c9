import { MobileOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Modal, QRCode, Typography } from 'antd';
import { useState } from 'react';

/** Where "Open" and the QR code lead: the Bidright app's download page. */
export const MOBILE_APP_URL = 'https://bidright.example.com/app';
const DISMISSED_KEY = 'bidright.appOverlayDismissed';

/** Phones and tablets: a touch screen no wider than a tablet in landscape. */
export function isPhoneOrTablet(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia?.('(max-width: 1024px)').matches ?? false;
  const touch = navigator.maxTouchPoints > 0 || /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);
  return narrow && touch;
}

/** The home page's mobile-app prompt: a QR code to open the app on a phone. */
export function MobileAppPrompt() {
  return (
    <Card data-testid="app-qr" styles={{ body: { padding: 24 } }}>
      <Flex gap={24} align="center" wrap>
        <QRCode value={MOBILE_APP_URL} size={132} bordered={false} />
        <div style={{ flex: '1 1 220px' }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            <MobileOutlined /> Bid from your phone
          </Typography.Title>
          <Typography.Text type="secondary">
            Scan the code with your phone's camera to get the Bidright app: live bids, pinned properties and
            auction reminders wherever you are.
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}

/**
 * 'See Bidright in...' (spec part 3 §2): a blocking overlay on phones and tablets with Open (the app) and
 * Continue (stay in the browser). Continue dismisses it for this visit.
 */
export function AppOverlay() {
  const [open, setOpen] = useState(() => isPhoneOrTablet() && sessionStorage.getItem(DISMISSED_KEY) !== '1');
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      centered
      width={340}
      title={null}
    >
      <Flex vertical align="center" gap={12} data-testid="app-overlay" style={{ textAlign: 'center' }}>
        <MobileOutlined style={{ fontSize: 40, color: '#1f4e8c' }} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          See Bidright in...
        </Typography.Title>
        <Typography.Text type="secondary">The Bidright app, or keep using this browser.</Typography.Text>
        <Flex vertical gap={8} style={{ width: '100%', marginTop: 8 }}>
          <Button type="primary" size="large" href={MOBILE_APP_URL} block>
            Open
          </Button>
          <Button size="large" block onClick={dismiss}>
            Continue
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
