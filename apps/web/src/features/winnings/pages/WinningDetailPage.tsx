import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { formatHostDateTime } from '@bidright/domain';
import { Alert, Breadcrumb, Button, Col, Descriptions, Flex, Row, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList } from '../../../components/PlainList';
import { formatDollars, formatPhone } from '../../../lib/format';
import { useFeedback } from '../../../lib/use-feedback';
import { downloadReceiptOfSale, useWinning } from '../api/winnings';
import { DeedDeliveryForm } from '../components/DeedDeliveryForm';
import { DeedProcessPanel } from '../components/DeedProcessPanel';
import { PaymentInformation } from '../components/PaymentInformation';
import { WinningStatusBadge } from '../components/WinningStatusBadge';

const DELIVERY_LABELS = { PickUp: 'Pick up', Ship: 'Ship' } as const;

/** Winning detail (`/account/winning/{lotId}`, spec part 2 §2 and §4). */
export function WinningDetailPage() {
  const { lotId = '' } = useParams();
  const winning = useWinning(lotId);
  const { message } = useFeedback();
  const record = winning.data;
  const crumbs = (
    <Breadcrumb
      items={[{ title: <Link to="/account/winning">Winning List</Link> }, { title: 'Details' }]}
      style={{ marginBottom: 12 }}
    />
  );
  if (winning.isError)
    return (
      <div className="page-container">
        {crumbs}
        <Alert type="error" showIcon title="This winning could not be found." />
      </div>
    );
  if (!record)
    return (
      <div className="page-container">
        {crumbs}
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  const when = (iso: string | null | undefined) => formatHostDateTime(iso, record.timeZone);
  const property = record.properties[0];
  return (
    <div className="page-container" style={{ maxWidth: 1280, margin: '0 auto', padding: '16px' }}>
      {crumbs}
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {property ? property.streetLine1 : `Lot ${record.lotId}`}
        </Typography.Title>
        <WinningStatusBadge status={record.status} />
        <Button
          icon={<FilePdfOutlined />}
          style={{ marginInlineStart: 'auto' }}
          onClick={() =>
            void downloadReceiptOfSale(record.lotId).catch(() =>
              message.warning('The receipt could not be downloaded.'),
            )
          }
        >
          Receipt of Sale
        </Button>
      </Flex>
      <Flex vertical gap={16}>
        <DeedProcessPanel record={record} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap={16}>
              {record.status === 'DeedReady' && !record.deedDelivery && (
                <DeedDeliveryForm lotId={record.lotId} />
              )}
              <Card title="Case">
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2 }}
                  items={[
                    { key: 'n', label: 'Case number', children: record.caseNumber },
                    { key: 'c', label: 'County', children: record.county },
                    { key: 'f', label: 'Law firm', children: record.caseFirmName ?? '—' },
                    { key: 'fn', label: 'File number', children: record.caseFileNumber ?? '—' },
                  ]}
                />
              </Card>
              <Card title="Winner">
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2 }}
                  items={[
                    {
                      key: 'name',
                      label: 'Name',
                      children: record.winner.purchaseProfileName ?? record.winner.bidBidderFullName,
                    },
                    { key: 'paddle', label: 'Paddle', children: record.winner.bidPaddleNumber },
                    { key: 'bid', label: 'Winning bid', children: formatDollars(record.winner.bidAmount) },
                    { key: 'phone', label: 'Phone', children: formatPhone(record.winner.phoneNumber) },
                    {
                      key: 'address',
                      label: 'Address',
                      children: record.winner.address1
                        ? `${record.winner.address1}${record.winner.address2 ? ` ${record.winner.address2}` : ''}, ${record.winner.city ?? ''}, ${record.winner.state ?? ''} ${record.winner.zip ?? ''}`
                        : '—',
                    },
                    {
                      key: 'delivery',
                      label: 'Deed delivery',
                      children: record.deedDelivery
                        ? `${DELIVERY_LABELS[record.deedDelivery]}${record.deedShippingAddress ? ` — ${record.deedShippingAddress}` : ''}`
                        : '—',
                    },
                  ]}
                />
              </Card>
              <Card title="Property and Auction">
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    ...record.properties.map((p) => ({
                      key: p.id,
                      label: p.isPrimary ? 'Property' : 'Also in this lot',
                      children: `${p.streetLine1}${p.streetLine2 ? ` ${p.streetLine2}` : ''}, ${p.city}, ${p.stateCode} ${p.zipCode} (${p.county} County)`,
                    })),
                    { key: 'start', label: 'Auction date', children: when(record.auction?.startTime) },
                    { key: 'stopped', label: 'Sale closed', children: when(record.auction?.stoppedTime) },
                    { key: 'won', label: 'Won', children: when(record.winnerCreatedDate) },
                  ]}
                />
              </Card>
              {/*
               * The case's documents stay readable when a payment is past due: past due hides only the
               * document upload (spec part 2 §4), and a winner has no upload on this page.
               */}
              <Card title="Case Documents">
                <PlainList
                  items={record.documents}
                  keyOf={(doc) => doc.id}
                  emptyText="No documents yet."
                  renderItem={(doc) => (
                    <Flex justify="space-between" align="center" gap={8}>
                      <a href={doc.url} target="_blank" rel="noreferrer">
                        <FileOutlined /> {doc.name}
                      </a>
                      <Typography.Text type="secondary">{doc.typeName}</Typography.Text>
                    </Flex>
                  )}
                />
              </Card>
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <PaymentInformation record={record} />
          </Col>
        </Row>
      </Flex>
    </div>
  );
}
