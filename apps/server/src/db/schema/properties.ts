import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './identity';
import { lots } from './lots';

/** A real-estate property of a lot; one per lot is primary. */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    streetLine1: varchar('street_line1', { length: 200 }).notNull(),
    streetLine2: varchar('street_line2', { length: 200 }),
    city: varchar('city', { length: 100 }).notNull(),
    county: varchar('county', { length: 100 }).notNull(),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull().default('US'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The address in lower case, one column for the property search's text match (migration 0005). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(street_line1 || ' ' || coalesce(street_line2, '') || ' ' || city || ' ' || county || ' ' || zip_code)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_lot_idx').on(t.lotId),
    index('properties_city_idx').on(t.stateCode, t.city),
    // Map search (migration 0005): primary properties by point, for polygon and circle areas.
    index('properties_point_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null and ${t.isPrimary}`),
    index('properties_primary_lot_idx').on(t.lotId).where(sql`${t.isPrimary}`),
    // Text search (migration 0005, pg_trgm): `%text%` matches by index.
    index('properties_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.isPrimary}`),
  ],
);

/** Photos of a property, served at `/files/<storage_key>`. */
export const propertyImages = pgTable(
  'property_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    description: varchar('description', { length: 500 }),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId)],
);

export const PROPERTY_ATTRIBUTE_TYPES = [
  'TextField',
  'DecimalField',
  'IntField',
  'DateField',
  'BoolField',
  'DropdownField',
] as const;
export const PROPERTY_ATTRIBUTE_SEARCH_TYPES = ['Interval', 'Exact'] as const;

/** Definitions of the extended property attributes (PropertyClasses, SquareFeet, BedroomCount …). */
export const propertyAttributes = pgTable('property_attributes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 64 }).notNull().unique('property_attributes_name_unique'),
  displayName: varchar('display_name', { length: 100 }).notNull(),
  type: varchar('type', { length: 16, enum: PROPERTY_ATTRIBUTE_TYPES }).notNull(),
  searchType: varchar('search_type', { length: 16, enum: PROPERTY_ATTRIBUTE_SEARCH_TYPES }),
  sort: integer('sort').notNull().default(0),
});

/** Choices of a DropdownField attribute. */
export const propertyAttributeOptions = pgTable(
  'property_attribute_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => propertyAttributes.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 100 }).notNull(),
  },
  (t) => [index('property_attribute_options_attribute_idx').on(t.attributeId)],
);

/** A property's value of one attribute (text; dropdowns hold the option id, "Other" uses other_value). */
export const propertyAttributeValues = pgTable(
  'property_attribute_values',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => propertyAttributes.id, { onDelete: 'cascade' }),
    value: text('value'),
    otherValue: text('other_value'),
    otherOptionId: integer('other_option_id').references(() => propertyAttributeOptions.id, {
      onDelete: 'set null',
    }),
    /** The value as a number when it is one (interval filters of the property search, migration 0005). */
    valueNumber: numeric('value_number', { mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN value ~ '^\\s*-?[0-9]{1,15}(\\.[0-9]{1,6})?\\s*$' THEN trim(value)::numeric END`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.attributeId] }),
    index('property_attribute_values_attribute_idx').on(t.attributeId),
    index('property_attribute_values_number_idx').on(t.attributeId, t.valueNumber, t.propertyId),
    index('property_attribute_values_option_idx').on(t.attributeId, t.value, t.propertyId),
  ],
);
