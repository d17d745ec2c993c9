import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';
import { SEALED_PREFIX, type SealContext, type SecretBox, sealContexts } from './sealed-secrets';

/** A sealed column, the row columns its seal context is built from, and that context. */
interface SealedColumn {
  /** `table.column`, as messages name it. */
  label: string;
  table: string;
  column: string;
  /** The columns (besides id) the context needs. */
  contextColumns: string[];
  context(row: Record<string, unknown>): SealContext;
}

const SEALED_COLUMNS: SealedColumn[] = [
  {
    label: 'users.totp_secret',
    table: 'users',
    column: 'totp_secret',
    contextColumns: [],
    context: (row) => sealContexts.totpSecret(Number(row.id)),
  },
  {
    label: 'bank_items.access_token',
    table: 'bank_items',
    column: 'access_token',
    contextColumns: ['provider', 'item_id'],
    context: (row) =>
      sealContexts.bankAccessToken({ provider: String(row.provider), itemId: String(row.item_id) }),
  },
  {
    label: 'webhooks.secret',
    table: 'webhooks',
    column: 'secret',
    contextColumns: [],
    context: (row) => sealContexts.webhookSecret(Number(row.id)),
  },
];

const BATCH = 500;

export interface SealSweepResult {
  /** Values that were stored in clear (by a version before 0013) and are sealed now. */
  sealed: number;
  /** Values moved from an older key to the current one (the re-encrypt command only). */
  resealed: number;
  /** Sealed values that do not open (damaged, or copied from another row): left as they are. */
  unreadable: string[];
}

/**
 * Key ids found in the sealed columns that this process cannot open, with how many values each seals. A
 * start with any of them would answer errors on every use of those rows, so the start stops instead.
 */
export async function unknownDataKeys(db: Db, box: SecretBox): Promise<Map<string, number>> {
  const unknown = new Map<string, number>();
  for (const target of SEALED_COLUMNS) {
    const column = sql.identifier(target.column);
    const rows = await queryRows<{ key_id: string; n: number }>(
      db,
      sql`select split_part(${column}, ':', 3) as key_id, count(*)::int as n from ${sql.identifier(target.table)}
          where starts_with(${column}, ${SEALED_PREFIX}) group by 1`,
    );
    for (const row of rows)
      if (!box.hasKey(row.key_id)) unknown.set(row.key_id, (unknown.get(row.key_id) ?? 0) + row.n);
  }
  return unknown;
}

/** Stops with a message naming the missing keys when a stored secret is sealed under one this process lacks. */
export async function assertDataKeysKnown(db: Db, box: SecretBox) {
  const unknown = await unknownDataKeys(db, box);
  if (unknown.size === 0) return;
  const list = [...unknown].map(([keyId, n]) => `${keyId} (${n} value${n === 1 ? '' : 's'})`).join(', ');
  throw new Error(
    `DATA_KEY: stored secrets are sealed under data keys this server does not hold: ${list}. Set the key ` +
      `they were sealed with in DATA_KEY_PREVIOUS (this server's DATA_KEY is ${box.currentKeyId}; ADR 0023).`,
  );
}

/**
 * Seals the stored secrets that need it, batch by batch, each with a conditional update (only if the value
 * is still the one read), so processes that start together, or a secret changed meanwhile, are never
 * overwritten and nothing is sealed twice. At start (`rekey: false`) only values stored in clear by an
 * older version are sealed; the re-encrypt command (`rekey: true`) also moves values under older keys to
 * the current one. A key this process lacks stops it before anything changes.
 */
export async function sealStoredSecrets(
  db: Db,
  box: SecretBox,
  options: { rekey: boolean },
): Promise<SealSweepResult> {
  await assertDataKeysKnown(db, box);
  const result: SealSweepResult = { sealed: 0, resealed: 0, unreadable: [] };
  // Values already under the wanted prefix are left alone: every value at start, the current key's at re-key.
  const done = options.rekey ? `${SEALED_PREFIX}${box.currentKeyId}:` : SEALED_PREFIX;
  for (const target of SEALED_COLUMNS) {
    const table = sql.identifier(target.table);
    const column = sql.identifier(target.column);
    const extra = target.contextColumns.map((name) => sql`, ${sql.identifier(name)}`);
    let afterId = 0;
    for (;;) {
      const rows = await queryRows<Record<string, unknown> & { id: number; value: string }>(
        db,
        sql`select id, ${column} as value${sql.join(extra)} from ${table}
            where ${column} is not null and not starts_with(${column}, ${done}) and id > ${afterId}
            order by id limit ${BATCH}`,
      );
      for (const row of rows) {
        const context = target.context(row);
        let next: string;
        try {
          next = box.seal(box.open(row.value, context), context);
        } catch {
          result.unreadable.push(`${target.label} id ${row.id}`);
          continue;
        }
        const changed = await queryRows(
          db,
          sql`update ${table} set ${column} = ${next} where id = ${row.id} and ${column} = ${row.value} returning id`,
        );
        if (changed.length === 0) continue;
        if (row.value.startsWith(SEALED_PREFIX)) result.resealed += 1;
        else result.sealed += 1;
      }
      if (rows.length < BATCH) break;
      afterId = Number(rows.at(-1)!.id);
    }
  }
  return result;
}
