import {
  CONFIGURATION_MESSAGES,
  CONFIGURATION_RULES,
  configurationProblem,
  configurationRule,
  type TConfiguration,
  type TConfigurationBody,
} from '@bidright/domain';
import { asc, eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { configurations } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../http/access-token';

function present(row: typeof configurations.$inferSelect): TConfiguration {
  return {
    key: row.key,
    value: row.value,
    displayName: row.displayName,
    isPublic: row.isPublic === 1,
    modifiedDate: row.modifiedDate.toISOString(),
  };
}

/**
 * GET /api/configurations (admin): every stored setting, plus the product's known keys that were never
 * stored, shown with their default value.
 */
export async function listConfigurations(db: Db): Promise<TConfiguration[]> {
  const rows = await db.select().from(configurations).orderBy(asc(configurations.key));
  const stored = new Set(rows.map((row) => row.key));
  const missing = CONFIGURATION_RULES.filter((rule) => !stored.has(rule.key)).map((rule) => ({
    key: rule.key,
    value: rule.defaultValue,
    displayName: rule.displayName,
    isPublic: rule.isPublic,
    modifiedDate: new Date(0).toISOString(),
  }));
  return [...rows.map(present), ...missing].sort((a, b) => a.key.localeCompare(b.key));
}

/** PUT /api/configurations (admin): one key's new value, checked by the key's rule. */
export async function saveConfiguration(db: Db, caller: AuthUser, body: TConfigurationBody) {
  const problem = configurationProblem(body.key, body.value);
  if (problem)
    throw badRequest(problem, { [problem === CONFIGURATION_MESSAGES.unknownKey ? 'key' : 'value']: problem });
  const rule = configurationRule(body.key)!;
  const value = body.value.trim();
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(configurations)
      .values({
        key: rule.key,
        value,
        displayName: rule.displayName,
        isPublic: rule.isPublic ? 1 : 0,
        modifiedBy: caller.id,
      })
      .onConflictDoUpdate({
        target: configurations.key,
        set: { value, modifiedDate: new Date(), modifiedBy: caller.id },
      })
      .returning();
    await logActivity(tx, {
      userId: caller.id,
      title: 'Setting Updated',
      body: `${rule.displayName} set to ${value}.`,
    });
    return row!;
  });
  return { ...present(saved), message: CONFIGURATION_MESSAGES.saved };
}

/** The stored value of a key, else the domain default (rules that read a setting use this). */
export async function configurationValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(configurations).where(eq(configurations.key, key));
  return row?.value ?? configurationRule(key)?.defaultValue;
}
