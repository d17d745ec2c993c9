import { describe, expect, it } from 'vitest';
import { propertyFactText, shownPropertyFacts } from './property-facts';

const fact = (name: string, type: string, value: string, label = name) => ({ name, type, value, label });

describe('property facts', () => {
  it('reads money as dollars, numbers with separators, yes/no and calendar dates', () => {
    expect(propertyFactText(fact('MarketValuationValue', 'DecimalField', '465000'))).toBe('$465,000');
    expect(propertyFactText(fact('HOA', 'DecimalField', '125.5'))).toBe('$125.50');
    expect(propertyFactText(fact('SquareFeet', 'DecimalField', '1850'))).toBe('1,850');
    expect(propertyFactText(fact('BathroomCount', 'DecimalField', '2.5'))).toBe('2.5');
    expect(propertyFactText(fact('YearBuilt', 'IntField', '2004'))).toBe('2004');
    expect(propertyFactText(fact('HasGarage', 'BoolField', 'true'))).toBe('Yes');
    expect(propertyFactText(fact('HasGarage', 'BoolField', 'false'))).toBe('No');
    expect(propertyFactText(fact('LastSaleDate', 'DateField', '2019-04-03'))).toBe('04/03/2019');
    expect(propertyFactText(fact('PropertyClasses', 'DropdownField', 'Residential'))).toBe('Residential');
  });

  it('leaves out an estimated value of 0 or less and empty values, keeping the order', () => {
    expect(
      shownPropertyFacts([
        fact('BedroomCount', 'IntField', '3', 'Bedrooms'),
        fact('MarketValuationValue', 'DecimalField', '0', 'Estimated Market Value'),
        fact('Notes', 'TextField', '  ', 'Notes'),
        fact('HOA', 'DecimalField', '0', 'HOA Fee'),
      ]),
    ).toEqual([
      { label: 'Bedrooms', text: '3' },
      { label: 'HOA Fee', text: '$0' },
    ]);
  });
});
