import { formatHostDateTime, type TSaleApproval } from '@bidright/domain';
import type { TableProps } from 'antd';
import { Button, Flex, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastError, toastSuccess } from '../../../lib/notifier';
import { useApprovalSwitch, useApprovals, useDecideApproval } from '../api/defaults';
import { ReasonModal } from '../components/ReasonModal';

const STATUS_COLORS = { Pending: 'gold', Approved: 'green', Denied: 'red' } as const;

/**
 * The auction's "Require approval of each bidder" switch and its queue of requests (issue 43, ADR 0075).
 * Bidders on the host's non-payer list are held here whatever the switch says.
 */
export function SaleApprovalsPanel({ auctionId, timeZone }: { auctionId: string; timeZone: string }) {
  const approvals = useApprovals(auctionId);
  const toggle = useApprovalSwitch(auctionId);
  const decide = useDecideApproval(auctionId);
  const [denying, setDenying] = useState<string | null>(null);
  const data = approvals.data;
  const send = (approvalId: string, status: 'Approved' | 'Denied', reason?: string) =>
    decide.mutate(
      { approvalId, body: reason ? { status, reason } : { status } },
      {
        onSuccess: () => {
          setDenying(null);
          toastSuccess(status === 'Approved' ? 'The bidder was approved.' : 'The bidder was denied.');
        },
        onError: (error) => toastError(error.message),
      },
    );
  const columns: TableProps<TSaleApproval>['columns'] = [
    { title: 'Bidder', dataIndex: 'bidderName', key: 'bidderName' },
    {
      title: 'Requested',
      dataIndex: 'requestedAt',
      key: 'requestedAt',
      render: (value: string) => formatHostDateTime(value, timeZone),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => (
        <Flex vertical>
          <span>
            <Tag color={STATUS_COLORS[row.status]}>{row.status}</Tag>
            {row.isNonPayer && <Tag color="red">Non-payer</Tag>}
          </span>
          {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Decision',
      key: 'decision',
      render: (_, row) =>
        row.status === 'Pending' ? (
          <Flex gap={8} wrap>
            <Button size="small" type="primary" onClick={() => send(row.id, 'Approved')}>
              Approve
            </Button>
            <Button size="small" danger onClick={() => setDenying(row.id)}>
              Deny
            </Button>
          </Flex>
        ) : null,
    },
  ];
  return (
    <Card title="Bidder approval" data-testid="sale-approvals">
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <Switch
            checked={data?.requireApproval ?? false}
            loading={toggle.isPending || approvals.isLoading}
            onChange={(checked) => toggle.mutate(checked, { onError: (error) => toastError(error.message) })}
            aria-label="Require approval of each bidder"
          />
          <Typography.Text>Require approval of each bidder</Typography.Text>
        </Flex>
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.approvals ?? []}
          loading={approvals.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No requests yet.' }}
        />
      </Flex>
      <ReasonModal
        open={denying !== null}
        title="Deny this bidder"
        okText="Deny"
        pending={decide.isPending}
        onCancel={() => setDenying(null)}
        onSubmit={(reason) => denying && send(denying, 'Denied', reason)}
      />
    </Card>
  );
}
