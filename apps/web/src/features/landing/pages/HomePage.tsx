import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { LinkButton } from '../../../components/LinkButton';

const STATS = [
  { value: '10k+', label: 'Completed auctions' },
  { value: '$2.5+M', label: 'Quarterly auctions' },
  { value: '1.2k+', label: 'Verified users' },
] as const;

const section = { maxWidth: 1200, margin: '0 auto', padding: '0 24px' } as const;

function Hero() {
  return (
    <div
      style={{
        background:
          'radial-gradient(1200px 500px at 85% -10%, #3a78c2 0%, transparent 60%), linear-gradient(140deg, #0f2747 0%, #1f4e8c 100%)',
        color: '#fff',
        padding: '88px 0 112px',
      }}
    >
      <div style={section}>
        <Row gutter={[48, 40]} align="middle">
          <Col xs={24} lg={14}>
            <Typography.Text style={{ color: '#9cc2f0', fontWeight: 600, letterSpacing: 1.2, fontSize: 13 }}>
              FORECLOSURE AUCTIONS, ONLINE
            </Typography.Text>
            <Typography.Title
              style={{ color: '#fff', fontSize: 48, lineHeight: 1.12, margin: '12px 0 20px' }}
            >
              Online platform for connecting buyers to homes
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.8)', fontSize: 18, maxWidth: 560 }}>
              Bidright brings court-ordered property sales online: transparent listings, verified bidders and
              live auctions you can join from your browser.
            </Typography.Paragraph>
            <Space size={16} wrap style={{ marginTop: 16 }}>
              <Button
                href="#listings"
                type="primary"
                size="large"
                style={{ background: '#fff', color: '#1f4e8c' }}
              >
                View Public Property Listings
              </Button>
              <LinkButton
                to="/help-center"
                size="large"
                ghost
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
              >
                Learn more
              </LinkButton>
            </Space>
          </Col>
          <Col xs={0} lg={10}>
            <Card
              variant="borderless"
              style={{ background: 'rgba(255,255,255,0.08)', border: '1px solid rgba(255,255,255,0.16)' }}
              styles={{ body: { padding: 28 } }}
            >
              <Typography.Text style={{ color: 'rgba(255,255,255,0.7)' }}>
                Ready to bid in three steps
              </Typography.Text>
              <Typography.Title level={3} style={{ color: '#fff', margin: '6px 0 18px' }}>
                From sign-up to your first bid
              </Typography.Title>
              <Flex vertical gap={14}>
                {READY_STEPS.map((step, index) => (
                  <Flex key={step} gap={12} align="baseline" style={{ color: 'rgba(255,255,255,0.85)' }}>
                    <strong>{index + 1}.</strong>
                    <span>{step}</span>
                  </Flex>
                ))}
              </Flex>
              <LinkButton to="/register" block size="large" style={{ marginTop: 24 }}>
                Register to bid
              </LinkButton>
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
}

/** What a new bidder does before a sale, in order (no invented lot figures on the landing page). */
const READY_STEPS = [
  'Create a free account and confirm your phone.',
  'Link a bank account to verify yourself.',
  'Lock a deposit on a lot and bid live.',
];

function StatsBand() {
  return (
    <div style={{ ...section, marginTop: -56 }}>
      <Card
        variant="borderless"
        style={{ boxShadow: '0 12px 32px rgba(15,39,71,0.12)' }}
        styles={{ body: { padding: '28px 16px' } }}
      >
        <Row gutter={[16, 16]} data-testid="stats-band">
          {STATS.map((stat) => (
            <Col key={stat.label} xs={24} md={8} style={{ textAlign: 'center' }}>
              <Typography.Title level={2} style={{ margin: 0, color: '#1f4e8c' }}>
                {stat.value}
              </Typography.Title>
              <Typography.Text type="secondary">{stat.label}</Typography.Text>
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}

/** The code of the sections below the hero, fetched as soon as the home page's own code runs. */
const loadSections = () => import('../components/HomeSections');
const HomeSections = lazy(async () => ({ default: (await loadSections()).HomeSections }));

/**
 * Renders the sections below the fold after the hero is on screen, as a transition: React renders them in
 * slices between frames, so the page answers taps meanwhile, instead of one long task for the whole page.
 */
function SectionsAfterHero() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void loadSections();
    startTransition(() => setShown(true));
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <HomeSections />
    </Suspense>
  ) : null;
}

/** The public home page for visitors. */
export function HomePage() {
  return (
    <>
      <Hero />
      <StatsBand />
      <SectionsAfterHero />
      <div style={{ height: 72 }} />
    </>
  );
}
