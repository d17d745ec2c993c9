import { MobileOutlined } from '@ant-design/icons';
import { Card, Flex, QRCode, Typography } from 'antd';
import { MOBILE_APP_URL } from '../app-overlay-gate';

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
