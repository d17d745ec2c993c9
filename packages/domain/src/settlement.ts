/**
 * The settlement settings a market configures (spec part 2 §4 and §9, ADR 0020): what "the next day" of
 * the balance deadline means, and the relief fee, with the one rule of that fee. The deadlines themselves
 * are `settlement-schedule.ts` (server only: it carries the holiday calendar). Amounts are integer CENTS.
 */

/**
 * "Next day" of the balance deadline: the next calendar day (the spec's wording) or the next business day
 * (no weekend, no Illinois court holiday).
 */
export const PAYMENT_DAY_RULES = ['calendar', 'business'] as const;
export type TPaymentDayRule = (typeof PAYMENT_DAY_RULES)[number];

/** Settlement settings; every one falls back to its default when the configurations key is absent or bad. */
export interface TSettlementSettings {
  paymentDayRule: TPaymentDayRule;
  /** Relief fee as a percent of the bid (Illinois: 0.1 %). */
  reliefFeePercent: number;
  /** Cap of the relief fee in cents (Illinois: $300); 0 means no cap. */
  reliefFeeCapCents: number;
}

export const DEFAULT_SETTLEMENT_SETTINGS: TSettlementSettings = {
  paymentDayRule: 'calendar',
  reliefFeePercent: 0.1,
  reliefFeeCapCents: 300_00,
};

/** Keys of the `configurations` table that hold the settings (values are text). */
export const SETTLEMENT_SETTING_KEYS = {
  paymentDayRule: 'Payment_DueDayRule',
  reliefFeePercent: 'ReliefFee_Percent',
  reliefFeeCapDollars: 'ReliefFee_MaxDollars',
} as const;

/** Reads the settings from configuration values by key; anything absent or unreadable keeps its default. */
export function settlementSettingsFrom(values: Record<string, string | undefined>): TSettlementSettings {
  const rule = values[SETTLEMENT_SETTING_KEYS.paymentDayRule]?.trim().toLowerCase();
  const percent = Number(values[SETTLEMENT_SETTING_KEYS.reliefFeePercent]);
  const capText = values[SETTLEMENT_SETTING_KEYS.reliefFeeCapDollars];
  const cap = Number(capText);
  return {
    paymentDayRule: (PAYMENT_DAY_RULES as readonly string[]).includes(rule ?? '')
      ? (rule as TPaymentDayRule)
      : DEFAULT_SETTLEMENT_SETTINGS.paymentDayRule,
    reliefFeePercent:
      values[SETTLEMENT_SETTING_KEYS.reliefFeePercent] !== undefined &&
      Number.isFinite(percent) &&
      percent >= 0 &&
      percent <= 100
        ? percent
        : DEFAULT_SETTLEMENT_SETTINGS.reliefFeePercent,
    reliefFeeCapCents:
      capText !== undefined && capText.trim() !== '' && Number.isFinite(cap) && cap >= 0
        ? Math.round(cap * 100)
        : DEFAULT_SETTLEMENT_SETTINGS.reliefFeeCapCents,
  };
}

/** The fee is charged per started block of this many cents of the bid ("$1 for each $1,000 or fraction thereof"). */
export const RELIEF_FEE_BLOCK_CENTS = 1_000_00;

/**
 * The relief fee of a win (735 ILCS 5/15-1507.1): the configured percent of each started $1,000 of the
 * bid (Illinois: $1 per $1,000 or fraction thereof), at most the cap (Illinois: $300); none when the lot
 * goes to the plaintiff, the mortgagee acquiring it with its credit bid. Computed once, when the lot is
 * won (or its winner changes), and stored on the lot: every reader shows the stored value.
 */
export function reliefFeeCents(input: {
  bidCents: number;
  soldToPlaintiff: boolean;
  settings?: TSettlementSettings;
}): number {
  if (input.soldToPlaintiff || !(input.bidCents > 0)) return 0;
  const settings = input.settings ?? DEFAULT_SETTLEMENT_SETTINGS;
  const blocks = Math.ceil(input.bidCents / RELIEF_FEE_BLOCK_CENTS);
  const fee = Math.round((blocks * RELIEF_FEE_BLOCK_CENTS * settings.reliefFeePercent) / 100);
  return settings.reliefFeeCapCents > 0 ? Math.min(fee, settings.reliefFeeCapCents) : fee;
}

/** The fee of a lot as it is won: the winning bid's fee when sold to a third party, none for the plaintiff. */
export function winReliefFeeCents(input: {
  soldTo: string | null;
  winCents: number | null;
  settings: TSettlementSettings;
}): number {
  return reliefFeeCents({
    bidCents: input.winCents ?? 0,
    soldToPlaintiff: input.soldTo !== 'ThirdParty',
    settings: input.settings,
  });
}
