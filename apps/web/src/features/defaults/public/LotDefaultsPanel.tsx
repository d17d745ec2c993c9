import { formatHostDateTime } from '@bidright/domain';
import { Alert, Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDollars } from '../../../lib/format';
import { toastError, toastSuccess } from '../../../lib/notifier';
import { useLotDefaultStep, useLotDefaults } from '../api/defaults';
import { ReasonModal } from '../components/ReasonModal';

const OFFER_COLORS = { Open: 'blue', Accepted: 'green', Declined: 'default', Lapsed: 'orange' } as const;

type TStep = 'default' | 'default/close';

/**
 * Staff's defaults panel on a sold lot (issue 43, ADR 0075): "Mark as defaulted" on a past-due win, "Offer to
 * runner-up" once defaulted, the offers made and their answers, and "Do not offer again". The server decides
 * what is allowed; this panel shows what it answered.
 */
export function LotDefaultsPanel({ lotId }: { lotId: string }) {
  const defaults = useLotDefaults(lotId);
  const step = useLotDefaultStep(lotId);
  const [asking, setAsking] = useState<TStep | null>(null);
  const data = defaults.data;
  // Nothing to show (or an answer of another shape): the panel stays out of the lot card.
  if (!data || !Array.isArray(data.defaults) || (!data.canMarkDefaulted && data.defaults.length === 0))
    return null;
  const tz = data.timeZone;
  const run = (path: TStep | 'runnerupoffer', reason?: string, done?: string) =>
    step.mutate(
      { path, reason },
      {
        onSuccess: () => {
          setAsking(null);
          if (done) toastSuccess(done);
        },
        onError: (error) => toastError(error.message),
      },
    );
  const latest = data.defaults[0];
  const hasOpenOffer = latest?.offers.some((offer) => offer.status === 'Open') ?? false;

  return (
    <Card size="small" title="Default and runner-up" data-testid="lot-defaults">
      <Flex vertical gap={12}>
        {data.canMarkDefaulted && (
          <Flex gap={8} wrap align="center">
            <Typography.Text>The win is past due.</Typography.Text>
            <Button danger onClick={() => setAsking('default')}>
              Mark as defaulted
            </Button>
          </Flex>
        )}
        {data.defaults.map((item) => (
          <Flex key={item.id} vertical gap={6}>
            <Typography.Text>
              <Tag color="red">Defaulted</Tag>
              {item.bidderName} at {formatDollars(item.amount)}, defaulted{' '}
              {formatHostDateTime(item.defaultedAt, tz)}: {item.reason}
            </Typography.Text>
            {item.offers.map((offer) => (
              <Typography.Text key={offer.id} data-testid="runner-up-offer-row">
                <Tag color={OFFER_COLORS[offer.status]}>{offer.status}</Tag>
                Offered to {offer.bidderName} at {formatDollars(offer.amount)}
                {offer.status === 'Open'
                  ? `, open until ${formatHostDateTime(offer.deadlineAt, tz)}`
                  : offer.respondedAt
                    ? `, ${formatHostDateTime(offer.respondedAt, tz)}`
                    : ''}
              </Typography.Text>
            ))}
            {item.closedReason && (
              <Typography.Text type="secondary">Not offered again: {item.closedReason}</Typography.Text>
            )}
          </Flex>
        ))}
        {data.nextRunnerUp && (
          <Flex gap={8} wrap align="center">
            <Button
              type="primary"
              loading={step.isPending}
              onClick={() => run('runnerupoffer', undefined, 'The offer was sent.')}
            >
              Offer to runner-up
            </Button>
            <Typography.Text>
              {data.nextRunnerUp.bidderName} at {formatDollars(data.nextRunnerUp.amount)}
            </Typography.Text>
            <Button onClick={() => setAsking('default/close')}>Do not offer again</Button>
          </Flex>
        )}
        {latest && !latest.closedReason && !hasOpenOffer && !data.nextRunnerUp && !data.canMarkDefaulted && (
          <Alert type="info" showIcon message="No other bidder is left to offer this lot to." />
        )}
      </Flex>
      <ReasonModal
        open={asking !== null}
        title={asking === 'default' ? 'Mark the win as defaulted' : 'Do not offer this lot again'}
        okText={asking === 'default' ? 'Mark as defaulted' : 'Confirm'}
        pending={step.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={(reason) =>
          asking && run(asking, reason, asking === 'default' ? 'The win was marked as defaulted.' : 'Saved.')
        }
      />
    </Card>
  );
}
