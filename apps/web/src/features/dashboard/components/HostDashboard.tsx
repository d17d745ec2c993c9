import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { formatHostDateTime } from '@bidright/domain';
import { Button, Col, Empty, Flex, Row, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList, PlainListRow } from '../../../components/PlainList';
import { useHostDashboard } from '../api/dashboards';
import { wholeDollars } from '../lib/whole-dollars';
import { DashboardHeading } from './DashboardHeading';
import { SalesChart } from './SalesChart';

// The two forms (date pickers, selects, uploads) load when first opened, not with the dashboard.
const CreateAuctionModal = lazy(async () => ({
  default: (await import('../../auctions/public/CreateAuctionModal')).CreateAuctionModal,
}));
const AddCaseModal = lazy(async () => ({
  default: (await import('../../cases/public/AddCaseModal')).AddCaseModal,
}));

/**
 * Auctioneers and employees: today's work, what is owed, cases to move on, and recent sales. Create Auction
 * and Add Case open their forms here (spec part 3 §2); a created auction or case opens its own page.
 */
export function HostDashboard() {
  const { data, isLoading } = useHostDashboard();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<'auction' | 'case' | null>(null);
  // A form mounts when first opened and stays, so it keeps its closing animation.
  const [mounted, setMounted] = useState({ auction: false, case: false });
  const open = (form: 'auction' | 'case') => {
    setMounted((was) => ({ ...was, [form]: true }));
    setOpened(form);
  };
  const zone = data?.timeZone;
  const auctionList = (auctions: NonNullable<typeof data>['todayAuctions'], empty: string) => (
    <PlainList
      items={auctions}
      keyOf={(auction) => auction.id}
      emptyText={empty}
      renderItem={(auction) => (
        <PlainListRow aside={<Tag>{auction.lotCount} lot(s)</Tag>}>
          <Link to={`/auctions/${auction.id}`}>{formatHostDateTime(auction.startTime, zone)}</Link>
          <Typography.Text type="secondary"> · {auction.type}</Typography.Text>
        </PlainListRow>
      )}
    />
  );
  return (
    <>
      <DashboardHeading
        extra={
          <Flex gap={12} wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('auction')}>
              Create Auction
            </Button>
            <Button icon={<FileAddOutlined />} onClick={() => open('case')}>
              Add Case
            </Button>
          </Flex>
        }
      />
      <Suspense fallback={null}>
        {mounted.auction && (
          <CreateAuctionModal open={opened === 'auction'} onClose={() => setOpened(null)} />
        )}
        {mounted.case && (
          <AddCaseModal
            open={opened === 'case'}
            onClose={() => setOpened(null)}
            onCreated={(id) => {
              setOpened(null);
              navigate(`/cases/${id}`);
            }}
          />
        )}
      </Suspense>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[20, 20]}>
          <Col xs={24} lg={12}>
            <Card title="Today's Auctions" extra={<Link to="/auctions">All auctions</Link>}>
              {auctionList(data.todayAuctions, 'No auctions today.')}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Upcoming Auctions">
              {auctionList(data.upcomingAuctions, 'No upcoming auctions.')}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Lots Awaiting Payment">
              {data.awaitingPayment.length === 0 ? (
                <Empty description="No lots are awaiting payment." />
              ) : (
                <PlainList
                  items={data.awaitingPayment}
                  keyOf={(item) => item.lotId}
                  emptyText={null}
                  renderItem={(item) => (
                    <PlainListRow
                      aside={<Typography.Text strong>{wholeDollars(item.outstanding)}</Typography.Text>}
                    >
                      <Flex vertical>
                        <Flex gap={6} wrap>
                          <Link to={`/cases/${item.caseId}/lots/${item.lotId}`}>Case {item.caseNumber}</Link>
                          {item.isPaymentPastDue ? (
                            <Tag color="red">Past due</Tag>
                          ) : item.isDepositPastDue ? (
                            <Tag color="orange">Deposit past due</Tag>
                          ) : null}
                        </Flex>
                        <Typography.Text type="secondary">
                          {item.bidderName} · won {formatHostDateTime(item.winDate, item.timeZone)}
                        </Typography.Text>
                      </Flex>
                    </PlainListRow>
                  )}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Cases Needing Action" extra={<Link to="/cases">All cases</Link>}>
              <PlainList
                items={data.casesNeedingAction}
                keyOf={(item) => item.caseId}
                emptyText="Nothing to act on."
                renderItem={(item) => (
                  <PlainListRow aside={<Tag color="blue">{item.action}</Tag>}>
                    <Link to={`/cases/${item.caseId}`}>{item.caseNumber}</Link>
                    <Typography.Text type="secondary"> · {item.firmName}</Typography.Text>
                  </PlainListRow>
                )}
              />
            </Card>
          </Col>
          <Col span={24}>
            <Card title="Sales, last 8 weeks">
              <SalesChart
                points={data.salesByWeek.map((point) => ({
                  ...point,
                  label: dayjs(point.period).format('MM/DD'),
                }))}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
