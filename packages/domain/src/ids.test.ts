import { describe, expect, it } from 'vitest';
import { MAX_ID, ZId, zId } from './ids';

describe('the one id schema', () => {
  it('accepts the form the API hands out and the number forms send', () => {
    expect(ZId.parse('1')).toBe(1);
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    '0x10',
    ' 1',
    '1 ',
    '01',
    '1e3',
    '-1',
    '0',
    '',
    '1.5',
    '\u00001',
    '12345678901234567890',
    String(MAX_ID + 1),
    0,
    -1,
    1.5,
    MAX_ID + 1,
    Number.NaN,
    true,
    [],
    {},
    null,
  ])('refuses %j', (value) => {
    expect(ZId.safeParse(value).success).toBe(false);
  });

  it('answers with the form field message', () => {
    const result = zId('Please select a purchase profile!').safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select a purchase profile!');
  });
});
