import { SEARCH_REGION_NOTICE } from '@bidright/domain';
import { Col, Divider, Flex, Layout, Row } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { isLoggedIn, primaryRole, useSession } from '../lib/session';
import { BrandLogo } from './BrandLogo';

const linkStyle = { color: 'rgba(255,255,255,0.78)' } as const;
const headingStyle = { color: '#ffffff', fontWeight: 600, marginBottom: 12, display: 'block' } as const;

/** The build time as MM/DD/YYYY h:mm A. */
export function formatBuildTime(iso: string): string {
  const time = dayjs(iso);
  return time.isValid() ? time.format('MM/DD/YYYY h:mm A') : iso;
}

function ResourceLinks({ isVisitor }: { isVisitor: boolean }) {
  return (
    <Row gutter={[32, 24]} data-testid="footer-resources">
      <Col xs={24} md={8}>
        <BrandLogo inverted />
        {/* Plain text, not antd Typography: the footer is on every first load, and Typography brings the
            Input and form code along (its editable mode). */}
        <p style={{ color: 'rgba(255,255,255,0.7)', margin: '12px 0 1em', maxWidth: 320 }}>
          Online platform for connecting buyers to homes through transparent, live foreclosure auctions.
        </p>
      </Col>
      <Col xs={12} md={5}>
        <span style={headingStyle}>Resources</span>
        <Flex vertical gap={8}>
          {/* Visitors reach the public listings (the home page tabs); signed-in users their property search. */}
          <Link to={isVisitor ? '/#listings' : '/properties'} style={linkStyle} data-testid="footer-listings">
            Property Listings
          </Link>
          <Link to="/faq" style={linkStyle}>
            FAQ
          </Link>
          <Link to="/register" style={linkStyle}>
            Create an Account
          </Link>
        </Flex>
      </Col>
      <Col xs={12} md={5}>
        <span style={headingStyle}>Support</span>
        <Flex vertical gap={8}>
          <Link to="/help-center" style={linkStyle}>
            Help Center
          </Link>
          <Link to="/help-center" style={linkStyle}>
            Contact Us
          </Link>
        </Flex>
      </Col>
      <Col xs={24} md={6}>
        <span style={headingStyle}>Coverage</span>
        <span style={{ color: 'rgba(255,255,255,0.7)' }}>{SEARCH_REGION_NOTICE}</span>
      </Col>
    </Row>
  );
}

/** Copyright, legal links, version and build time. The resource block is hidden for admins and clients. */
export function AppFooter() {
  const session = useSession();
  const role = isLoggedIn(session) ? primaryRole(session) : undefined;
  const showResources = role !== 'Admin' && role !== 'Client';
  return (
    <Layout.Footer style={{ padding: '32px 24px 20px', color: 'rgba(255,255,255,0.78)' }}>
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        {showResources && (
          <>
            <ResourceLinks isVisitor={role === undefined} />
            <Divider style={{ borderColor: 'rgba(255,255,255,0.14)', margin: '24px 0 16px' }} />
          </>
        )}
        <Flex wrap justify="space-between" gap={12} style={{ fontSize: 13 }}>
          <Flex wrap gap={16}>
            <span>© {new Date().getFullYear()} Bidright. All rights reserved.</span>
            <Link to="/terms-conditions" style={linkStyle}>
              Terms
            </Link>
            <Link to="/privacy-policy" style={linkStyle}>
              Privacy
            </Link>
            <Link to="/accessibility" style={linkStyle}>
              Accessibility
            </Link>
          </Flex>
          <span data-testid="app-version">
            Version {__APP_VERSION__} · Built {formatBuildTime(__BUILD_TIME__)}
          </span>
        </Flex>
      </div>
    </Layout.Footer>
  );
}
