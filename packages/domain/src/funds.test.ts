import { describe, expect, it } from 'vitest';
import {
  amountWhenLotStarts,
  availableBalance,
  canJoin,
  checkAddBidder,
  checkJoin,
  JOIN_MESSAGES,
  modeForAmount,
  modeWhenLotStarts,
  nextPaddleNumber,
} from './funds';

describe('availableBalance', () => {
  it('sums valid linked balances minus locked funds', () => {
    const accounts = [
      { balanceCents: 1000000, isValid: true },
      { balanceCents: 500000, isValid: true, isHidden: true },
    ];
    expect(availableBalance({ accounts, lockedCents: 300000 })).toBe(1200000);
  });
  it('ignores invalid and removed accounts', () => {
    const accounts = [
      { balanceCents: 1000000, isValid: true },
      { balanceCents: 900000, isValid: false },
      { balanceCents: 800000, isValid: true, removed: true },
    ];
    expect(availableBalance({ accounts, lockedCents: 0 })).toBe(1000000);
  });
  it('keeps a negative difference', () => {
    expect(availableBalance({ accounts: [{ balanceCents: 100, isValid: true }], lockedCents: 500 })).toBe(
      -400,
    );
    expect(availableBalance({ accounts: [], lockedCents: 0 })).toBe(0);
  });
});

describe('canJoin', () => {
  it('needs a positive available balance', () => {
    expect(canJoin(1)).toBe(true);
    expect(canJoin(0)).toBe(false);
    expect(canJoin(-400)).toBe(false);
  });
});

describe('checkJoin', () => {
  const ok = { isVerified: true, amountCents: 500000, availableCents: 1000000, purchaseProfileId: 3 };
  it('accepts a valid join, including the whole available balance', () => {
    expect(checkJoin(ok)).toEqual({ ok: true });
    expect(checkJoin({ ...ok, amountCents: 1000000 })).toEqual({ ok: true });
  });
  it('requires a verified account first', () => {
    expect(checkJoin({ ...ok, isVerified: false, purchaseProfileId: null })).toEqual({
      ok: false,
      message: 'Your account is not verified - Please go to the settings page to verify your account!',
    });
  });
  it('refuses with Insufficient Balance when nothing is available', () => {
    expect(checkJoin({ ...ok, availableCents: 0 })).toEqual({
      ok: false,
      field: 'amount',
      message: 'Insufficient Balance!',
    });
    expect(checkJoin({ ...ok, availableCents: -100 })).toMatchObject({ message: 'Insufficient Balance!' });
  });
  it('refuses more than the available balance', () => {
    expect(checkJoin({ ...ok, amountCents: 1000100 })).toEqual({
      ok: false,
      field: 'amount',
      message: 'The amount cannot exceed your available balance of $10,000!',
    });
  });
  it('refuses cents and other negative amounts', () => {
    expect(checkJoin({ ...ok, amountCents: 500050 })).toMatchObject({ message: JOIN_MESSAGES.wholeDollars });
    expect(checkJoin({ ...ok, amountCents: -200 })).toMatchObject({ message: JOIN_MESSAGES.invalidAmount });
    expect(checkJoin({ ...ok, amountCents: Number.NaN })).toMatchObject({
      message: JOIN_MESSAGES.invalidAmount,
    });
  });
  it('lets pre-register (-1) and spectate (0) through without funds', () => {
    expect(checkJoin({ ...ok, amountCents: -100, availableCents: 0 })).toEqual({ ok: true });
    expect(checkJoin({ ...ok, amountCents: 0, availableCents: -500 })).toEqual({ ok: true });
  });
  it('requires a purchase profile', () => {
    const expected = { ok: false, field: 'purchaseProfileId', message: '*Please select a purchase profile!' };
    expect(checkJoin({ ...ok, purchaseProfileId: null })).toEqual(expected);
    expect(checkJoin({ ...ok, purchaseProfileId: undefined })).toEqual(expected);
    expect(checkJoin({ ...ok, purchaseProfileId: 0 })).toEqual(expected);
    expect(checkJoin({ ...ok, amountCents: -100, purchaseProfileId: null })).toEqual(expected);
  });
});

describe('checkAddBidder', () => {
  const ok = { amountCents: 250050, isPhoneVerified: true, isActive: true, alreadyJoined: false };
  it('accepts an amount with cents for a verified active bidder', () => {
    expect(checkAddBidder(ok)).toEqual({ ok: true });
  });
  it('requires an amount', () => {
    expect(checkAddBidder({ ...ok, amountCents: null })).toMatchObject({ ok: false, field: 'amount' });
    expect(checkAddBidder({ ...ok, amountCents: 0 })).toMatchObject({ ok: false, field: 'amount' });
  });
  it('refuses unverified, inactive and joined bidders', () => {
    expect(checkAddBidder({ ...ok, isPhoneVerified: false })).toEqual({
      ok: false,
      message: 'Your account is not verified.',
    });
    expect(checkAddBidder({ ...ok, isActive: false }).ok).toBe(false);
    expect(checkAddBidder({ ...ok, alreadyJoined: true })).toEqual({ ok: false, message: 'Joined' });
  });
});

describe('participation modes', () => {
  it('maps wire amounts to modes', () => {
    expect(modeForAmount(-1)).toBe('PreRegistered');
    expect(modeForAmount(0)).toBe('Spectating');
    expect(modeForAmount(0.01)).toBe('Active');
    expect(modeForAmount(25000)).toBe('Active');
    expect(() => modeForAmount(Number.NaN)).toThrow(RangeError);
  });
  it('turns pre-registration into spectating when the lot starts', () => {
    expect(modeWhenLotStarts('PreRegistered')).toBe('Spectating');
    expect(modeWhenLotStarts('Spectating')).toBe('Spectating');
    expect(modeWhenLotStarts('Active')).toBe('Active');
    expect(amountWhenLotStarts(-1)).toBe(0);
    expect(amountWhenLotStarts(0)).toBe(0);
    expect(amountWhenLotStarts(500)).toBe(500);
  });
});

describe('nextPaddleNumber', () => {
  it('starts at 101', () => {
    expect(nextPaddleNumber([])).toBe(101);
  });
  it('takes the smallest unused number at or above the start', () => {
    expect(nextPaddleNumber([101, 102, 103])).toBe(104);
    expect(nextPaddleNumber([101, 103])).toBe(102);
    expect(nextPaddleNumber([5, 100, 101])).toBe(102);
  });
  it('never returns a taken paddle, even with duplicates or unsorted input', () => {
    const taken = [104, 101, 101, 103, 102];
    const next = nextPaddleNumber(taken);
    expect(taken).not.toContain(next);
    expect(next).toBe(105);
  });
  it('honours a custom start and any iterable', () => {
    expect(nextPaddleNumber(new Set([1, 2]), 1)).toBe(3);
  });
});
