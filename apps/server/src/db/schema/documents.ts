import { bigint, boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { createdAt, users } from './identity';
import { lots } from './lots';

export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique('document_types_name_unique'),
});

/** Files attached to a case, with visibility flags for bidders and the law-firm client. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => documentTypes.id),
    name: varchar('name', { length: 300 }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: varchar('content_type', { length: 200 }),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    isVisibleToBidder: boolean('is_visible_to_bidder').notNull().default(false),
    isVisibleToClient: boolean('is_visible_to_client').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('documents_case_idx').on(t.caseId)],
);

/** Files attached to a lot (e.g. the bidder's winning paperwork). */
export const lotDocuments = pgTable(
  'lot_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 500 }),
    name: varchar('name', { length: 300 }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: varchar('content_type', { length: 200 }),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('lot_documents_lot_idx').on(t.lotId)],
);
