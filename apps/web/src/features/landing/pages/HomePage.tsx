import {
  ArrowRightOutlined,
  EnvironmentOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { ContactForm } from '../../content/components/ContactForm';
import { ResourceList } from '../../content/components/ResourceList';
import { FeaturedCarousel } from '../../listings/components/FeaturedCarousel';
import { PublicListings } from '../../listings/components/PublicListings';
import { MobileAppPrompt } from '../components/MobileAppBlocks';

const STATS = [
  { value: '10k+', label: 'Completed auctions' },
  { value: '$2.5+M', label: 'Quarterly auctions' },
  { value: '1.2k+', label: 'Verified users' },
] as const;

const STEPS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <SearchOutlined />,
    title: 'Find a property',
    text: 'Browse upcoming foreclosure sales with photos, case documents, maps and opening bids.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Verify once',
    text: 'Link a bank account and confirm your phone. Lock only the deposit you need per auction.',
  },
  {
    icon: <ThunderboltOutlined />,
    title: 'Bid live',
    text: 'Join the auction room from anywhere and follow every bid in real time on one clock.',
  },
];

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

function HowItWorks() {
  return (
    <div style={{ ...section, paddingTop: 72 }}>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 8 }}>
        How Bidright works
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', fontSize: 16, marginBottom: 40 }}>
        From listing to deed, every step happens in one place.
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {STEPS.map((step) => (
          <Col key={step.title} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <div
                style={{
                  width: 48,
                  height: 48,
                  borderRadius: 12,
                  background: '#e8eef7',
                  color: '#1f4e8c',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 22,
                  marginBottom: 16,
                }}
              >
                {step.icon}
              </div>
              <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
                {step.title}
              </Typography.Title>
              <Typography.Text type="secondary">{step.text}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

function Listings() {
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // The footer's "Property Listings" and the hero's button land here (/#listings).
  useEffect(() => {
    if (location.hash === '#listings') ref.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);
  return (
    <div id="listings" ref={ref} style={{ ...section, paddingTop: 72, scrollMarginTop: 80 }}>
      <Alert
        type="info"
        showIcon
        icon={<EnvironmentOutlined />}
        title="Property search is currently available in Illinois."
        style={{ marginBottom: 24 }}
      />
      <Card title="Public Property Listings" styles={{ body: { paddingTop: 8 } }}>
        <PublicListings />
      </Card>
    </div>
  );
}

function Featured() {
  return (
    <div style={{ ...section, paddingTop: 72 }}>
      <FeaturedCarousel />
    </div>
  );
}

function Resources() {
  return (
    <div style={{ ...section, paddingTop: 72 }}>
      <ResourceList />
    </div>
  );
}

/** The contact block and the mobile-app QR prompt, side by side on wide screens. */
function ContactAndApp() {
  return (
    <div style={{ ...section, paddingTop: 72 }} id="contact">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title="Contact Us">
            <ContactForm />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <MobileAppPrompt />
        </Col>
      </Row>
    </div>
  );
}

function SignUpCta() {
  return (
    <div style={{ ...section, padding: '72px 24px 88px' }}>
      <Card
        variant="borderless"
        style={{ background: 'linear-gradient(120deg, #e8eef7 0%, #f6f9fd 100%)' }}
        styles={{ body: { padding: '40px 40px' } }}
      >
        <Row gutter={[24, 24]} align="middle">
          <Col xs={24} md={16}>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              Ready to bid on your next home?
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 16 }}>
              Create a free account to pin properties, get auction reminders and join live sales.
            </Typography.Text>
          </Col>
          <Col xs={24} md={8} style={{ textAlign: 'right' }}>
            <Space wrap>
              <LinkButton to="/register" type="primary" size="large">
                Sign up
              </LinkButton>
              <LinkButton to="/login" size="large">
                Login
              </LinkButton>
            </Space>
          </Col>
        </Row>
      </Card>
    </div>
  );
}

/** The public home page for visitors. */
export function HomePage() {
  return (
    <>
      <Hero />
      <StatsBand />
      <Featured />
      <HowItWorks />
      <Listings />
      <SignUpCta />
      <Resources />
      <ContactAndApp />
      <div style={{ height: 72 }} />
    </>
  );
}
