import { SETTLEMENT_SETTING_KEYS, settlementSettingsFrom, type TSettlementSettings } from '@bidright/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { configurations } from './schema/index';

/**
 * The payment-day and relief-fee settings from `configurations`, each key falling back to the domain
 * default. In db/ because the live sale's finish path (live/, which may not import modules/) stores the
 * fee of a won lot with them, as the lots module does when staff change the winner.
 */
export async function loadSettlementSettings(db: Db): Promise<TSettlementSettings> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, Object.values(SETTLEMENT_SETTING_KEYS)));
  return settlementSettingsFrom(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
