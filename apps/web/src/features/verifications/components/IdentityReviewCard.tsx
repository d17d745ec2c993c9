import { formatAddress, type TIdentityEvidence } from '@bidright/domain';
import { Flex, Tag } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDateTime } from '../../../lib/format';
import { DecisionButtons } from './DecisionButtons';

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** One identity check that did not match: registered data beside the bank's owners, scores, reasons. */
export function IdentityReviewCard({ evidence }: { evidence: TIdentityEvidence }) {
  const registered = evidence.registered;
  return (
    <Card
      title={evidence.bidderName}
      data-testid="identity-review"
      extra={<Typography.Text type="secondary">Checked {formatDateTime(evidence.createdAt)}</Typography.Text>}
    >
      <Flex vertical gap={16}>
        <Flex gap={24} wrap>
          <section style={{ flex: '1 1 260px' }} aria-label="Registered">
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              Registered
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {registered.firstName} {registered.lastName}
              <br />
              {formatAddress(registered) || 'No address'}
            </Typography.Paragraph>
          </section>
          <section style={{ flex: '1 1 260px' }} aria-label="Bank account owners">
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              Bank account owners
            </Typography.Title>
            {evidence.owners.length === 0 && <Typography.Text>None reported</Typography.Text>}
            {evidence.owners.map((owner) => (
              <Typography.Paragraph key={JSON.stringify(owner)} style={{ marginBottom: 8 }}>
                {owner.names.join(' / ') || 'No name'}
                {owner.addresses.map((address) => (
                  <span key={`${address.street}-${address.postalCode}`}>
                    <br />
                    {[
                      address.street,
                      address.city,
                      [address.region, address.postalCode].filter(Boolean).join(' '),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                ))}
              </Typography.Paragraph>
            ))}
          </section>
        </Flex>
        <Flex gap={8} wrap>
          <Tag color="red">No match</Tag>
          <Tag>Name {percent(evidence.nameScore)}</Tag>
          <Tag>Address {percent(evidence.addressScore)}</Tag>
        </Flex>
        <ul aria-label="Reasons" style={{ margin: 0, paddingInlineStart: 20 }}>
          {evidence.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <DecisionButtons kind="identity" id={evidence.id} who={evidence.bidderName} />
      </Flex>
    </Card>
  );
}
