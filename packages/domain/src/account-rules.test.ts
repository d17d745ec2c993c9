import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ageOn,
  companyNameKey,
  isAdult,
  isCalendarDate,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  passwordProblem,
} from './account-rules';

describe('passwordProblem', () => {
  it('reports the first broken rule in the form order', () => {
    expect(passwordProblem('')).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect(passwordProblem(undefined)).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect(passwordProblem('Ab1')).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(passwordProblem('Abcdefg')).toBe(ACCOUNT_MESSAGES.passwordNeedsDigit);
    expect(passwordProblem('abcdef1')).toBe(ACCOUNT_MESSAGES.passwordNeedsUppercase);
    expect(passwordProblem('ABCDEF1')).toBe(ACCOUNT_MESSAGES.passwordNeedsLowercase);
    expect(passwordProblem('Abcde1')).toBeNull();
  });
});

describe('phones and e-mails', () => {
  it('keeps the first 10 digits of a formatted number', () => {
    expect(normalizePhone('(312) 555-0100 ext 9')).toBe('3125550100');
    expect(isValidPhone('312-555-010')).toBe(false);
    expect(isValidPhone('(312) 555-0100')).toBe(true);
  });
  it('checks the e-mail shape', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
  });
});

describe('birth dates', () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it('rejects impossible dates', () => {
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('15/06/2000')).toBe(false);
  });
  it('turns 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(isAdult('2008-06-15', today)).toBe(true);
    expect(isAdult('2008-06-16', today)).toBe(false);
    expect(isAdult('2030-01-01', today)).toBe(false);
  });
});

describe('companyNameKey', () => {
  it('trims and ignores case', () => {
    expect(companyNameKey('  Acme Auctions ')).toBe(companyNameKey('acme AUCTIONS'));
  });
});
