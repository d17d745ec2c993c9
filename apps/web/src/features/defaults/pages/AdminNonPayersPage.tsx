import type { TNonPayer } from '@bidright/domain';
import { Flex } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { toastError, toastSuccess } from '../../../lib/notifier';
import { usePageTitle } from '../../../lib/page-title';
import { useRemoveNonPayer } from '../api/defaults';
import { NonPayersTable } from '../components/NonPayersTable';
import { ReasonModal } from '../components/ReasonModal';

/**
 * `/admin/nonpayers` (issue 43, ADR 0075): every host's non-payer list, and the admin's override: "Remove"
 * takes a bidder off a host's list with a written reason. The server keeps the entry (removed, by whom and
 * why), logs it and records it on the audit trail; from then on the bidder is no longer held for review.
 */
export function AdminNonPayersPage() {
  usePageTitle('Non-payer lists');
  const remove = useRemoveNonPayer();
  const [removing, setRemoving] = useState<TNonPayer | null>(null);
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Non-payer lists
        </Typography.Title>
        <Typography.Text type="secondary">
          Bidders who defaulted on a host's lot are held for review when they join that host's auctions.
          Remove an entry to lift the hold; the entry stays on record with your reason.
        </Typography.Text>
      </div>
      <NonPayersTable isAdmin onRemove={setRemoving} />
      <ReasonModal
        open={removing !== null}
        title={removing ? `Take ${removing.bidderName} off ${removing.hostName}'s list` : ''}
        okText="Remove"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onSubmit={(reason) => {
          if (!removing) return;
          remove.mutate(
            { id: removing.id, reason },
            {
              onSuccess: () => {
                toastSuccess(`${removing.bidderName} is off ${removing.hostName}'s non-payer list.`);
                setRemoving(null);
              },
              onError: (error) => toastError(error.message),
            },
          );
        }}
      />
    </Flex>
  );
}
