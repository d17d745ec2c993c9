import { MobileOutlined } from '@ant-design/icons';
import { Flex, QRCode } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useAppUrl } from '../api/app-links';

/**
 * The home page's mobile-app prompt: a QR code of the app's address (PUBLIC_URL), where a phone installs
 * the app (ADR 0051).
 */
export function MobileAppPrompt() {
  const { appUrl, pending } = useAppUrl();
  return (
    <Card data-testid="app-qr" styles={{ body: { padding: 24 } }}>
      <Flex gap={24} align="center" wrap>
        <QRCode
          value={appUrl}
          status={pending ? 'loading' : 'active'}
          size={132}
          bordered={false}
          aria-label={`QR code of ${appUrl}`}
        />
        <div style={{ flex: '1 1 220px' }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            <MobileOutlined /> Bid from your phone
          </Typography.Title>
          <Typography.Text type="secondary">
            Scan the code with your phone's camera to open Bidright and add the app to your home screen: live
            bids, pinned properties and auction reminders wherever you are.
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}
