import { isValidEmail } from './account-rules';
import { DEFAULT_SETTLEMENT_SETTINGS, PAYMENT_DAY_RULES, SETTLEMENT_SETTING_KEYS } from './settlement';

/**
 * Platform settings an admin edits on /admin/settings/system (spec part 3 §7: GET/PUT /api/configurations).
 * Each key the product runs on is listed here once, with its display name, whether anyone may read it,
 * its default (used when the row is absent) and the rule a new value must pass.
 */
export interface TConfigurationRule {
  key: string;
  displayName: string;
  isPublic: boolean;
  defaultValue: string;
  /** The refusal message for a bad value, or null when the value is fine. */
  check(value: string): string | null;
}

/** The keys seeded and validated. Unknown keys are refused by PUT /api/configurations. */
export const CONFIGURATION_RULES: readonly TConfigurationRule[] = [
  {
    key: 'Contact_ToEmail',
    displayName: 'Contact form recipient e-mail',
    isPublic: true,
    defaultValue: 'support@bidright.example',
    check: (value) => (isValidEmail(value.trim()) ? null : 'Please enter a valid e-mail address!'),
  },
  // The settlement rules (settlement.ts reads them; defaults are Illinois' judicial-sale rules).
  {
    key: SETTLEMENT_SETTING_KEYS.paymentDayRule,
    displayName: 'Balance due at 2:00 PM on the next day: calendar or business',
    isPublic: false,
    defaultValue: DEFAULT_SETTLEMENT_SETTINGS.paymentDayRule,
    check: (value) =>
      (PAYMENT_DAY_RULES as readonly string[]).includes(value.trim().toLowerCase())
        ? null
        : 'The payment day rule must be calendar or business!',
  },
  {
    key: SETTLEMENT_SETTING_KEYS.reliefFeePercent,
    displayName: 'Relief fee, percent of the winning bid',
    isPublic: false,
    defaultValue: String(DEFAULT_SETTLEMENT_SETTINGS.reliefFeePercent),
    check: (value) =>
      /^\d{1,3}(\.\d{1,3})?$/.test(value.trim()) && Number(value) <= 100
        ? null
        : 'The relief fee must be a percent from 0 to 100!',
  },
  {
    key: SETTLEMENT_SETTING_KEYS.reliefFeeCapDollars,
    displayName: 'Relief fee cap in dollars (0 = no cap)',
    isPublic: false,
    defaultValue: String(DEFAULT_SETTLEMENT_SETTINGS.reliefFeeCapCents / 100),
    check: (value) =>
      /^\d{1,7}(\.\d{1,2})?$/.test(value.trim())
        ? null
        : 'The relief fee cap must be an amount in dollars from 0 to 9999999.99!',
  },
];

export const CONFIGURATION_MESSAGES = {
  unknownKey: 'Unknown setting!',
  valueRequired: 'Field is required!',
  saved: 'Successfully updated the setting!',
} as const;

/** The rule of a key, if the product knows it. */
export function configurationRule(key: string): TConfigurationRule | undefined {
  return CONFIGURATION_RULES.find((rule) => rule.key === key);
}

/** Why a value cannot be stored under a key (null: it can). */
export function configurationProblem(key: string, value: string): string | null {
  const rule = configurationRule(key);
  if (!rule) return CONFIGURATION_MESSAGES.unknownKey;
  if (value.trim() === '') return CONFIGURATION_MESSAGES.valueRequired;
  return rule.check(value);
}
