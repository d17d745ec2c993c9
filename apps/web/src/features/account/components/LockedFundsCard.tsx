import { formatUsd, type TLockedFunds, type TLockedLot, toCents } from '@bidright/domain';
import { Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LightTabs } from '../../../components/LightTabs';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';

function LotCell({ lot }: { lot: TLockedLot }) {
  const cityLine = [lot.city, [lot.state, lot.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div>
      <Link to={`/details/${lot.lotId}`}>
        {[lot.address1, lot.address2].filter(Boolean).join(', ') || `Lot ${lot.lotId}`}
      </Link>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {[lot.lotNumber !== null ? `Lot #${lot.lotNumber}` : null, cityLine].filter(Boolean).join(' · ')}
      </Typography.Text>
    </div>
  );
}

const usd = (dollars: number) => formatUsd(toCents(dollars), { decimals: 2 });

/** Locked funds: amounts locked in active auctions and the down payments of pending winnings. */
export function LockedFundsCard({ funds, loading }: { funds: TLockedFunds | undefined; loading?: boolean }) {
  const active = funds?.activeAuctions ?? [];
  const pending = funds?.pendingWinnings ?? [];
  const [tab, setTab] = useState('active');
  return (
    <Card title="Locked Funds" data-testid="locked-funds" styles={{ body: { paddingTop: 4 } }}>
      {/* The shared LightTabs wrap on a phone, where antd's Tabs put a "more" button in the tab list. */}
      <LightTabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'active',
            label: `Active Auctions (${active.length})`,
            children: (
              <Table
                rowKey={(row) => row.lot.lotId}
                loading={loading}
                dataSource={active}
                pagination={false}
                locale={{ emptyText: 'No funds locked in active auctions' }}
                columns={[
                  { title: 'Lot', key: 'lot', render: (_v, row) => <LotCell lot={row.lot} /> },
                  { title: 'Locked amount', dataIndex: 'amount', align: 'right', render: usd },
                ]}
              />
            ),
          },
          {
            key: 'pending',
            label: `Pending Winnings (${pending.length})`,
            children: (
              <Table
                rowKey={(row) => row.lot.lotId}
                loading={loading}
                dataSource={pending}
                pagination={false}
                locale={{ emptyText: 'No pending winnings' }}
                columns={[
                  { title: 'Lot', key: 'lot', render: (_v, row) => <LotCell lot={row.lot} /> },
                  { title: 'Winning bid', dataIndex: 'bidAmount', align: 'right', render: usd },
                  { title: 'Down payment', dataIndex: 'downAmount', align: 'right', render: usd },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
