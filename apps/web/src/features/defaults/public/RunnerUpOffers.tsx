import { formatHostDateTime, type TRunnerUpOffer } from '@bidright/domain';
import { Button, Flex, Popconfirm } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDollars } from '../../../lib/format';
import { toastError, toastSuccess } from '../../../lib/notifier';
import { useCountdown } from '../../../lib/use-countdown';
import { useAnswerOffer } from '../api/answer-offer';

/** "19 h 42 min left", "12 min left", or "Expired". */
function timeLeft(seconds: number): string {
  if (seconds <= 0) return 'Expired';
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}

function OfferCard({ offer, onAnswered }: { offer: TRunnerUpOffer; onAnswered: () => void }) {
  const answer = useAnswerOffer();
  const seconds = useCountdown(new Date(offer.deadlineAt).getTime());
  const respond = (accept: boolean) =>
    answer.mutate(
      { offerId: offer.id, accept },
      {
        onSuccess: () => {
          onAnswered();
          toastSuccess(accept ? 'You accepted the offer: the lot is yours.' : 'You declined the offer.');
        },
        onError: (error) => {
          onAnswered();
          toastError(error.message);
        },
      },
    );
  const title = offer.address ?? `Lot ${offer.lotNumber ?? offer.lotId}, case ${offer.caseNumber}`;
  return (
    <Card size="small" data-testid="runner-up-offer" title={title}>
      <Flex vertical gap={8}>
        <Typography.Text>
          The winner defaulted. {offer.hostName} offers you this lot at your bid of{' '}
          <strong>{formatDollars(offer.amount)}</strong>. Accepting locks a deposit of{' '}
          {formatDollars(offer.depositAmount)} and starts the payment deadlines.
        </Typography.Text>
        <Typography.Text type={seconds > 0 ? undefined : 'danger'} data-testid="offer-time-left">
          {timeLeft(seconds)} (until {formatHostDateTime(offer.deadlineAt, offer.timeZone)})
        </Typography.Text>
        <Flex gap={8} wrap>
          <Popconfirm
            title="Accept this offer?"
            description={`You buy the lot at ${formatDollars(offer.amount)}.`}
            okText="Accept"
            onConfirm={() => respond(true)}
          >
            <Button type="primary" disabled={seconds <= 0} loading={answer.isPending}>
              Accept
            </Button>
          </Popconfirm>
          <Popconfirm title="Decline this offer?" okText="Decline" onConfirm={() => respond(false)}>
            <Button disabled={seconds <= 0 || answer.isPending}>Decline</Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The Offers section of My Winnings: each open runner-up offer with Accept, Decline and the time left.
 * `onAnswered` lets My Winnings read its list again (an acceptance is a new win).
 */
export function RunnerUpOffers({ offers, onAnswered }: { offers: TRunnerUpOffer[]; onAnswered: () => void }) {
  const open = offers.filter((offer) => offer.status === 'Open');
  if (open.length === 0) return null;
  return (
    <Card title="Offers" data-testid="runner-up-offers">
      <Flex vertical gap={12}>
        {open.map((offer) => (
          <OfferCard key={offer.id} offer={offer} onAnswered={onAnswered} />
        ))}
      </Flex>
    </Card>
  );
}
