import {
  CarOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  ShopOutlined,
  WarningFilled,
} from '@ant-design/icons';
import {
  formatAddress,
  formatHostDateTime,
  initialDepositCents,
  remainingPaymentCents,
  type TCaseLot,
  toCents,
  toDollars,
} from '@bidright/domain';
import { Alert, Descriptions, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDollars, formatPhone } from '../../../lib/format';

/** Past-due warning lines (spec part 2 §4). */
export const DEPOSIT_MISSING = 'Initial Deposit Missing!';
export const PAYMENT_MISSING = 'Remaining Payment Missing!';

/** Whether a sold lot waits for money past its deadline: its card gets a red border. */
export const isLotPastDue = (lot: TCaseLot) => lot.isDepositPastDue || lot.isFullPaymentPastDue;

/** One payment step: amount, then received (with its date), missing (past due) or due by. */
function PaymentState({
  amount,
  receivedDate,
  dueDate,
  isPastDue,
  timeZone,
}: {
  amount: number;
  receivedDate: string | null;
  dueDate: string | null;
  isPastDue: boolean;
  timeZone: string;
}) {
  let state: ReactNode;
  if (receivedDate) {
    state = (
      <Typography.Text type="success">
        <CheckCircleFilled /> Received {formatHostDateTime(receivedDate, timeZone)}
      </Typography.Text>
    );
  } else if (isPastDue) {
    state = (
      <Typography.Text type="danger" strong>
        <WarningFilled /> Past due{dueDate ? ` since ${formatHostDateTime(dueDate, timeZone)}` : ''}
      </Typography.Text>
    );
  } else {
    state = (
      <Typography.Text type="secondary">
        <ClockCircleOutlined /> {dueDate ? `Due by ${formatHostDateTime(dueDate, timeZone)}` : 'Not received'}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical>
      <span>{formatDollars(amount)}</span>
      {state}
    </Flex>
  );
}

function DeedDelivery({ lot }: { lot: TCaseLot }) {
  if (lot.deedDelivery === 'PickUp')
    return (
      <span>
        <ShopOutlined /> Pick Up
      </span>
    );
  if (lot.deedDelivery === 'Ship')
    return (
      <Flex vertical>
        <span>
          <CarOutlined /> Ship
        </span>
        <Typography.Text type="secondary">{lot.deedShippingAddress || '—'}</Typography.Text>
      </Flex>
    );
  return <Typography.Text type="secondary">Not chosen by the bidder yet</Typography.Text>;
}

/**
 * The outcome of a lot whose auction is over (spec part 2 §3 "Lot", §4): who won (paddle and name, with
 * the contact staff need), the deposit and the remaining payment with their received dates or deadlines,
 * the past-due warnings, and the bidder's deed delivery choice. Dates are on the host's clock.
 */
export function LotSaleDetails({ lot }: { lot: TCaseLot }) {
  if (!lot.soldTo) return null;
  const { timeZone } = lot;
  if (lot.soldTo === 'ThirdParty' && !lot.winner) {
    // The win was defaulted (ADR 0075): the defaults panel tells what follows.
    return (
      <section aria-label="Sale">
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} colon={false} layout="vertical" title="Sale">
          <Descriptions.Item label="Sold To">
            <Tag color="red">Winner defaulted</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Stopped">
            {formatHostDateTime(lot.stoppedTime, timeZone)}
          </Descriptions.Item>
        </Descriptions>
      </section>
    );
  }
  if (lot.soldTo === 'Plaintiff' || !lot.winner) {
    return (
      <section aria-label="Sale">
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} colon={false} layout="vertical" title="Sale">
          <Descriptions.Item label="Sold To">
            <Tag>Plaintiff</Tag>
          </Descriptions.Item>
          {lot.plaintiffBidAmount != null && (
            <Descriptions.Item label="Credit Bid">{formatDollars(lot.plaintiffBidAmount)}</Descriptions.Item>
          )}
          <Descriptions.Item label="Stopped">
            {formatHostDateTime(lot.stoppedTime, timeZone)}
          </Descriptions.Item>
        </Descriptions>
      </section>
    );
  }

  const { winner } = lot;
  const bidCents = toCents(winner.bidAmount);
  const deposit = toDollars(initialDepositCents(bidCents, lot.requiredDown));
  const remaining = toDollars(remainingPaymentCents(bidCents, lot.requiredDown, toCents(lot.reliefFee)));
  const address = formatAddress({
    streetLine1: winner.address1,
    streetLine2: winner.address2,
    city: winner.city,
    stateCode: winner.state,
    zipCode: winner.zip,
  });
  const missing = [
    lot.isDepositPastDue && DEPOSIT_MISSING,
    lot.isFullPaymentPastDue && PAYMENT_MISSING,
  ].filter((line): line is string => Boolean(line));

  return (
    <section aria-label="Sale">
      <Flex vertical gap={12}>
        {missing.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={
              <Flex vertical>
                {missing.map((line) => (
                  <Typography.Text key={line} strong type="danger">
                    {line}
                  </Typography.Text>
                ))}
              </Flex>
            }
          />
        )}
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} colon={false} layout="vertical" title="Sale">
          <Descriptions.Item label="Winner">
            <Flex vertical>
              <Typography.Text strong>
                Paddle #{winner.bidPaddleNumber} · {winner.bidBidderFullName}
              </Typography.Text>
              <Typography.Text type="secondary">{winner.bidderUserName}</Typography.Text>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="Winning Bid">
            <Flex vertical>
              <Typography.Text strong>{formatDollars(winner.bidAmount)}</Typography.Text>
              <Typography.Text type="secondary">
                Won {formatHostDateTime(lot.winnerCreatedDate ?? lot.stoppedTime, timeZone)}
              </Typography.Text>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="Contact">
            <Flex vertical>
              <span>{formatPhone(winner.phoneNumber)}</span>
              {winner.purchaseProfileName && (
                <Typography.Text type="secondary">Title to {winner.purchaseProfileName}</Typography.Text>
              )}
              {address && <Typography.Text type="secondary">{address}</Typography.Text>}
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="Deed Delivery">
            <DeedDelivery lot={lot} />
          </Descriptions.Item>
          <Descriptions.Item label={`Initial Deposit (${lot.requiredDown}%)`}>
            <PaymentState
              amount={deposit}
              receivedDate={lot.depositReceivedDate}
              dueDate={lot.depositDueDate}
              isPastDue={lot.isDepositPastDue}
              timeZone={timeZone}
            />
          </Descriptions.Item>
          <Descriptions.Item label="Remaining Payment">
            <PaymentState
              amount={remaining}
              receivedDate={lot.paymentReceivedDate}
              dueDate={lot.paymentDueDate}
              isPastDue={lot.isFullPaymentPastDue}
              timeZone={timeZone}
            />
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </section>
  );
}
