import { Card, Col, Empty, Row, Statistic } from 'antd';
import { DashboardHeading } from '../components/DashboardHeading';

const STATS = ['Auctions', 'Lots sold', 'Bidders', 'Companies'] as const;

/** /admin/dashboard: platform statistics (figures arrive with the reports area). */
export function AdminDashboardPage() {
  return (
    <>
      <DashboardHeading />
      <Row gutter={[20, 20]}>
        {STATS.map((title) => (
          <Col key={title} xs={12} lg={6}>
            <Card>
              <Statistic title={title} value="—" />
            </Card>
          </Col>
        ))}
        <Col span={24}>
          <Card title="Outstanding Balances">
            <Empty description="No Outstanding Balances!" />
          </Card>
        </Col>
      </Row>
    </>
  );
}
