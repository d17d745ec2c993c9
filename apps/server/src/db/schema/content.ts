import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, users } from './identity';

/**
 * Helpful resources (blog posts) of the public site (spec part 3: id, title, description, link, body).
 * The body is HTML, sanitised before it is stored, and sanitised again where it is shown.
 */
export const resources = pgTable('resources', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description').notNull(),
  link: varchar('link', { length: 2000 }),
  bodyHtml: text('body_html').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** FAQ entries shown on `/faq` (spec part 3: id, question, answer). */
export const helps = pgTable('helps', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: varchar('question', { length: 500 }).notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
