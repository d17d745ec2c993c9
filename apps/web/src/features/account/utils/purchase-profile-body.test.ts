import { describe, expect, it } from 'vitest';
import { toPurchaseProfileBody } from './purchase-profile-body';

const base = {
  name: 'Acme Holdings LLC',
  type: 'Corporation' as const,
  contactName: ' Jane Roe ',
  phoneNumber: '(312) 555-0100',
  isSameAsBidder: false,
  address1: '1 Main St',
  address2: '',
  city: 'Chicago',
  county: 'Cook',
  state: 'il',
  zip: '60601',
  isPrimary: true,
  isAgentForBidder: false,
};

describe('toPurchaseProfileBody', () => {
  it('keeps the contact name only for a Corporation', () => {
    expect(toPurchaseProfileBody(base).contactName).toBe('Jane Roe');
    expect(toPurchaseProfileBody({ ...base, type: 'Individual' }).contactName).toBeNull();
  });

  it('sends every address field as null when the address is the same as the bidder', () => {
    const body = toPurchaseProfileBody({ ...base, isSameAsBidder: true });
    expect(body).toMatchObject({
      isSameAsBidder: true,
      address1: null,
      address2: null,
      city: null,
      county: null,
      state: null,
      zip: null,
    });
  });

  it('sends the phone as its 10 digits and the state upper-cased', () => {
    const body = toPurchaseProfileBody(base);
    expect(body.phoneNumber).toBe('3125550100');
    expect(body.state).toBe('IL');
    expect(body.address2).toBeNull();
  });
});
