import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-rules';
import { ERROR_CATALOGUE, errorCodeFor, GENERIC_ERROR_CODES } from './error-codes';
import { LOT_MESSAGES } from './schemas/lot-messages';

describe('the error catalogue', () => {
  it('gives each text one code, so a message names its code without doubt', () => {
    const messages = Object.values(ERROR_CATALOGUE);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('keeps catalogue codes and generic codes apart', () => {
    const generic = new Set<string>(Object.values(GENERIC_ERROR_CODES));
    expect(Object.keys(ERROR_CATALOGUE).filter((code) => generic.has(code))).toEqual([]);
  });

  it("names a catalogued text's code whatever its status", () => {
    expect(errorCodeFor(409, LOT_MESSAGES.featuredExists)).toBe('LOT_FEATURED_EXISTS');
    expect(errorCodeFor(409, LOT_MESSAGES.missingRequiredInfo)).toBe('LOT_MISSING_REQUIRED_INFO');
    expect(errorCodeFor(400, ACCOUNT_MESSAGES.userNameUnavailable)).toBe('USER_NAME_UNAVAILABLE');
  });

  it('names any other text by its status', () => {
    expect(errorCodeFor(400, 'Lot 12 of this auction is still open.')).toBe('INVALID_REQUEST');
    expect(errorCodeFor(404, 'Case is not found!')).toBe('NOT_FOUND');
    expect(errorCodeFor(429, 'Too many codes requested.')).toBe('TOO_MANY_REQUESTS');
    expect(errorCodeFor(503, 'Down')).toBe('SERVER_ERROR');
  });
});
