import type { TBidderLot, TBidderLotPropertyFacts } from '@bidright/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PropertyDetailsPanel } from './PropertyDetailsPanel';

const property = (id: string, street: string, facts: TBidderLotPropertyFacts['facts'], isPrimary = false) =>
  ({
    id,
    streetLine1: street,
    streetLine2: null,
    city: 'Chicago',
    county: 'Cook',
    stateCode: 'IL',
    zipCode: '60614',
    countryCode: 'US',
    latitude: null,
    longitude: null,
    isPrimary,
    facts,
  }) satisfies TBidderLotPropertyFacts;

const fact = (name: string, label: string, type: string, value: string) => ({ name, label, type, value });

const lotWith = (properties: TBidderLotPropertyFacts[]) =>
  ({
    id: '7',
    propertyCount: properties.length,
    openingPrice: 150_000,
    requiredDown: 10,
    property: properties[0] ? { ...properties[0], imageData: [] } : null,
    properties,
    case: { id: '1', caseNumber: '2026CH01041', county: 'Cook', documents: [] },
  }) as unknown as TBidderLot;

/** The value shown beside a label of the panel's description lists. */
const shownValue = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent;

describe('Property Details (issue 31 item 5)', () => {
  afterEach(cleanup);

  it('shows every attribute the host filled in, under its display name, read by its type', () => {
    render(
      <PropertyDetailsPanel
        lot={lotWith([
          property(
            '1',
            '1 Main St',
            [
              fact('PropertyClasses', 'Property Class', 'DropdownField', 'Residential'),
              fact('PropertyType', 'Property Type', 'DropdownField', 'Condo'),
              fact('BedroomCount', 'Bedrooms', 'IntField', '3'),
              fact('BathroomCount', 'Bathrooms', 'DecimalField', '2.5'),
              fact('SquareFeet', 'Square Feet', 'DecimalField', '1850'),
              fact('MarketValuationValue', 'Estimated Market Value', 'DecimalField', '465000'),
              fact('HOA', 'HOA Fee', 'DecimalField', '125'),
              fact('HasGarage', 'Garage', 'BoolField', 'true'),
            ],
            true,
          ),
        ])}
      />,
    );
    const [section] = screen.getAllByTestId('property-facts');
    expect(section).toBeTruthy();
    const shown = section as HTMLElement;
    expect(shownValue(shown, 'Property Class')).toBe('Residential');
    expect(shownValue(shown, 'Property Type')).toBe('Condo');
    expect(shownValue(shown, 'Bedrooms')).toBe('3');
    expect(shownValue(shown, 'Bathrooms')).toBe('2.5');
    expect(shownValue(shown, 'Square Feet')).toBe('1,850');
    expect(shownValue(shown, 'Estimated Market Value')).toBe('$465,000');
    expect(shownValue(shown, 'HOA Fee')).toBe('$125');
    expect(shownValue(shown, 'Garage')).toBe('Yes');
  });

  it('lists each property of a lot with several, and leaves out an estimated value of 0', () => {
    render(
      <PropertyDetailsPanel
        lot={lotWith([
          property(
            '1',
            '1 Main St',
            [
              fact('BedroomCount', 'Bedrooms', 'IntField', '3'),
              fact('MarketValuationValue', 'Estimated Market Value', 'DecimalField', '0'),
            ],
            true,
          ),
          property('2', '12 Side St', [fact('BedroomCount', 'Bedrooms', 'IntField', '1')]),
        ])}
      />,
    );
    const sections = screen.getAllByTestId('property-facts');
    expect(sections).toHaveLength(2);
    const [first, second] = sections as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Property 1')).toBeTruthy();
    expect(shownValue(first, 'Address')).toContain('1 Main St');
    expect(shownValue(first, 'Bedrooms')).toBe('3');
    expect(within(first).queryByText('Estimated Market Value')).toBeNull();
    expect(within(second).getByText('Property 2')).toBeTruthy();
    expect(shownValue(second, 'Address')).toContain('12 Side St');
    expect(shownValue(second, 'Bedrooms')).toBe('1');
  });
});
