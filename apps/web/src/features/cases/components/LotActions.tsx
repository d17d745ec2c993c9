import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudUploadOutlined,
  StarFilled,
  StarOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import {
  checkPublishLot,
  deedActions,
  FEATURED_LOT_MESSAGES,
  LOT_MESSAGES,
  type TCaseDetail,
  type TCaseLot,
  toCents,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { reportHttpError } from '../../../lib/api-client';
import { ApiError, hasErrorCode } from '../../../lib/api-error';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import {
  featuredLotsQueryOptions,
  type TLotStep,
  useAdvanceLot,
  useMarkLotFeatured,
  usePostponeLot,
  usePublishLot,
  useUnmarkLotFeatured,
} from '../api/lots';
import { ChangeWinnerModal } from './ChangeWinnerModal';
import { PostponeLotModal } from './PostponeLotModal';
import { quiet } from './quiet';
import { useCaseRoles } from './use-staff';

/** Lot-level actions (spec part 2 §4): publish, featured flag, postpone, payment, deed and winner steps. */
export function LotActions({ kase, lot }: { kase: TCaseDetail; lot: TCaseLot }) {
  const { isStaff } = useCaseRoles();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const publish = usePublishLot();
  const feature = useMarkLotFeatured();
  const unfeature = useUnmarkLotFeatured();
  const postpone = usePostponeLot();
  const advance = useAdvanceLot();
  const [postponing, setPostponing] = useState(false);
  const [winnerOpen, setWinnerOpen] = useState(false);
  const pending = lot.lotStatus === 'PendingTransaction';
  // A defaulted win leaves the lot without a winner until a runner-up accepts (ADR 0075): no payment to confirm.
  const awaitsPayment = pending && Boolean(lot.winner);
  if (!isStaff) return null;

  // ---- Publish ----
  const doPublish = async () => {
    try {
      const answer = await publish.mutateAsync(lot.id);
      toastSuccess('Successfully published the lot!');
      return answer;
    } catch (error) {
      if (hasErrorCode(error, 'LOT_MISSING_REQUIRED_INFO')) {
        showMissing(Object.values(error.errors ?? {}));
      } else if (error instanceof ApiError) reportHttpError(error);
    }
  };
  const showMissing = (missing: string[]) =>
    modal.warning({
      title: LOT_MESSAGES.missingRequiredInfo,
      content: (
        <div>
          Before publishing, please provide:
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ),
    });
  const startPublish = () => {
    const check = checkPublishLot({
      hasAuction: Boolean(lot.auction),
      propertyCount: lot.propertyCount,
      openingPriceCents: toCents(lot.openingPrice ?? 0),
      requiredDownPercent: lot.requiredDown,
      minIncrementCents: toCents(lot.minBidIncrements ?? 0),
    });
    if (check.missing.length > 0) return showMissing(check.missing);
    if (check.later.length > 0) {
      return modal.confirm({
        title: 'Some lot details are missing',
        content: (
          <div>
            The auction cannot go live until these are provided:
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {check.later.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ),
        okText: 'Will Provide Later',
        cancelText: 'Cancel',
        onOk: doPublish,
      });
    }
    modal.confirm({
      title: 'Publish Lot',
      content: 'Are you sure you want to publish this lot? It becomes visible to bidders.',
      okText: 'Publish',
      onOk: doPublish,
    });
  };

  // ---- Featured ----
  const markFeatured = () =>
    modal.confirm({
      title: 'Mark as Featured',
      content: FEATURED_LOT_MESSAGES.markConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: quiet(async () => {
        try {
          await feature.mutateAsync({ lotId: lot.id, replace: false });
          toastSuccess(FEATURED_LOT_MESSAGES.featured);
        } catch (error) {
          if (!(error instanceof ApiError)) return;
          if (!hasErrorCode(error, 'LOT_FEATURED_EXISTS')) return reportHttpError(error);
          modal.confirm({
            title: LOT_MESSAGES.featuredExists,
            content: 'Would you like to replace?',
            okText: 'Replace',
            onOk: quiet(async () => {
              await feature.mutateAsync({ lotId: lot.id, replace: true });
              toastSuccess(FEATURED_LOT_MESSAGES.featured);
            }),
          });
        }
      }),
    });
  const removeFeatured = () =>
    modal.confirm({
      title: 'Remove Featured',
      content: FEATURED_LOT_MESSAGES.removeConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: quiet(async () => {
        const featured = await queryClient.fetchQuery({ ...featuredLotsQueryOptions(), staleTime: 0 });
        const row = featured.find((f) => f.lotId === lot.id && !f.featuredByAdmin);
        if (!row) {
          modal.warning({ title: LOT_MESSAGES.adminFeatured });
          return;
        }
        await unfeature.mutateAsync(row.featuredId);
        toastSuccess(FEATURED_LOT_MESSAGES.unfeatured);
      }),
    });

  // ---- Postponement ----
  const removePostponement = () =>
    modal.confirm({
      title: 'Remove Postponement',
      content: 'The lot will be sold in its auction as planned. Continue?',
      onOk: quiet(async () => {
        await postpone.mutateAsync({ lotId: lot.id, body: { isPostpone: false } });
        toastSuccess('Successfully removed the postponement!');
      }),
    });

  // ---- Post-auction steps ----
  const depositReceived = lot.depositReceivedDate !== null;
  const step = (which: TLotStep, title: string, content: string, done: string) =>
    modal.confirm({
      title,
      content,
      onOk: quiet(async () => {
        await advance.mutateAsync({ lotId: lot.id, step: which });
        toastSuccess(done);
      }),
    });
  const deed = deedActions({
    caseStatus: kase.caseStatus,
    lotStatus: lot.lotStatus,
    combinedLotStatus: kase.lotsCombinedStatus,
  });

  const isOpen = lot.lotStatus === 'Draft' || lot.lotStatus === 'Listed';
  const buttons = [
    kase.canEdit && lot.lotStatus === 'Draft' && (
      <Button key="publish" type="primary" icon={<CloudUploadOutlined />} onClick={startPublish}>
        Publish Lot
      </Button>
    ),
    isOpen &&
      kase.caseStatus === 'New' &&
      (lot.markedFeatured ? (
        <Button key="unfeature" icon={<StarFilled style={{ color: '#faad14' }} />} onClick={removeFeatured}>
          Remove Featured
        </Button>
      ) : (
        <Button key="feature" icon={<StarOutlined />} onClick={markFeatured}>
          Mark as Featured
        </Button>
      )),
    lot.lotStatus === 'Listed' &&
      lot.auction &&
      !lot.auction.isStarted &&
      (lot.isPostponed ? (
        <Button key="unpostpone" icon={<ClockCircleOutlined />} onClick={removePostponement}>
          Remove Postponement
        </Button>
      ) : (
        <Button key="postpone" icon={<ClockCircleOutlined />} onClick={() => setPostponing(true)}>
          Postpone
        </Button>
      )),
    awaitsPayment && !depositReceived && (
      <Button
        key="deposit"
        type="primary"
        icon={<CheckCircleOutlined />}
        onClick={() =>
          step(
            'deposit',
            'Confirm Initial Deposit',
            'Confirm that the initial deposit from the winning bidder has been received?',
            'Successfully confirmed the initial deposit!',
          )
        }
      >
        Confirm Initial Deposit
      </Button>
    ),
    awaitsPayment && depositReceived && (
      <Button
        key="payment"
        type="primary"
        icon={<CheckCircleOutlined />}
        onClick={() =>
          step(
            'payment',
            'Confirm Full Payment',
            'Confirm that the remaining payment has been received? The lot moves to Complete Transaction.',
            'Successfully confirmed the full payment!',
          )
        }
      >
        Confirm Full Payment
      </Button>
    ),
    pending && (
      <Button key="winner" icon={<TrophyOutlined />} onClick={() => setWinnerOpen(true)}>
        Change / Remove Winner
      </Button>
    ),
    deed.markDeedReady && (
      <Button
        key="deedready"
        type="primary"
        onClick={() =>
          step(
            'deedready',
            'Mark as Deed Ready',
            'Mark the deed as ready? The buyer will be informed.',
            'Successfully marked as Deed Ready!',
          )
        }
      >
        Mark as Deed Ready
      </Button>
    ),
    deed.markDeedIssued && (
      <Button
        key="deedissued"
        type="primary"
        onClick={() =>
          step(
            'deedissued',
            'Mark as Deed Issued',
            'Mark the deed as issued to the buyer?',
            'Successfully marked as Deed Issued!',
          )
        }
      >
        Mark as Deed Issued
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      {buttons.length > 0 && <Space wrap>{buttons}</Space>}
      <PostponeLotModal lotId={lot.id} open={postponing} onClose={() => setPostponing(false)} />
      {winnerOpen && <ChangeWinnerModal lotId={lot.id} onClose={() => setWinnerOpen(false)} />}
    </>
  );
}
