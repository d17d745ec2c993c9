import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { attorneys, clients } from './clients';
import { companies, createdAt, updatedAt, users } from './identity';

export const CASE_STATUSES = [
  'New',
  'WaitingCourtHouse',
  'Approved',
  'Closed',
  'Cancelled',
  'Denied',
] as const;

/** A court foreclosure case of a law-firm client, handled by an auction host. */
export const cases = pgTable(
  'cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    attorneyId: integer('attorney_id').references(() => attorneys.id, { onDelete: 'set null' }),
    caseNumber: varchar('case_number', { length: 50 }).notNull(),
    county: varchar('county', { length: 100 }).notNull(),
    fileNumber: varchar('file_number', { length: 50 }),
    caseStatus: varchar('case_status', { length: 20, enum: CASE_STATUSES }).notNull().default('New'),
    country: varchar('country', { length: 2 }).notNull().default('US'),
    /** The judgment amount the plaintiff's credit bid is checked against (ADR 0074); null until entered. */
    judgmentCents: bigint('judgment_cents', { mode: 'number' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cases_company_idx').on(t.companyId),
    index('cases_client_idx').on(t.clientId),
    index('cases_case_number_idx').on(t.caseNumber, t.county),
  ],
);

export const caseNotes = pgTable(
  'case_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('case_notes_case_idx').on(t.caseId)],
);
