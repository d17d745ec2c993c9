import { describe, expect, it } from 'vitest';
import {
  matchIdentity,
  nameWords,
  normaliseStreet,
  scoreAddress,
  scoreName,
  type TBankOwner,
  type TRegisteredIdentity,
  zip5,
} from './identity-match';

const registered: TRegisteredIdentity = {
  firstName: 'John',
  lastName: "O'Brien",
  streetLine1: '123 North Main Street',
  streetLine2: 'Apartment 4B',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60602',
};

const owner = (names: string[], street = '123 N Main St Apt 4B', zip = '60602-1234'): TBankOwner => ({
  names,
  addresses: [{ street, city: 'Chicago', region: 'IL', postalCode: zip }],
  emails: ['john@example.com'],
  phoneNumbers: ['3125550100'],
});

describe('names', () => {
  it.each([
    'John OBrien',
    "JOHN O'BRIEN",
    'john  o brien'.replace('o brien', "o'brien"),
    'John Patrick OBrien',
    'John P. OBrien',
    'Mr. John OBrien Jr.',
    'OBrien, John P',
    'OBrien, John, III',
    'Jóhn O’Brien',
    'John OBrien Sr',
  ])('accepts %s', (name) => {
    expect(scoreName(registered, name).score).toBe(1);
  });

  it.each([
    ['J OBrien', 0.5],
    ['J. P. OBrien', 0.5],
    ['Jane OBrien', 0.5],
    ['John Smith', 0],
    ['John Brien', 0],
    ['OBrien', 0],
    ['', 0],
  ])('does not accept %s (scores %d)', (name, score) => {
    expect(scoreName(registered, name).score).toBe(score);
  });

  it('ignores the registered middle name and suffix, both ways', () => {
    const withMiddle = { firstName: 'Mary Ann', lastName: 'Garcia Lopez Jr' };
    expect(scoreName(withMiddle, 'MARY GARCIA LOPEZ').score).toBe(1);
    expect(scoreName(withMiddle, 'Mary Beth Garcia-Lopez').score).toBe(1);
    expect(scoreName(withMiddle, 'Mary Lopez').score).toBe(0);
  });

  it('reads "Last, First Middle" and drops titles', () => {
    expect(nameWords('Dr. Smith, John Q.')).toEqual(['john', 'q', 'smith']);
  });
});

describe('addresses', () => {
  it.each([
    ['123 N Main St Apt 4B', 'Chicago', 'IL', '60602'],
    ['123 North Main Street, Apartment 4B', 'CHICAGO', 'il', '60602-0001'],
    ['123 N. Main St. #4B', 'Chicago', 'IL', '606021234'],
    ['123 N Main St Unit 4B', 'Chicago', 'IL', '60602'],
  ])('accepts %s', (street, city, region, postalCode) => {
    const scored = scoreAddress(registered, { street, city, region, postalCode });
    expect(scored.matches).toBe(true);
    expect(scored.score).toBe(1);
  });

  it.each([
    ['125 N Main St Apt 4B', '60602'],
    ['123 S Main St Apt 4B', '60602'],
    ['123 N Main Ave Apt 4B', '60602'],
    ['123 N Main St', '60602'],
    ['123 N Main St Apt 4B', '60603'],
    ['123 N Main St Apt 4B', '606'],
  ])('refuses %s %s', (street, postalCode) => {
    expect(scoreAddress(registered, { street, city: 'Chicago', region: 'IL', postalCode }).matches).toBe(
      false,
    );
  });

  it('a city or state difference lowers the score but street and ZIP decide', () => {
    const scored = scoreAddress(registered, {
      street: '123 N Main St Apt 4B',
      city: 'Chicago Heights',
      region: 'IN',
      postalCode: '60602',
    });
    expect(scored).toMatchObject({ matches: true, score: 0.5 });
    expect(scored.reason).toContain('city, state');
  });

  it('normalises streets and ZIPs', () => {
    expect(normaliseStreet('12 West Avenue Apt. #3')).toBe('12 w ave apt 3');
    expect(zip5('60602-1234')).toBe('60602');
    expect(zip5('6060')).toBe('');
  });
});

describe('matchIdentity', () => {
  it('matches when one owner has the name and one of its addresses', () => {
    const result = matchIdentity(registered, [owner(['Johnny Walker']), owner(['John P OBrien'])]);
    expect(result).toMatchObject({ result: 'match', nameScore: 1, addressScore: 1 });
  });

  it('does not match a different owner, and says why', () => {
    const result = matchIdentity(registered, [owner(['Alberta Bobbeth Charleson'])]);
    expect(result.result).toBe('no_match');
    expect(result.nameScore).toBe(0);
    expect(result.reasons[0]).toContain('Surname differs');
  });

  it('does not match the right name at another address', () => {
    const result = matchIdentity(registered, [owner(['John OBrien'], '9 Elm Rd', '10001')]);
    expect(result).toMatchObject({ result: 'no_match', nameScore: 1, addressScore: 0.5 });
  });

  it('does not match a bare first initial', () => {
    expect(matchIdentity(registered, [owner(['J OBrien'])])).toMatchObject({
      result: 'no_match',
      nameScore: 0.5,
    });
  });

  it('does not match when the bank reports no owner', () => {
    expect(matchIdentity(registered, []).result).toBe('no_match');
  });

  it('works both ways: the registered side may carry the long forms', () => {
    const short = {
      ...registered,
      firstName: 'John Patrick',
      streetLine1: '123 N Main St',
      streetLine2: '#4B',
    };
    expect(matchIdentity(short, [owner(['JOHN OBRIEN'], '123 North Main Street Apartment 4B')]).result).toBe(
      'match',
    );
  });
});
