import { describe, expect, it } from 'vitest';
import { cookieValue, SESSION_COOKIES } from './session-cookies';

describe('cookieValue', () => {
  it('reads a cookie by its exact name, URL-decoded, wherever it sits in the header', () => {
    const header = `other=1; ${SESSION_COOKIES.access}=a%20b.c; ${SESSION_COOKIES.refresh}=r`;
    expect(cookieValue(header, SESSION_COOKIES.access)).toBe('a b.c');
    expect(cookieValue(header, SESSION_COOKIES.refresh)).toBe('r');
    expect(cookieValue(`${SESSION_COOKIES.access}=x`, SESSION_COOKIES.access)).toBe('x');
  });

  it('answers undefined for an absent, empty, look-alike or undecodable cookie', () => {
    expect(cookieValue(undefined, SESSION_COOKIES.access)).toBeUndefined();
    expect(cookieValue('', SESSION_COOKIES.access)).toBeUndefined();
    expect(cookieValue(`${SESSION_COOKIES.access}=`, SESSION_COOKIES.access)).toBeUndefined();
    expect(cookieValue(`not${SESSION_COOKIES.access}=x`, SESSION_COOKIES.access)).toBeUndefined();
    expect(cookieValue(`${SESSION_COOKIES.access}=%E0%A4%A`, SESSION_COOKIES.access)).toBeUndefined();
  });
});
