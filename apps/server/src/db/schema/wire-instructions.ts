import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, createdAt, users } from './identity';

/**
 * Every upload of a company's wire instructions (issue 42 point 4, ADR 0070), never overwritten or removed:
 * the stored file, who uploaded it and when, and the SHA-256 of its bytes that the fingerprint is read from.
 * The company's `wire_instruction_*` columns name the current one (the highest version).
 */
export const wireInstructionVersions = pgTable(
  'wire_instruction_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: varchar('file_name', { length: 250 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wire_instruction_versions_company_version_unique').on(t.companyId, t.version)],
);
