import { ADMIN_MESSAGES, formatHostDateTime } from '@bidright/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Col, DatePicker, Empty, Row, Skeleton, Space, Statistic, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList, PlainListRow } from '../../../components/PlainList';
import { adminDashboardQueryOptions } from '../api/dashboards';
import { DashboardHeading } from '../components/DashboardHeading';
import { CHART_MARGIN } from '../components/sales-chart-shape';

const usd = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const DEFAULT_RANGE: [Dayjs, Dayjs] = [dayjs().subtract(29, 'day').startOf('day'), dayjs().startOf('day')];

/**
 * /admin/dashboard: statistics of a date range (not in the future), charts over time, and the outstanding
 * balances (win + relief fee − deposit) loaded 10 at a time as the list scrolls.
 */
export function AdminDashboardPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(DEFAULT_RANGE);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const query = useInfiniteQuery(adminDashboardQueryOptions(from, to));
  const first = query.data?.pages[0];
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  // Infinite scroll: the next 10 load when the list's end comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && hasNextPage && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const stats: [string, string | number][] = first
    ? [
        ['Auctions', first.auctions],
        ['Bids', first.bids],
        ['Bidders', first.bidders],
        ['Amount Won', usd(first.amountWon)],
        ['New Bidders', first.newBidders],
        ['New Auctioneers', first.newAuctioneers],
      ]
    : [];
  const series = first?.series.map((point) => ({ ...point, label: dayjs(point.day).format('MM/DD') })) ?? [];

  return (
    <>
      <DashboardHeading
        extra={
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            format="MM/DD/YYYY"
            disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
            aria-label="Dashboard dates"
          />
        }
      />
      {!first ? (
        <Skeleton active />
      ) : (
        <Row gutter={[20, 20]}>
          {stats.map(([title, value]) => (
            // One a row on a phone: an amount ("$480,500") is wider than half of a 320 px screen's card.
            <Col key={title} xs={24} sm={12} md={8} xl={4}>
              <Card>
                <Statistic title={title} value={value} />
              </Card>
            </Col>
          ))}
          <Col xs={24} lg={12}>
            <Card title="Bids per day">
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={series} margin={CHART_MARGIN}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" fontSize={12} minTickGap={16} />
                  <YAxis allowDecimals={false} fontSize={12} width={40} />
                  <Tooltip />
                  <Bar dataKey="bids" name="Bids" fill="#1f4e8c" />
                </BarChart>
              </ResponsiveContainer>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Amount won per day">
              <ResponsiveContainer width="100%" height={220}>
                <AreaChart data={series} margin={CHART_MARGIN}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" fontSize={12} minTickGap={16} />
                  <YAxis fontSize={12} width={70} tickFormatter={(v: number) => usd(v)} />
                  <Tooltip formatter={(v) => usd(Number(v))} />
                  <Area dataKey="amountWon" name="Amount won" stroke="#c8891b" fill="#f5deb3" />
                </AreaChart>
              </ResponsiveContainer>
            </Card>
          </Col>
          <Col span={24}>
            <Card
              title="Outstanding Balances"
              extra={
                first.itemsTotal > 0 && (
                  <Typography.Text strong>
                    {first.itemsTotal} lot(s) · {usd(first.totalOutstanding)}
                  </Typography.Text>
                )
              }
            >
              {items.length === 0 ? (
                <Empty description={ADMIN_MESSAGES.noOutstandingBalances} />
              ) : (
                <div style={{ maxHeight: 480, overflowY: 'auto' }}>
                  <PlainList
                    items={items}
                    keyOf={(item) => item.lotId}
                    emptyText={null}
                    renderItem={(item) => (
                      <PlainListRow
                        aside={
                          <Typography.Text strong style={{ fontSize: 16 }}>
                            {usd(item.outstanding)}
                          </Typography.Text>
                        }
                      >
                        <div>
                          <Space wrap style={{ marginBottom: 4 }}>
                            <Link to={`/admin/cases/${item.caseId}`}>Case {item.caseNumber}</Link>
                            <Typography.Text type="secondary">{item.companyName}</Typography.Text>
                            {item.isPaymentPastDue ? (
                              <Tag color="red">Payment past due</Tag>
                            ) : item.isDepositPastDue ? (
                              <Tag color="orange">Deposit past due</Tag>
                            ) : null}
                          </Space>
                          <div>
                            <Typography.Text type="secondary">
                              {`${item.bidderName} won ${usd(item.winAmount)} on ${formatHostDateTime(item.winDate, item.timeZone)} · relief fee ${usd(item.reliefFee)} · deposit ${usd(item.deposit)}`}
                            </Typography.Text>
                          </div>
                        </div>
                      </PlainListRow>
                    )}
                  />
                  <div ref={sentinel} style={{ height: 1 }} />
                  {isFetchingNextPage && <Skeleton active paragraph={{ rows: 1 }} />}
                </div>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
