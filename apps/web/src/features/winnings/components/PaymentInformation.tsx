import { CalendarOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { formatHostDateTime, type TWinningRecord } from '@bidright/domain';
import { Alert, Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDollars, formatPhone } from '../../../lib/format';
import { useScreens } from '../../../lib/use-screens';
import { WireInstructionsDownload } from '../../wire-instructions/public/WireInstructionsDownload';
import { downloadWinningCalendar } from '../api/winnings';

/**
 * Payment information of a win: deposit (bid × requiredDown %), remaining payment (the rest + relief fee),
 * total, each deadline in the host's zone, the past-due warnings of spec part 2 §4, and how to pay.
 */
export function PaymentInformation({ record }: { record: TWinningRecord }) {
  const { payment, auctionHost: host } = record;
  const [saving, setSaving] = useState(false);
  const screens = useScreens();
  const pastDue = payment.isDepositPastDue || payment.isFullPaymentPastDue;
  const when = (iso: string) => formatHostDateTime(iso, record.timeZone);
  return (
    <Card
      title="Payment Information"
      data-testid="payment-information"
      style={pastDue ? { borderColor: '#cf1322', borderWidth: 2 } : undefined}
      extra={
        <Button
          icon={<CalendarOutlined />}
          loading={saving}
          onClick={() => {
            setSaving(true);
            void downloadWinningCalendar(record.lotId).finally(() => setSaving(false));
          }}
        >
          Add to calendar
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {payment.isDepositPastDue && <Alert type="error" showIcon title="Initial Deposit Missing!" />}
        {payment.isFullPaymentPastDue && <Alert type="error" showIcon title="Remaining Payment Missing!" />}
        <Descriptions
          column={1}
          size="small"
          bordered
          // On a phone (and at 400 % zoom) each label sits over its amount: side by side, the amounts and
          // their due dates were squeezed into a column a few characters wide.
          layout={screens.sm ? 'horizontal' : 'vertical'}
          items={[
            {
              key: 'deposit',
              label: `Initial deposit (${record.requiredDown}%)`,
              children: (
                <Flex vertical>
                  <Typography.Text strong>{formatDollars(payment.depositAmount)}</Typography.Text>
                  <Typography.Text type={payment.isDepositPastDue ? 'danger' : 'secondary'}>
                    {record.depositReceivedDate
                      ? `Received ${when(record.depositReceivedDate)}`
                      : `Due by ${when(payment.depositDueDate)}`}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'remaining',
              label: 'Remaining payment',
              children: (
                <Flex vertical>
                  <Typography.Text strong>{formatDollars(payment.remainingAmount)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {100 - record.requiredDown}% of the bid + relief fee {formatDollars(payment.reliefFee)}
                  </Typography.Text>
                  <Typography.Text type={payment.isFullPaymentPastDue ? 'danger' : 'secondary'}>
                    {record.paymentReceivedDate
                      ? `Received ${when(record.paymentReceivedDate)}`
                      : `Due by ${when(payment.balanceDueDate)}`}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'total',
              label: 'Total',
              children: <Typography.Text strong>{formatDollars(payment.totalAmount)}</Typography.Text>,
            },
          ]}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          Pay {host.name} by wire transfer
        </Typography.Title>
        <Flex gap={8} wrap>
          {host.wireInstructionsUrl ? (
            <WireInstructionsDownload
              url={host.wireInstructionsUrl}
              fingerprint={host.wireInstructionsFingerprint}
            />
          ) : (
            <Typography.Text type="secondary">Ask the host for the wire instructions.</Typography.Text>
          )}
        </Flex>
        <Flex gap={16} wrap>
          {host.phoneNumber && (
            <Typography.Link href={`tel:${host.phoneNumber}`}>
              <PhoneOutlined /> {formatPhone(host.phoneNumber)}
            </Typography.Link>
          )}
          {host.supportEmail && (
            <Typography.Link href={`mailto:${host.supportEmail}`}>
              <MailOutlined /> {host.supportEmail}
            </Typography.Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
