import { DollarOutlined, IdcardOutlined, TrophyOutlined, UserOutlined } from '@ant-design/icons';
import { formatHostDateTime, SEARCH_REGION_NOTICE } from '@bidright/domain';
import { Alert, Col, Empty, Row, Tag } from 'antd';
import { Link } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList, PlainListRow } from '../../../components/PlainList';
import { useBidderDashboard } from '../api/dashboards';
import { DashboardHeading } from './DashboardHeading';
import { LinkCard } from './LinkCard';

export function BidderDashboard() {
  const { data, isLoading } = useBidderDashboard();
  return (
    <>
      <DashboardHeading />
      <Alert type="info" showIcon title={SEARCH_REGION_NOTICE} style={{ marginBottom: 24 }} />
      <Typography.Paragraph>
        New to online bidding? <Link to="/practice">Practice bidding</Link> in the always-open practice sale,
        with play money.
      </Typography.Paragraph>
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
        <Col xs={24} lg={14}>
          <Card title="My Live and Upcoming Lots" loading={isLoading}>
            <PlainList
              items={data?.lots ?? []}
              keyOf={(lot) => lot.lotId}
              emptyText={<Empty description="Join or pin a property to follow it here." />}
              renderItem={(lot) => (
                <PlainListRow
                  aside={lot.highBid !== null && <Typography.Text strong>{usd(lot.highBid)}</Typography.Text>}
                >
                  <Link to={`/details/${lot.lotId}`}>{lot.address ?? `Lot ${lot.lotId}`}</Link>{' '}
                  {lot.isLive ? <Tag color="red">Live</Tag> : <Tag>Upcoming</Tag>}
                  {lot.isJoined && <Tag color="blue">Joined</Tag>}
                  {lot.isPinned && <Tag color="gold">Pinned</Tag>}
                  <div>
                    <Typography.Text type="secondary">
                      {lot.companyName}
                      {lot.startTime ? ` · ${formatHostDateTime(lot.startTime, lot.timeZone)}` : ''}
                    </Typography.Text>
                  </div>
                </PlainListRow>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Winnings Awaiting Payment" loading={isLoading}>
            <PlainList
              items={data?.winnings ?? []}
              keyOf={(item) => item.lotId}
              emptyText={<Empty description="No winnings awaiting payment." />}
              renderItem={(item) => (
                <PlainListRow aside={<Typography.Text strong>{usd(item.outstanding)}</Typography.Text>}>
                  <Link to={`/account/winning/${item.lotId}`}>Case {item.caseNumber}</Link>{' '}
                  {item.isPaymentPastDue ? (
                    <Tag color="red">Past due</Tag>
                  ) : item.isDepositPastDue ? (
                    <Tag color="orange">Deposit past due</Tag>
                  ) : null}
                </PlainListRow>
              )}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
