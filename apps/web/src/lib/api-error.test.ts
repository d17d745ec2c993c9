import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, hasErrorCode } from './api-error';

describe('apiErrorFromBody', () => {
  it('reads the message, the catalogue code and the field errors of an error body', () => {
    const error = apiErrorFromBody(
      409,
      JSON.stringify({
        message: 'Missing Required Info',
        code: 'LOT_MISSING_REQUIRED_INFO',
        errors: { a: 'b' },
      }),
      'Conflict',
    );
    expect(error).toMatchObject({
      status: 409,
      message: 'Missing Required Info',
      code: 'LOT_MISSING_REQUIRED_INFO',
      errors: { a: 'b' },
    });
  });

  it('keeps a body that is not JSON as the message, and the status text for an empty one', () => {
    expect(apiErrorFromBody(502, 'Bad gateway from the proxy', 'Bad Gateway')).toMatchObject({
      message: 'Bad gateway from the proxy',
      code: undefined,
    });
    expect(apiErrorFromBody(502, '', 'Bad Gateway').message).toBe('Bad Gateway');
  });
});

describe('hasErrorCode', () => {
  it('decides by the code, never by the text', () => {
    const coded = new ApiError(
      409,
      'Featured lot found under your account!',
      undefined,
      'LOT_FEATURED_EXISTS',
    );
    const uncoded = new ApiError(409, 'Featured lot found under your account!');
    expect(hasErrorCode(coded, 'LOT_FEATURED_EXISTS')).toBe(true);
    expect(hasErrorCode(uncoded, 'LOT_FEATURED_EXISTS')).toBe(false);
    expect(hasErrorCode(new Error('LOT_FEATURED_EXISTS'), 'LOT_FEATURED_EXISTS')).toBe(false);
  });
});
