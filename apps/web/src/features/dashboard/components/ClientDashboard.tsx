import { Card, Empty } from 'antd';
import { DashboardHeading } from './DashboardHeading';

/** Law-firm clients: their cases (the list arrives with the cases area). */
export function ClientDashboard() {
  return (
    <>
      <DashboardHeading />
      <Card title="Cases">
        <Empty description="Your cases will be listed here." />
      </Card>
    </>
  );
}
