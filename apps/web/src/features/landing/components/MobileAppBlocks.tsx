import { MobileOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Modal, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { dismissAppOverlay, MOBILE_APP_URL, shouldOfferApp } from '../app-overlay-gate';

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
  const [open, setOpen] = useState(shouldOfferApp);
  const dismiss = () => {
    dismissAppOverlay();
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
      // The title names the dialog for assistive technology (a dialog without a name is announced as "dialog").
      title={
        <Flex vertical align="center" gap={12}>
          <MobileOutlined style={{ fontSize: 40, color: '#1f4e8c' }} />
          <span style={{ fontSize: 20 }}>See Bidright in...</span>
        </Flex>
      }
      modalRender={(content) => <div data-testid="app-overlay">{content}</div>}
    >
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
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
