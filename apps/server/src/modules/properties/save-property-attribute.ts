import {
  CURRENCY_ATTRIBUTES,
  LOT_MESSAGES,
  NUMERIC_ATTRIBUTE_MAX_CHARS,
  type TPropertyAttributeBody,
} from '@bidright/domain';
import { and, asc, eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { propertyAttributeOptions, propertyAttributes, propertyAttributeValues } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import { assertCaseEditable, inTransaction } from '../lots/public';
import { loadPropertyDetail } from './presenter';
import { propertyForWrite } from './property-access';

type StoredValue = { value: string; otherValue: string | null; otherOptionId: number | null };

const invalid = (message: string) => badRequest(message, { value: message });

/**
 * Turns a sent value into what is stored for the attribute's type: numbers (cut to 8 characters except
 * the currency attributes), booleans, dates (YYYY-MM-DD), dropdown option ids ('Other' with its text).
 */
async function normalise(
  db: Db,
  attribute: typeof propertyAttributes.$inferSelect,
  raw: string,
  otherValue: string | undefined,
): Promise<StoredValue> {
  const plain = (value: string): StoredValue => ({ value, otherValue: null, otherOptionId: null });
  const isCurrency = (CURRENCY_ATTRIBUTES as readonly string[]).includes(attribute.name);
  const numeric = isCurrency ? raw : raw.slice(0, NUMERIC_ATTRIBUTE_MAX_CHARS);
  switch (attribute.type) {
    case 'TextField':
      if (raw.length > 500) throw invalid('The value must be at most 500 characters!');
      return plain(raw);
    case 'IntField':
      if (!/^-?\d+$/.test(numeric)) throw invalid(`${attribute.displayName} must be a whole number!`);
      return plain(String(Number(numeric)));
    case 'DecimalField':
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(numeric) || !Number.isFinite(Number(numeric)))
        throw invalid(`${attribute.displayName} must be a number!`);
      return plain(String(Number(numeric)));
    case 'BoolField': {
      const lower = raw.toLowerCase();
      if (lower !== 'true' && lower !== 'false')
        throw invalid(`${attribute.displayName} must be true or false!`);
      return plain(lower);
    }
    case 'DateField': {
      const date = new Date(raw);
      if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(date.getTime()))
        throw invalid(`${attribute.displayName} must be a date!`);
      return plain(date.toISOString().slice(0, 10));
    }
    case 'DropdownField': {
      const optionId = Number(raw);
      const [option] = Number.isSafeInteger(optionId)
        ? await db
            .select()
            .from(propertyAttributeOptions)
            .where(
              and(
                eq(propertyAttributeOptions.id, optionId),
                eq(propertyAttributeOptions.attributeId, attribute.id),
              ),
            )
        : [undefined];
      if (!option) throw invalid(`Please select a valid ${attribute.displayName}!`);
      if (option.value !== 'Other') return plain(String(option.id));
      if (!otherValue)
        throw badRequest(LOT_MESSAGES.otherValueRequired, { otherValue: LOT_MESSAGES.otherValueRequired });
      return { value: String(option.id), otherValue, otherOptionId: option.id };
    }
  }
}

/** PUT /api/properties/{propertyId}/attribute: saves one attribute value; an empty value clears it. */
export async function savePropertyAttribute(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  propertyId: number,
  body: TPropertyAttributeBody,
) {
  const { property, caseId } = await inTransaction(db, async (tx) => {
    const found = await propertyForWrite(tx, caller, propertyId);
    await assertCaseEditable(tx, found.kase);
    const [attribute] = await tx
      .select()
      .from(propertyAttributes)
      .where(eq(propertyAttributes.id, body.attributeId));
    if (!attribute) throw notFound('Attribute is not found!');
    const raw = body.value === null || body.value === undefined ? '' : String(body.value).trim();
    const where = and(
      eq(propertyAttributeValues.propertyId, propertyId),
      eq(propertyAttributeValues.attributeId, attribute.id),
    );
    let text: string;
    if (raw === '') {
      await tx.delete(propertyAttributeValues).where(where);
      text = `${attribute.displayName} cleared.`;
    } else {
      const stored = await normalise(tx, attribute, raw, body.otherValue);
      await tx
        .insert(propertyAttributeValues)
        .values({ propertyId, attributeId: attribute.id, ...stored })
        .onConflictDoUpdate({
          target: [propertyAttributeValues.propertyId, propertyAttributeValues.attributeId],
          set: stored,
        });
      text = `${attribute.displayName} set to ${stored.otherValue ?? stored.value}.`;
    }
    await logActivity(tx, {
      companyId: found.kase.companyId,
      caseId: found.kase.id,
      lotId: found.lot.id,
      userId: caller.id,
      title: 'Property Attribute Updated',
      body: text,
    });
    return { property: found.property, caseId: found.kase.id };
  });
  return loadPropertyDetail(db, storage, property, caseId);
}

/** DELETE /api/properties/{propertyId}/attributes: clears every attribute value of the property. */
export async function clearPropertyAttributes(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  propertyId: number,
) {
  const { property, caseId } = await inTransaction(db, async (tx) => {
    const found = await propertyForWrite(tx, caller, propertyId);
    await assertCaseEditable(tx, found.kase);
    await tx.delete(propertyAttributeValues).where(eq(propertyAttributeValues.propertyId, propertyId));
    await logActivity(tx, {
      companyId: found.kase.companyId,
      caseId: found.kase.id,
      lotId: found.lot.id,
      userId: caller.id,
      title: 'Property Attributes Cleared',
      body: `All attributes of ${found.property.streetLine1} were cleared.`,
    });
    return { property: found.property, caseId: found.kase.id };
  });
  return loadPropertyDetail(db, storage, property, caseId);
}

/** GET /api/propextattr: attribute definitions with their dropdown options, in display order. */
export async function listAttributeDefinitions(db: Db) {
  const attributes = await db
    .select()
    .from(propertyAttributes)
    .orderBy(asc(propertyAttributes.sort), asc(propertyAttributes.id));
  const options = await db.select().from(propertyAttributeOptions).orderBy(asc(propertyAttributeOptions.id));
  return attributes.map((attribute) => ({
    attributeId: String(attribute.id),
    attributeName: attribute.name,
    attributeDisplayName: attribute.displayName,
    attributeType: attribute.type,
    searchType: attribute.searchType,
    optionData: options
      .filter((option) => option.attributeId === attribute.id)
      .map((option) => ({ id: String(option.id), value: option.value })),
  }));
}
