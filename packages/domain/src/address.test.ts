import { describe, expect, it } from 'vitest';
import { formatAddress, formatCityLine, lotTitle } from './address';

const full = {
  streetLine1: '123 N State St',
  streetLine2: 'Apt 5',
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60602',
};

describe('formatAddress', () => {
  it('joins every part, with state and zip separated by a space', () => {
    expect(formatAddress(full)).toBe('123 N State St, Apt 5, Chicago, IL 60602');
  });

  it('leaves out an empty, blank or missing line 2 without a stray comma', () => {
    for (const streetLine2 of [null, undefined, '', '   ']) {
      expect(formatAddress({ ...full, streetLine2 })).toBe('123 N State St, Chicago, IL 60602');
    }
  });

  it('leaves out any other blank part with its separator', () => {
    expect(formatAddress({ ...full, streetLine2: null, city: ' ' })).toBe('123 N State St, IL 60602');
    expect(formatAddress({ ...full, streetLine2: null, stateCode: '' })).toBe(
      '123 N State St, Chicago, 60602',
    );
    expect(formatAddress({ ...full, streetLine2: null, zipCode: null })).toBe('123 N State St, Chicago, IL');
    expect(formatAddress({ ...full, streetLine1: '', streetLine2: '' })).toBe('Chicago, IL 60602');
    expect(formatAddress({ city: 'Chicago' })).toBe('Chicago');
  });

  it('trims parts and collapses inner runs of spaces', () => {
    expect(
      formatAddress({
        streetLine1: '  123  N State St ',
        city: 'Chicago ',
        stateCode: 'IL',
        zipCode: '60602',
      }),
    ).toBe('123 N State St, Chicago, IL 60602');
  });

  it('adds the county after the city on request', () => {
    expect(formatAddress(full, { withCounty: true })).toBe(
      '123 N State St, Apt 5, Chicago, Cook County, IL 60602',
    );
    expect(formatAddress({ ...full, county: '' }, { withCounty: true })).toBe(
      '123 N State St, Apt 5, Chicago, IL 60602',
    );
  });

  it('answers an empty string for no address', () => {
    expect(formatAddress(null)).toBe('');
    expect(formatAddress(undefined)).toBe('');
    expect(formatAddress({ streetLine2: ' ' })).toBe('');
  });
});

describe('formatCityLine', () => {
  it('shows city, state and zip only', () => {
    expect(formatCityLine(full)).toBe('Chicago, IL 60602');
    expect(formatCityLine({ ...full, city: '' })).toBe('IL 60602');
    expect(formatCityLine(null)).toBe('');
  });
});

describe('lotTitle', () => {
  it('names a lot by its address, or by its id when it has no address', () => {
    expect(lotTitle(full, '7')).toBe('123 N State St, Apt 5, Chicago, IL 60602');
    expect(lotTitle(null, '7')).toBe('Lot 7');
    expect(lotTitle({ streetLine1: '  ', city: '' }, 12)).toBe('Lot 12');
  });
});
