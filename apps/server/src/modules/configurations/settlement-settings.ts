import { SETTLEMENT_SETTING_KEYS, settlementSettingsFrom, type TSettlementSettings } from '@bidright/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations } from '../../db/schema/index';

/** The payment-deadline and relief-fee settings from `configurations`, each key falling back to the domain default. */
export async function loadSettlementSettings(db: Db): Promise<TSettlementSettings> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, Object.values(SETTLEMENT_SETTING_KEYS)));
  return settlementSettingsFrom(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
