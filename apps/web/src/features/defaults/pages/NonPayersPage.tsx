import type { TNonPayer } from '@bidright/domain';
import type { TableProps } from 'antd';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useNonPayers } from '../api/defaults';

/**
 * The host's non-payer list (`/nonpayers`, issue 43, ADR 0075): each bidder who defaulted on one of the host's
 * lots, with the lot, the date and the reason. Listed bidders are held for review when they join the host's
 * auctions. Removal is an admin's (through the API, with a reason); a removed entry stays, marked removed.
 */
export function NonPayersPage() {
  usePageTitle('Non-payer list');
  const nonPayers = useNonPayers();
  const columns: TableProps<TNonPayer>['columns'] = [
    {
      title: 'Bidder',
      dataIndex: 'bidderName',
      key: 'bidderName',
      render: (name: string, row) => (
        <Flex vertical>
          <span>{name}</span>
          {row.removedAt && <Tag color="default">Removed: {row.removedReason}</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Lot',
      key: 'lot',
      render: (_, row) =>
        row.lotId
          ? `Lot ${row.lotNumber ?? row.lotId}${row.caseNumber ? `, case ${row.caseNumber}` : ''}`
          : '—',
    },
    {
      title: 'Date',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Reason', dataIndex: 'reason', key: 'reason' },
  ];
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Non-payer list
        </Typography.Title>
        <Typography.Text type="secondary">
          Bidders who defaulted on your lots. They are held for your review when they join your auctions.
        </Typography.Text>
      </div>
      <Card>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={nonPayers.data ?? []}
          loading={nonPayers.isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Nobody is on your non-payer list.' }}
        />
      </Card>
    </Flex>
  );
}
