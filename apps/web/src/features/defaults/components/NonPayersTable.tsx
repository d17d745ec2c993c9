import type { TNonPayer } from '@bidright/domain';
import type { TableProps } from 'antd';
import { Button, Flex, Table, Tag } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { formatDateTime } from '../../../lib/format';
import { useNonPayers } from '../api/defaults';

/**
 * A non-payer list (issue 43, ADR 0075): each bidder who defaulted on a host's lot, with the lot, the date and
 * the reason; a removed entry stays, marked with why. `isAdmin` adds the host's column and, on each entry still
 * active, a "Remove" button that hands the entry to `onRemove`.
 */
export function NonPayersTable({
  isAdmin = false,
  onRemove,
}: {
  isAdmin?: boolean;
  onRemove?: (entry: TNonPayer) => void;
}) {
  const nonPayers = useNonPayers();
  const columns: TableProps<TNonPayer>['columns'] = [
    {
      title: 'Bidder',
      dataIndex: 'bidderName',
      key: 'bidderName',
      render: (name: string, row) => (
        <Flex vertical align="flex-start" gap={4}>
          <span>{name}</span>
          {row.removedAt && <Tag color="default">Removed: {row.removedReason}</Tag>}
        </Flex>
      ),
    },
    ...(isAdmin ? [{ title: 'Host', dataIndex: 'hostName', key: 'hostName' }] : []),
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
    ...(onRemove
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: TNonPayer) =>
              row.removedAt ? null : (
                <Button size="small" onClick={() => onRemove(row)} aria-label={`Remove ${row.bidderName}`}>
                  Remove
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <Card>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={nonPayers.data ?? []}
        loading={nonPayers.isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: isAdmin
            ? 'No host has a bidder on its non-payer list.'
            : 'Nobody is on your non-payer list.',
        }}
      />
    </Card>
  );
}
