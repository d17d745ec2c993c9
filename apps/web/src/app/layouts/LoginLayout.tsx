import { SafetyCertificateOutlined, ThunderboltOutlined, TrophyOutlined } from '@ant-design/icons';
import { Col, Flex, Grid, Layout, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import { RouteOutlet } from '../route-outlet';

function Point({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Flex gap={14} align="start">
      <div
        style={{
          width: 40,
          height: 40,
          borderRadius: 10,
          background: 'rgba(255,255,255,0.12)',
          display: 'grid',
          placeItems: 'center',
          fontSize: 18,
          color: '#fff',
          flex: 'none',
        }}
      >
        {icon}
      </div>
      <div>
        <Typography.Text strong style={{ color: '#fff', display: 'block' }}>
          {title}
        </Typography.Text>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.72)' }}>{text}</Typography.Text>
      </div>
    </Flex>
  );
}

/** Login, registration and password pages: a brand panel beside the form. */
export function LoginLayout() {
  const screens = Grid.useBreakpoint();
  return (
    <Layout style={{ minHeight: '100vh', background: '#f4f6fa' }}>
      <Row style={{ minHeight: '100vh' }}>
        <Col
          xs={0}
          lg={11}
          style={{
            background: 'linear-gradient(150deg, #0f2747 0%, #1f4e8c 60%, #2f6db5 100%)',
            padding: '48px 56px',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
          }}
        >
          <BrandLogo inverted />
          <div style={{ maxWidth: 440 }}>
            <Typography.Title level={2} style={{ color: '#fff', marginBottom: 12 }}>
              Online platform for connecting buyers to homes
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.75)', fontSize: 16, marginBottom: 36 }}>
              Find foreclosure properties, verify once, and bid live from anywhere.
            </Typography.Paragraph>
            <Flex vertical gap={22}>
              <Point
                icon={<ThunderboltOutlined />}
                title="Live bidding"
                text="Real-time auctions with a server clock."
              />
              <Point
                icon={<SafetyCertificateOutlined />}
                title="Verified bidders"
                text="Bank-backed deposits and phone verification."
              />
              <Point
                icon={<TrophyOutlined />}
                title="Clear outcomes"
                text="From winning bid to deed, tracked end to end."
              />
            </Flex>
          </div>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.55)', fontSize: 12 }}>
            © {new Date().getFullYear()} Bidright · Version {__APP_VERSION__}
          </Typography.Text>
        </Col>
        <Col
          xs={24}
          lg={13}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}
        >
          <div style={{ width: '100%', maxWidth: 420 }}>
            {!screens.lg && (
              <Flex justify="center" style={{ marginBottom: 28 }}>
                <BrandLogo />
              </Flex>
            )}
            <RouteOutlet />
          </div>
        </Col>
      </Row>
    </Layout>
  );
}
