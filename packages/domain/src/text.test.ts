import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, zNumeric, zText } from './text';

describe('zText', () => {
  it('refuses NUL and the other control characters, keeping tabs and line breaks', () => {
    const schema = zText().trim().max(50);
    expect(schema.parse(' Lakeshore\tAuction\r\nGroup ')).toBe('Lakeshore\tAuction\r\nGroup');
    for (const bad of ['a\u0000b', '\u0000', 'x\u0007', '\u001b[31m', 'del\u007f', '\u0085']) {
      const result = schema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(hasControlCharacters('Café – “quotes” 🏠')).toBe(false);
  });
});

describe('zNumeric', () => {
  const schema = zNumeric(z.number().int().min(1).max(100), 'Please enter a number!');
  it('takes numbers and decimal strings', () => {
    expect(schema.parse(5)).toBe(5);
    expect(schema.parse('5')).toBe(5);
  });
  it.each([true, false, [], {}, '', ' ', '0x10', '1e1', 'abc', null, Number.NaN, 0, 101, 1.5])(
    'refuses %j',
    (value) => {
      expect(schema.safeParse(value).success).toBe(false);
    },
  );
});

describe('password rules beyond the spec', () => {
  it('refuses common, over-long and control-character passwords, keeping the spec rules first', async () => {
    const { passwordProblem } = await import('./account-rules');
    const { PASSWORD_MESSAGES } = await import('./passwords');
    expect(passwordProblem('Tr4velling-Owl')).toBeNull();
    expect(passwordProblem('Password1')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('QWERTY123')).not.toBeNull();
    expect(passwordProblem(`Aa1${'x'.repeat(126)}`)).toBe(PASSWORD_MESSAGES.tooLong);
    expect(passwordProblem(`Aa1${'x'.repeat(125)}`)).toBeNull();
    expect(passwordProblem('Abcdef12\u0000')).toBe(PASSWORD_MESSAGES.controlCharacters);
  });
});
