import {
  PRE_REGISTER_AMOUNT,
  SPECTATE_AMOUNT,
  type TAuctionDetail,
  type TAuctionDetailBidder,
} from '@bidright/domain';
import { Col, Empty, Flex, Row, Select, Statistic, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatAuctionTime, formatDollars } from '../utils/format';

function participation(bidder: TAuctionDetailBidder) {
  if (bidder.isRemoved) return <Tag color="red">Removed</Tag>;
  if (bidder.leftDate) return <Tag>Left</Tag>;
  if (bidder.amount === PRE_REGISTER_AMOUNT) return <Tag color="blue">Pre-registered</Tag>;
  if (bidder.amount === SPECTATE_AMOUNT) return <Tag color="cyan">Spectating</Tag>;
  return <Tag color="green">Active · {formatDollars(bidder.amount)} locked</Tag>;
}

/** Who registered for, watched, or bid on each lot of the auction. */
export function AuctionBiddersPanel({ auction }: { auction: TAuctionDetail }) {
  const [chosen, setChosen] = useState<string>();
  const lotId = chosen ?? auction.lots[0]?.id;
  const counts = auction.bidderCounts.find((count) => count.lotId === lotId);
  const bidders = useMemo(
    () => auction.auctionBidders.filter((bidder) => bidder.lotId === lotId),
    [auction.auctionBidders, lotId],
  );

  if (auction.lots.length === 0) {
    return (
      <Card title="Bidders">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Bidders appear here once the auction has lots."
        />
      </Card>
    );
  }

  return (
    <Card
      title="Bidders"
      extra={
        <Select
          aria-label="Lot"
          value={lotId}
          onChange={setChosen}
          style={{ width: 280, maxWidth: '100%' }}
          options={auction.lots.map((lot, index) => ({
            value: lot.id,
            label: `Lot ${lot.lotNumber ?? index + 1}${lot.address ? ` · ${lot.address}` : ''}`,
          }))}
        />
      }
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[
          ['Pre-registered', counts?.preRegistered],
          ['Spectating', counts?.spectating],
          ['Active', counts?.active],
          ['Left', counts?.left],
        ].map(([label, value]) => (
          <Col xs={12} md={6} key={label as string}>
            <div style={{ background: '#f7f9fc', borderRadius: 8, padding: '12px 16px' }}>
              <Statistic title={label as string} value={(value as number | undefined) ?? 0} />
            </div>
          </Col>
        ))}
      </Row>
      <Table<TAuctionDetailBidder>
        rowKey={(bidder) => `${bidder.bidderId}-${bidder.lotId}`}
        size="small"
        dataSource={bidders}
        pagination={bidders.length > 10 ? { pageSize: 10 } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No bidders on this lot yet' }}
        columns={[
          { title: 'Paddle', dataIndex: 'paddleNumber', key: 'paddle', width: 80 },
          {
            title: 'Bidder',
            key: 'name',
            render: (_value, bidder) => (
              <Flex vertical>
                <span>
                  {bidder.bidderFirstName} {bidder.bidderLastName}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  @{bidder.bidderUserName}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: 'Participation', key: 'mode', render: (_value, bidder) => participation(bidder) },
          {
            title: 'Joined',
            key: 'how',
            render: (_value, bidder) =>
              bidder.balanceType === 'Check' || bidder.type === 'INPERSON'
                ? 'In person (by staff)'
                : 'Online',
          },
          {
            title: 'Entered',
            dataIndex: 'enteredDate',
            key: 'entered',
            render: (value: string | null) => formatAuctionTime(value, auction.timeZone),
          },
          {
            title: 'Left',
            dataIndex: 'leftDate',
            key: 'left',
            render: (value: string | null) => (value ? formatAuctionTime(value, auction.timeZone) : '—'),
          },
        ]}
      />
    </Card>
  );
}
