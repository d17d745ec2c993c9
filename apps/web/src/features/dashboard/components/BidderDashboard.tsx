import { DollarOutlined, IdcardOutlined, TrophyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Col, Row } from 'antd';
import { DashboardHeading } from './DashboardHeading';
import { LinkCard } from './LinkCard';

export function BidderDashboard() {
  return (
    <>
      <DashboardHeading />
      <Alert
        type="info"
        showIcon
        title="Property search is currently available in Illinois."
        style={{ marginBottom: 24 }}
      />
      <Row gutter={[20, 20]}>
        <Col xs={24} sm={12} lg={6}>
          <LinkCard
            to="/account/balance"
            icon={<DollarOutlined />}
            title="Balance"
            text="Linked accounts and locked funds."
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <LinkCard
            to="/account/personal"
            icon={<IdcardOutlined />}
            title="Personal"
            text="Profile, phones and verification."
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <LinkCard
            to="/account/winning"
            icon={<TrophyOutlined />}
            title="Winnings"
            text="Lots you won and their next steps."
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <LinkCard
            to="/account"
            icon={<UserOutlined />}
            title="Account"
            text="Purchase profiles and notifications."
          />
        </Col>
      </Row>
    </>
  );
}
