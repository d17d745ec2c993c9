import { cookieValue, TIME_ZONE_OFFSET_COOKIE } from '@bidright/domain';
import { describe, expect, it } from 'vitest';
import { rememberTimeZoneOffset } from './time-zone-cookie';

describe('rememberTimeZoneOffset', () => {
  it("writes the browser's offset from UTC in minutes, as the server reads it", () => {
    const now = new Date('2026-07-01T12:00:00Z');
    rememberTimeZoneOffset(now);
    expect(cookieValue(document.cookie, TIME_ZONE_OFFSET_COOKIE)).toBe(String(now.getTimezoneOffset()));
  });
});
