import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { companies, createdAt, users } from './identity';
import { lots } from './lots';

/** Human-readable log of every state change that matters to people. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_case_idx').on(t.caseId),
    index('activity_logs_lot_idx').on(t.lotId),
    index('activity_logs_company_idx').on(t.companyId),
  ],
);
