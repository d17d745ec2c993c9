import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies, createdAt, users } from './identity';

export const CLIENT_STATUSES = ['Active', 'Inactive'] as const;

/** A law firm whose foreclosure cases auction hosts sell. */
export const clients = pgTable('clients', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  streetLine1: varchar('street_line1', { length: 200 }),
  streetLine2: varchar('street_line2', { length: 200 }),
  city: varchar('city', { length: 100 }),
  stateCode: varchar('state_code', { length: 2 }),
  zipCode: varchar('zip_code', { length: 10 }),
  phoneNumber: varchar('phone_number', { length: 20 }),
  email: varchar('email', { length: 254 }),
  logoUrl: text('logo_url'),
  /** Storage key behind logo_url. */
  logoKey: text('logo_key'),
  status: varchar('status', { length: 16, enum: CLIENT_STATUSES }).notNull().default('Active'),
  createdAt: createdAt(),
});

/** Which auction-host companies work with which firms; linked_since is set once the firm accepted. */
export const clientCompanies = pgTable(
  'client_companies',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    linkedSince: timestamp('linked_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.companyId] }),
    index('client_companies_company_idx').on(t.companyId),
  ],
);

/** Attorneys of a firm. An attorney with a user_id can sign in as a Client. */
export const attorneys = pgTable(
  'attorneys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('attorneys_client_idx').on(t.clientId), index('attorneys_user_idx').on(t.userId)],
);
