import type { TBidderLot } from '@bidright/domain';
import { Card, Empty, Typography } from 'antd';
import { memo } from 'react';
import { PlainDescriptions } from '../../../components/PlainDescriptions';
import { addressLine, usd } from '../lib/format';

/** The lot page's property details: the address, case and prices, and the case's documents. */
export const PropertyDetailsPanel = memo(function PropertyDetailsPanel({ lot }: { lot: TBidderLot }) {
  const p = lot.property;
  return (
    <Card title="Property Details" styles={{ body: { maxHeight: 600, overflow: 'auto' } }}>
      {p ? (
        <PlainDescriptions
          items={[
            { label: 'Address', children: addressLine(p) },
            { label: 'County', children: p.county },
            { label: 'Case', children: lot.case.caseNumber },
            { label: 'Properties in lot', children: lot.propertyCount },
            { label: 'Opening price', children: usd(lot.openingPrice) },
            { label: 'Required down', children: `${Math.round(lot.requiredDown)}%` },
          ]}
        />
      ) : (
        <Empty description="No property details" />
      )}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        Documents
      </Typography.Title>
      {lot.case.documents.length === 0 ? (
        <Typography.Text type="secondary">No documents.</Typography.Text>
      ) : (
        <ul style={{ paddingLeft: 18 }}>
          {lot.case.documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} target="_blank" rel="noreferrer">
                {d.name}
              </a>
              {d.typeName ? ` (${d.typeName})` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
