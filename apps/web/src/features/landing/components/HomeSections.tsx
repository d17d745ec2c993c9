import {
  EnvironmentOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { SEARCH_REGION_NOTICE } from '@bidright/domain';
import { Alert, Col, Row, Space } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { ContactForm } from '../../content/public/ContactForm';
import { ResourceList } from '../../content/public/ResourceList';
import { FeaturedCarousel } from '../../listings/public/FeaturedCarousel';
import { PublicListings } from '../../listings/public/PublicListings';
import { MobileAppPrompt } from './MobileAppPrompt';

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
        title={SEARCH_REGION_NOTICE}
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
            <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
              New to online auctions? Try <Link to="/practice">Practice bidding</Link> first: play money,
              always open.
            </Typography.Paragraph>
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

/**
 * The home page below its hero and figures: featured lots, how it works, the public listings, sign-up,
 * resources and contact. Loaded and rendered after the hero (HomePage), so the first screen does not wait
 * for the listings table, the carousel or the contact form.
 */
export function HomeSections() {
  return (
    <>
      <Featured />
      <HowItWorks />
      <Listings />
      <SignUpCta />
      <Resources />
      <ContactAndApp />
    </>
  );
}
