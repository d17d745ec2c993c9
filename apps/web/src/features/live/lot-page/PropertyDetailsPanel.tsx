import { shownPropertyFacts, type TBidderLot, type TBidderLotPropertyFacts } from '@bidright/domain';
import { Empty } from 'antd';
import { memo } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainDescriptions } from '../../../components/PlainDescriptions';
import { addressLine, usd } from '../format';
import { PanelHeading, PanelSectionHeading } from './PanelHeading';

/**
 * The lot page's property details (spec part 1 §2 "Property Details"): the lot's case and prices, then each of
 * its properties with every attribute the host filled in (beds, baths, square feet, class, type, estimated
 * value, HOA …) under the attributes' display names, and the case's documents.
 */
export const PropertyDetailsPanel = memo(function PropertyDetailsPanel({ lot }: { lot: TBidderLot }) {
  const several = lot.properties.length > 1;
  return (
    <Card
      title={<PanelHeading>Property Details</PanelHeading>}
      styles={{ body: { maxHeight: 600, overflow: 'auto' } }}
    >
      {lot.properties.length === 0 && !lot.property ? (
        <Empty description="No property details" />
      ) : (
        <PlainDescriptions
          items={[
            { label: 'Case', children: lot.case.caseNumber },
            { label: 'Properties in lot', children: lot.propertyCount },
            { label: 'Opening price', children: usd(lot.openingPrice) },
            { label: 'Required down', children: `${Math.round(lot.requiredDown)}%` },
          ]}
        />
      )}
      {lot.properties.map((property, index) => (
        <PropertyFacts
          key={property.id}
          property={property}
          heading={several ? `Property ${index + 1}` : null}
        />
      ))}
      <PanelSectionHeading>Documents</PanelSectionHeading>
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

/** One property: its address and county, then its filled-in attributes in the attributes' order. */
function PropertyFacts({ property, heading }: { property: TBidderLotPropertyFacts; heading: string | null }) {
  const facts = shownPropertyFacts(property.facts);
  return (
    <section aria-label={heading ?? 'Property'} data-testid="property-facts" style={{ marginTop: 12 }}>
      {heading && (
        <PanelSectionHeading style={{ marginTop: 0 }}>
          {heading}
          {property.isPrimary && (
            <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
              {' '}
              (primary)
            </Typography.Text>
          )}
        </PanelSectionHeading>
      )}
      <PlainDescriptions
        items={[
          { label: 'Address', children: addressLine(property) },
          { label: 'County', children: property.county },
          ...facts.map((fact) => ({ label: fact.label, children: fact.text })),
        ]}
      />
    </section>
  );
}
