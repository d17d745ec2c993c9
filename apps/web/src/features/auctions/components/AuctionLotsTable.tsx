import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  LOT_MESSAGES,
  lotStatusLabel,
  type TAuctionDetail,
  type TAuctionDetailLot,
  type TLotStatus,
} from '@bidright/domain';
import { Button, Flex, Popconfirm, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type DragEvent, type HTMLAttributes, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { lotStatusColor } from '../../../lib/lot-status-colors';
import { notifyError, toastSuccess } from '../../../lib/notifier';
import { useRemoveLotFromAuction, useReorderAuctionLot } from '../api/auction-lots';
import { formatAuctionTime, formatDollars } from '../utils/format';
import { AddLotModal } from './AddLotModal';

/**
 * Where a lot lands when moved from `from` to `to`: the new order and the id of the lot right above it
 * (null when it becomes first), which is what PUT /api/lots/{lotId}/reorder/{auctionId} takes.
 */
export function moveLot<T extends { id: string }>(lots: T[], from: number, to: number) {
  const order = [...lots];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return { order, aboveId: to === 0 ? null : order[to - 1]!.id };
}

type TRowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string };

/** The lots of an auction in sale order; drag a row (or use the arrows) to change the order. */
export function AuctionLotsTable({ auction }: { auction: TAuctionDetail }) {
  const [lots, setLots] = useState(auction.lots);
  const [addOpen, setAddOpen] = useState(false);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const dragged = useRef<string | null>(null);
  const reorder = useReorderAuctionLot(auction.id);
  const remove = useRemoveLotFromAuction(auction.id);
  const canArrange = auction.canEdit && lots.length > 1;

  // The server's order wins whenever the detail reloads.
  useEffect(() => setLots(auction.lots), [auction.lots]);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= lots.length) return;
    const previous = lots;
    const { order, aboveId } = moveLot(lots, from, to);
    setLots(order);
    reorder.mutate(
      { lotId: previous[from]!.id, aboveId },
      {
        onError: () => {
          setLots(previous);
          notifyError(LOT_MESSAGES.reorderFailed);
        },
      },
    );
  };

  const rowProps = (lot: TAuctionDetailLot, rowIndex?: number): TRowProps => {
    if (!canArrange) return {};
    const index = rowIndex ?? lots.findIndex((candidate) => candidate.id === lot.id);
    return {
      draggable: true,
      onDragStart: (event: DragEvent<HTMLTableRowElement>) => {
        dragged.current = lot.id;
        event.dataTransfer?.setData('text/plain', lot.id);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      },
      onDragOver: (event: DragEvent<HTMLTableRowElement>) => {
        if (!dragged.current) return;
        event.preventDefault();
        if (dropTarget !== lot.id) setDropTarget(lot.id);
      },
      onDragLeave: () => setDropTarget((current) => (current === lot.id ? null : current)),
      onDrop: (event: DragEvent<HTMLTableRowElement>) => {
        event.preventDefault();
        const from = lots.findIndex((candidate) => candidate.id === dragged.current);
        dragged.current = null;
        setDropTarget(null);
        if (from >= 0) move(from, index);
      },
      onDragEnd: () => {
        dragged.current = null;
        setDropTarget(null);
      },
      style: {
        cursor: 'grab',
        ...(dropTarget === lot.id ? { boxShadow: 'inset 0 2px 0 #1f4e8c' } : {}),
      },
    };
  };

  const columns: ColumnsType<TAuctionDetailLot> = [
    ...(canArrange
      ? [
          {
            key: 'drag',
            width: 44,
            render: () => (
              <HolderOutlined style={{ color: '#8c97a8', cursor: 'grab' }} aria-label="Drag to reorder" />
            ),
          },
        ]
      : []),
    {
      title: 'Lot',
      key: 'lotNumber',
      width: 70,
      render: (_value, lot, index) => <Typography.Text strong>{lot.lotNumber ?? index + 1}</Typography.Text>,
    },
    {
      title: 'Property',
      key: 'address',
      render: (_value, lot) => (
        <Flex vertical>
          <Link to={`/cases/${lot.caseId}/lots/${lot.id}`}>
            {lot.address ?? <Typography.Text type="secondary">No property yet</Typography.Text>}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Case {lot.caseNumber ?? '—'}
            {lot.propertyCount > 1 ? ` · ${lot.propertyCount} properties` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'lotStatus',
      key: 'lotStatus',
      render: (status: TLotStatus, lot) => (
        <Flex vertical gap={2} align="start">
          <Tag color={lotStatusColor(status, { isPostponed: lot.isPostponed })}>
            {lotStatusLabel(status, { isPostponed: lot.isPostponed })}
          </Tag>
          {lot.isPostponed && lot.continuanceDate && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              to {formatAuctionTime(lot.continuanceDate, auction.timeZone)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Opening Bid',
      dataIndex: 'openingPrice',
      key: 'openingPrice',
      align: 'right',
      render: (value: number) => formatDollars(value),
    },
    {
      title: 'Min. Increment',
      dataIndex: 'minBidIncrements',
      key: 'minBidIncrements',
      align: 'right',
      render: (value: number) => formatDollars(value),
    },
    {
      title: 'Down',
      dataIndex: 'requiredDown',
      key: 'requiredDown',
      align: 'right',
      render: (v: number) => `${v}%`,
    },
    { title: 'Bids', dataIndex: 'numberOfBids', key: 'numberOfBids', align: 'right', width: 70 },
    ...(auction.canEdit
      ? [
          {
            key: 'actions',
            width: 120,
            align: 'right' as const,
            render: (_value: unknown, lot: TAuctionDetailLot, index: number) => (
              <Flex gap={2} justify="end" onClick={(event) => event.stopPropagation()}>
                {canArrange && (
                  <>
                    <Tooltip title="Move up">
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={`Move lot ${lot.lotNumber ?? index + 1} up`}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(index, index - 1)}
                      />
                    </Tooltip>
                    <Tooltip title="Move down">
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={`Move lot ${lot.lotNumber ?? index + 1} down`}
                        disabled={index === lots.length - 1 || reorder.isPending}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                  </>
                )}
                <Popconfirm
                  title="Remove this lot from the auction?"
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutateAsync(lot.id).then(() => toastSuccess('Lot removed from the auction'))
                  }
                  disabled={lot.lotStatus !== 'Draft'}
                >
                  <Tooltip
                    title={
                      lot.lotStatus === 'Draft' ? 'Remove from auction' : 'Only Draft lots can be removed'
                    }
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove lot ${lot.lotNumber ?? index + 1}`}
                      disabled={lot.lotStatus !== 'Draft'}
                    />
                  </Tooltip>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      data-testid="auction-lots"
      title={
        <Flex align="center" gap={8}>
          Lots <Tag>{lots.length}</Tag>
        </Flex>
      }
      extra={
        auction.canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setAddOpen(true)}>
            Add Lot
          </Button>
        )
      }
    >
      {canArrange && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
          Drag a row, or use the arrows, to set the order the lots are sold in.
        </Typography.Paragraph>
      )}
      <Table<TAuctionDetailLot>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={lots}
        pagination={false}
        loading={reorder.isPending}
        onRow={rowProps}
        scroll={{ x: 800 }}
        locale={{ emptyText: 'No lots yet. Add Draft lots from your cases.' }}
      />
      <AddLotModal auction={auction} open={addOpen} onClose={() => setAddOpen(false)} />
    </Card>
  );
}
