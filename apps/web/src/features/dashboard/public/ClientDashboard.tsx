import { CASE_STATUS_LABELS, type TCaseListRow, type TCaseStatus } from '@bidright/domain';
import { Col, Row, Statistic, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { Card } from '../../../components/light-antd/Card';
import { useClientDashboard, useFirmCases } from '../api/dashboards';
import { DashboardHeading } from '../components/DashboardHeading';
import { SalesChart } from '../components/SalesChart';
import { wholeDollars } from '../lib/whole-dollars';

/** Law-firm clients: the firm's cases (a row opens /cases/{id}) and a summary of its sales. */
export function ClientDashboard({ embedded = false }: { embedded?: boolean }) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const summary = useClientDashboard();
  const cases = useFirmCases(current);
  const stats: [string, string | number][] = summary.data
    ? [
        ['Cases', summary.data.caseCount],
        ['Open Cases', summary.data.openCaseCount],
        ['Lots Sold', summary.data.lotsSold],
        ['Amount Sold', wholeDollars(summary.data.amountSold)],
      ]
    : [];
  return (
    <>
      {!embedded && <DashboardHeading extra={<LinkButton to="/reports/sales">Sales Report</LinkButton>} />}
      <Row gutter={[20, 20]}>
        {stats.map(([title, value]) => (
          // One a row on a phone: an amount ("$480,500") is wider than half of a 320 px screen's card.
          <Col key={title} xs={24} sm={12} lg={6}>
            <Card loading={summary.isLoading}>
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
        <Col span={24}>
          <Card title="Cases">
            <Table<TCaseListRow>
              rowKey="id"
              loading={cases.isFetching}
              dataSource={cases.data?.data}
              scroll={{ x: 'max-content' }}
              pagination={{ current, pageSize: 10, total: cases.data?.total, showSizeChanger: false }}
              onChange={(pagination) => setCurrent(pagination.current ?? 1)}
              onRow={(row) => ({ onClick: () => navigate(`/cases/${row.id}`), style: { cursor: 'pointer' } })}
              columns={[
                { title: 'Case Number', dataIndex: 'caseNumber' },
                { title: 'County', dataIndex: 'county' },
                { title: 'Auction Company', dataIndex: 'companyName' },
                {
                  title: 'Status',
                  dataIndex: 'caseStatus',
                  render: (status: TCaseStatus) => <Tag>{CASE_STATUS_LABELS[status]}</Tag>,
                },
                {
                  title: 'Created',
                  dataIndex: 'createdDate',
                  responsive: ['md'],
                  render: (iso: string) => dayjs(iso).format('MM/DD/YYYY'),
                },
              ]}
            />
          </Card>
        </Col>
        {summary.data && (
          <Col span={24}>
            <Card title="Sales, last 6 months">
              <SalesChart
                points={summary.data.salesByMonth.map((point) => ({
                  ...point,
                  label: dayjs(`${point.period}-01`).format('MMM YYYY'),
                }))}
              />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
