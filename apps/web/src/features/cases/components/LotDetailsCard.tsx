import { DeleteOutlined, EditOutlined, StarFilled } from '@ant-design/icons';
import { formatHostDateTime, LOT_MESSAGES, type TCaseDetail, type TCaseLot } from '@bidright/domain';
import { Button, Col, Flex, Form, Row, Space, Tag, Tooltip } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDollars } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteLot, useUpdateLot } from '../api/lots';
import { LotStatusTag } from '../public/StatusTags';
import { applyFieldErrors } from './form-errors';
import { LotActions } from './LotActions';
import { LotDetailsFields, lotFormValues, type TLotFormValues, toLotBody } from './LotDetailsFields';
import { isLotPastDue, LotSaleDetails } from './LotSaleDetails';
import { useLotEdit } from './lot-edit';
import { quiet } from './quiet';
import { useCaseRoles } from './use-staff';

// The default and runner-up panel (issue 43) loads apart, only for a sold lot awaiting payment.
const LotDefaultsPanel = lazy(() =>
  import('../../defaults/public/LotDefaultsPanel').then((module) => ({ default: module.LotDefaultsPanel })),
);

/** The border of a lot card whose deposit or payment is past due. */
const PAST_DUE_RED = '#ff4d4f';

/** One label over its value, in equal columns (values line up whatever the labels' length). */
function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
        {label}
      </Typography.Text>
      <div>{children}</div>
    </Col>
  );
}

/** How a lot is named on screen: its number in the auction when it has one. */
export function lotName(lot: TCaseLot, index?: number): string {
  if (lot.lotNumber != null) return `Lot ${lot.lotNumber}`;
  return index == null ? `Lot #${lot.id}` : `Lot ${index + 1}`;
}

/**
 * The Lot Details card: opening bid, required down, increment, auction date link and featured flag, with
 * Edit (one lot at a time) and Delete (only without properties), and the lot's actions underneath.
 */
export function LotDetailsCard({
  kase,
  lot,
  embedded = false,
  onDeleted,
}: {
  kase: TCaseDetail;
  lot: TCaseLot;
  /** Inside another panel: no card chrome. */
  embedded?: boolean;
  onDeleted?: () => void;
}) {
  const { modal } = useFeedback();
  const { editingLotId, startEditing, stopEditing } = useLotEdit();
  // The auction screens are the host staff's; clients and admins read the date only.
  const { isStaff } = useCaseRoles();
  const editing = editingLotId === lot.id;
  const [form] = Form.useForm<TLotFormValues>();
  const update = useUpdateLot();
  const remove = useDeleteLot();
  const canDelete = lot.propertyCount === 0;

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await update.mutateAsync({ lotId: lot.id, body: toLotBody(values) });
      toastSuccess('Successfully updated the lot!');
      stopEditing();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete Lot',
      content: `Are you sure you want to delete ${lotName(lot)}? This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: quiet(async () => {
        await remove.mutateAsync(lot.id);
        toastSuccess('Successfully deleted the lot!');
        onDeleted?.();
      }),
    });

  const tools = kase.canEdit && !editing && (
    <Space>
      <Button icon={<EditOutlined />} onClick={() => startEditing(lot.id)}>
        Edit
      </Button>
      <Tooltip title={canDelete ? undefined : LOT_MESSAGES.lotHasProperties}>
        <Button danger icon={<DeleteOutlined />} disabled={!canDelete} onClick={confirmDelete}>
          Delete
        </Button>
      </Tooltip>
    </Space>
  );

  const body = editing ? (
    <Form form={form} layout="vertical" initialValues={lotFormValues(lot)}>
      <LotDetailsFields lot={lot} timeZone={kase.timeZone} />
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            form.resetFields();
            stopEditing();
          }}
        >
          Cancel
        </Button>
        <Button type="primary" loading={update.isPending} onClick={save}>
          Save
        </Button>
      </Space>
    </Form>
  ) : (
    <Flex vertical gap={16}>
      <Row gutter={[24, 12]}>
        <DetailItem label="Opening Bid">{formatDollars(lot.openingPrice)}</DetailItem>
        <DetailItem label="Required Down Payment">{lot.requiredDown}%</DetailItem>
        <DetailItem label="Minimum Increment">{formatDollars(lot.minBidIncrements)}</DetailItem>
        <DetailItem label="Auction Date">
          {lot.auction && isStaff ? (
            <Link to={`/auctions/${lot.auction.id}`}>
              {formatHostDateTime(lot.auction.startTime, lot.timeZone)}
            </Link>
          ) : lot.auction ? (
            formatHostDateTime(lot.auction.startTime, lot.timeZone)
          ) : (
            <Typography.Text type="secondary">Not assigned</Typography.Text>
          )}
        </DetailItem>
        <DetailItem label="Featured">
          {lot.markedFeatured ? (
            <Tag icon={<StarFilled />} color="gold">
              Featured
            </Tag>
          ) : (
            <Typography.Text type="secondary">No</Typography.Text>
          )}
        </DetailItem>
        <DetailItem label="Properties">{lot.propertyCount}</DetailItem>
      </Row>
      <LotSaleDetails lot={lot} />
      {isStaff && lot.lotStatus === 'PendingTransaction' && (
        <Suspense fallback={null}>
          <LotDefaultsPanel lotId={lot.id} />
        </Suspense>
      )}
      <LotActions kase={kase} lot={lot} />
    </Flex>
  );

  // A sale waiting for money past its deadline is framed in red (spec part 2 §4).
  const pastDue = isLotPastDue(lot);
  if (embedded) {
    return (
      <Flex
        vertical
        gap={12}
        data-testid="lot-card"
        data-past-due={pastDue || undefined}
        style={pastDue ? { border: `1px solid ${PAST_DUE_RED}`, borderRadius: 8, padding: 12 } : undefined}
      >
        {tools && <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{tools}</div>}
        {body}
      </Flex>
    );
  }
  return (
    <Card
      data-testid="lot-details"
      data-past-due={pastDue || undefined}
      style={pastDue ? { borderColor: PAST_DUE_RED } : undefined}
      title={
        <Space>
          <span>Lot Details</span>
          <LotStatusTag status={lot.lotStatus} isPostponed={lot.isPostponed} />
        </Space>
      }
      extra={tools}
    >
      {body}
    </Card>
  );
}
