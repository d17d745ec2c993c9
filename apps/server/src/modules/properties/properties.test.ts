import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestHost } from '../../test/live-fixtures';
import {
  ADDRESS,
  activityTitles,
  adminToken,
  bidderToken,
  call,
  clientToken,
  countRows,
  createDraftLot,
  createHost,
  createProperty,
  createUpcomingAuction,
  EXE,
  fileOfUrl,
  JPEG,
  PNG,
  seedCatalog,
  storedFiles,
  upload,
} from '../lots/test/test-kit';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let admin: string;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  admin = await adminToken(t);
  catalog = await seedCatalog(t);
});
afterAll(() => t.close());

describe('property address', () => {
  it('creates the first property as primary, US, with slashes turned into dashes', async () => {
    const lotId = await createDraftLot(t, host);
    const response = await call(t, 'POST', `/api/properties/${lotId}`, host.token, {
      ...ADDRESS,
      stateCode: 'il',
      countryCode: 'CA',
      latitude: 41.88,
      longitude: -87.63,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lotId: String(lotId),
      caseId: String(host.caseId),
      streetLine1: '123 N- State St',
      stateCode: 'IL',
      countryCode: 'US',
      latitude: 41.88,
      isPrimary: true,
      imageData: [],
      attributes: [],
    });
    const second = await call(t, 'POST', `/api/properties/${lotId}`, host.token, ADDRESS);
    expect(second.json().isPrimary).toBe(false);
    expect(await activityTitles(t, lotId)).toEqual(['Lot Created', 'Property Created', 'Property Created']);
  });

  it("answers 'Please enter your …!' for each missing field", async () => {
    const lotId = await createDraftLot(t, host);
    const response = await call(t, 'POST', `/api/properties/${lotId}`, host.token, { streetLine1: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      streetLine1: 'Please enter your Street Address!',
      city: 'Please enter your City!',
      county: 'Please enter your County!',
      stateCode: 'Please enter your State!',
      zipCode: 'Please enter your Zip Code!',
    });
    expect(await countRows(t, 'properties', `lot_id = ${lotId}`)).toBe(0);
  });

  it('refuses other roles and companies, and uneditable cases', async () => {
    const lotId = await createDraftLot(t, host);
    for (const token of [admin, await clientToken(t, host), (await bidderToken(t)).token, other.token])
      expect((await call(t, 'POST', `/api/properties/${lotId}`, token, ADDRESS)).statusCode).toBe(403);
    expect(await countRows(t, 'properties', `lot_id = ${lotId}`)).toBe(0);
    expect((await call(t, 'POST', '/api/properties/999999', host.token, ADDRESS)).statusCode).toBe(404);
    const h = await createHost(t);
    const locked = await createDraftLot(t, h);
    const propertyId = await createProperty(t, h, locked);
    await t.db.execute(sql`update cases set case_status = 'Closed' where id = ${h.caseId}`);
    const response = await call(t, 'PUT', `/api/properties/${propertyId}`, h.token, {
      ...ADDRESS,
      city: 'Evanston',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This case can no longer be edited.');
  });

  it('updates the address, lists and reads properties by role', async () => {
    const lotId = await createDraftLot(t, host);
    const propertyId = await createProperty(t, host, lotId);
    const updated = await call(t, 'PUT', `/api/properties/${propertyId}`, host.token, {
      ...ADDRESS,
      streetLine1: '9/11 Elm St',
      city: 'Evanston',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ streetLine1: '9-11 Elm St', city: 'Evanston' });
    expect((await call(t, 'PUT', `/api/properties/${propertyId}`, other.token, ADDRESS)).statusCode).toBe(
      403,
    );

    const list = await call(t, 'GET', `/api/properties/${lotId}/list`, host.token);
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([String(propertyId)]);
    expect(
      (await call(t, 'GET', `/api/properties/${propertyId}`, await clientToken(t, host))).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', `/api/properties/${propertyId}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/properties/${propertyId}`, other.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/properties/999999', host.token)).statusCode).toBe(404);
    // Bidders see the properties of published lots only.
    const bidder = (await bidderToken(t)).token;
    expect((await call(t, 'GET', `/api/properties/${lotId}/list`, bidder)).statusCode).toBe(403);
    const auctionId = await createUpcomingAuction(t, host);
    await call(t, 'POST', `/api/lots/${lotId}/${auctionId}`, host.token);
    await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect((await call(t, 'GET', `/api/properties/${lotId}/list`, bidder)).statusCode).toBe(200);
  });

  it('moves the primary flag and deletes by the primary-property rules', async () => {
    const lotId = await createDraftLot(t, host);
    const first = await createProperty(t, host, lotId);
    const second = await createProperty(t, host, lotId);
    const primaryDelete = await call(t, 'DELETE', `/api/properties/${first}`, host.token);
    expect(primaryDelete.statusCode).toBe(409);
    expect(primaryDelete.json().message).toBe('The primary property cannot be deleted!');
    expect((await call(t, 'PUT', `/api/properties/${second}/primary`, other.token)).statusCode).toBe(403);
    const moved = await call(t, 'PUT', `/api/properties/${second}/primary`, host.token);
    expect(moved.json().isPrimary).toBe(true);
    const flags = await queryRows<{ id: number; is_primary: boolean }>(
      t.db,
      sql`select id, is_primary from properties where lot_id = ${lotId} order by id`,
    );
    expect(flags.map((row) => row.is_primary)).toEqual([false, true]);
    expect((await call(t, 'DELETE', `/api/properties/${first}`, other.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/properties/${first}`, host.token)).statusCode).toBe(204);
    // The only property of a Draft lot may go.
    expect((await call(t, 'DELETE', `/api/properties/${second}`, host.token)).statusCode).toBe(204);
    expect(await countRows(t, 'properties', `lot_id = ${lotId}`)).toBe(0);
    expect(await activityTitles(t, lotId)).toEqual(
      expect.arrayContaining(['Primary Property Changed', 'Property Deleted']),
    );
  });

  it("keeps a published lot's only property", async () => {
    const auctionId = await createUpcomingAuction(t, host);
    const lotId = await createDraftLot(t, host, { auctionId });
    const propertyId = await createProperty(t, host, lotId);
    await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect((await call(t, 'DELETE', `/api/properties/${propertyId}`, host.token)).statusCode).toBe(409);
  });

  it('lists properties of the caller company, searchable, paged and sorted', async () => {
    const h = await createHost(t);
    const lotId = await createDraftLot(t, h);
    await createProperty(t, h, lotId, { streetLine1: '1 Alpha Rd', city: 'Aurora' });
    await createProperty(t, h, lotId, { streetLine1: '2 Beta Rd', city: 'Berwyn' });
    await createProperty(t, h, lotId, { streetLine1: '3 Gamma Rd', city: 'Cicero' });
    const list = (body: unknown, token = h.token) => call(t, 'POST', '/api/properties/list', token, body);
    const all = await list({
      sorter: { field: 'city', order: 'ascend' },
      pagination: { current: 1, pageSize: 2 },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().data.map((p: { city: string }) => p.city)).toEqual(['Aurora', 'Berwyn']);
    const noBody = await call(t, 'POST', '/api/properties/list', h.token);
    expect(noBody.json().total).toBe(3);
    const searched = await list({ search: 'gamma' });
    expect(searched.json().data.map((p: { city: string }) => p.city)).toEqual(['Cicero']);
    const primary = await list({ isPrimary: true });
    expect(primary.json().total).toBe(1);
    const others = await list({}, other.token);
    expect(others.json().data.every((p: { caseId: string }) => p.caseId === String(other.caseId))).toBe(true);
    expect((await list({}, (await bidderToken(t)).token)).statusCode).toBe(403);
    expect((await list({}, admin)).json().total).toBeGreaterThanOrEqual(3);
  });
});

describe('property attributes', () => {
  it('lists the attribute definitions with their options', async () => {
    const response = await call(t, 'GET', '/api/propextattr');
    expect(response.statusCode).toBe(200);
    const classes = response
      .json()
      .find((d: { attributeName: string }) => d.attributeName === 'PropertyClasses');
    expect(classes).toMatchObject({ attributeType: 'DropdownField', searchType: 'Exact' });
    expect(classes.optionData.map((o: { value: string }) => o.value)).toEqual([
      'Residential',
      'Commercial',
      'Other',
    ]);
  });

  it('validates each value by its type, cuts numbers to 8 characters except currency, and clears', async () => {
    const lotId = await createDraftLot(t, host);
    const propertyId = await createProperty(t, host, lotId);
    const save = (attributeId: number | undefined, value: unknown, otherValue?: string, token = host.token) =>
      call(t, 'PUT', `/api/properties/${propertyId}/attribute`, token, { attributeId, value, otherValue });
    const storedValue = async (attributeId: number | undefined) =>
      (
        await queryRows<{ value: string; other_value: string | null }>(
          t.db,
          sql`select value, other_value from property_attribute_values where property_id = ${propertyId} and attribute_id = ${attributeId!}`,
        )
      )[0];
    const a = catalog.attributes;

    expect((await save(a.BedroomCount, '3')).statusCode).toBe(200);
    expect((await save(a.BedroomCount, 'three')).statusCode).toBe(400);
    expect((await save(a.BedroomCount, 3.5)).statusCode).toBe(400);
    expect((await save(a.SquareFeet, '1234567890.5')).statusCode).toBe(200);
    expect((await storedValue(a.SquareFeet))!.value).toBe('12345678');
    expect((await save(a.MarketValuationValue, '1234567890.5')).statusCode).toBe(200);
    expect((await storedValue(a.MarketValuationValue))!.value).toBe('1234567890.5');
    expect((await save(a.HasGarage, true)).statusCode).toBe(200);
    expect((await save(a.HasGarage, 'maybe')).statusCode).toBe(400);
    expect((await save(a.LastSaleDate, '2019-05-02')).statusCode).toBe(200);
    expect((await save(a.LastSaleDate, 'yesterday')).statusCode).toBe(400);
    expect((await save(a.Notes, 'Corner lot')).statusCode).toBe(200);

    const options = catalog.options;
    expect((await save(a.PropertyClasses, options.Residential)).statusCode).toBe(200);
    expect((await save(a.PropertyClasses, 999999)).statusCode).toBe(400);
    const noOther = await save(a.PropertyClasses, String(options.Other));
    expect(noOther.statusCode).toBe(400);
    expect(noOther.json().message).toBe('Please enter the "Other" value!');
    const withOther = await save(a.PropertyClasses, String(options.Other), 'Mixed use');
    expect(withOther.statusCode).toBe(200);
    expect(withOther.json().attributes).toContainEqual(
      expect.objectContaining({
        attributeId: String(a.PropertyClasses),
        attributeType: 'DropdownField',
        value: String(options.Other),
        otherValue: 'Mixed use',
        otherOptionId: String(options.Other),
      }),
    );
    expect((await save(a.BedroomCount, '4', undefined, admin)).statusCode).toBe(403);
    expect((await save(a.BedroomCount, '4', undefined, other.token)).statusCode).toBe(403);
    expect((await storedValue(a.BedroomCount))!.value).toBe('3');
    expect((await save(999999, '4')).statusCode).toBe(404);

    expect((await save(a.Notes, '')).statusCode).toBe(200);
    expect(await storedValue(a.Notes)).toBeUndefined();
    expect(
      (await call(t, 'DELETE', `/api/properties/${propertyId}/attributes`, other.token)).statusCode,
    ).toBe(403);
    const cleared = await call(t, 'DELETE', `/api/properties/${propertyId}/attributes`, host.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().attributes).toEqual([]);
    expect(await activityTitles(t, lotId)).toContain('Property Attributes Cleared');
  });
});

describe('property photos', () => {
  const image = (data: Buffer, type = 'image/png', name = 'front.png') => ({
    field: 'Image',
    name,
    type,
    data,
  });

  it('stores a photo under DATA_DIR/files, first one main, and deletes the file with the record', async () => {
    const lotId = await createDraftLot(t, host);
    const propertyId = await createProperty(t, host, lotId);
    const url = `/api/propertyimages/${propertyId}`;
    const first = await upload(
      t,
      url,
      host.token,
      { Description: 'Front view', IsMain: 'false' },
      image(PNG),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ description: 'Front view', isMain: true });
    expect(first.json().url).toMatch(new RegExp(`^/files/properties/${propertyId}/.+\\.png$`));
    expect(existsSync(fileOfUrl(t, first.json().url))).toBe(true);

    const second = await upload(
      t,
      url,
      host.token,
      { Description: 'Back', IsMain: 'true' },
      image(JPEG, 'image/jpeg', 'b.jpg'),
    );
    expect(second.json()).toMatchObject({ isMain: true });
    expect(second.json().url).toMatch(/\.jpg$/);
    const detail = (await call(t, 'GET', `/api/properties/${propertyId}`, host.token)).json();
    expect(detail.imageData.map((i: { isMain: boolean }) => i.isMain)).toEqual([true, false]);
    expect(detail.imageUrl).toBe(second.json().url);

    const served = await t.app.inject({ method: 'GET', url: first.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    expect((await call(t, 'DELETE', `/api/propertyimages/${second.json().id}`, other.token)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'DELETE', `/api/propertyimages/${second.json().id}`, admin)).statusCode).toBe(403);
    const deleted = await call(t, 'DELETE', `/api/propertyimages/${second.json().id}`, host.token);
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(fileOfUrl(t, second.json().url))).toBe(false);
    const after = (await call(t, 'GET', `/api/properties/${propertyId}`, host.token)).json();
    expect(after.imageData).toEqual([expect.objectContaining({ id: first.json().id, isMain: true })]);
    expect(await activityTitles(t, lotId)).toEqual(
      expect.arrayContaining(['Property Photo Added', 'Property Photo Deleted']),
    );

    // Deleting the property removes its remaining photo files.
    await createProperty(t, host, lotId);
    await call(t, 'PUT', `/api/properties/${propertyId}/primary`, host.token);
    const rest = await createProperty(t, host, lotId);
    await call(t, 'PUT', `/api/properties/${rest}/primary`, host.token);
    expect((await call(t, 'DELETE', `/api/properties/${propertyId}`, host.token)).statusCode).toBe(204);
    expect(existsSync(fileOfUrl(t, first.json().url))).toBe(false);
  });

  it('refuses admins, clients and other companies (403) and stores nothing', async () => {
    const lotId = await createDraftLot(t, host);
    const propertyId = await createProperty(t, host, lotId);
    const before = storedFiles(t).length;
    for (const token of [admin, await clientToken(t, host), other.token, (await bidderToken(t)).token]) {
      const response = await upload(
        t,
        `/api/propertyimages/${propertyId}`,
        token,
        { Description: 'x' },
        image(PNG),
      );
      expect(response.statusCode).toBe(403);
    }
    expect(storedFiles(t).length).toBe(before);
    expect(await countRows(t, 'property_images', `property_id = ${propertyId}`)).toBe(0);
  });

  it('refuses a missing description, a missing file, a wrong type and a file over 10 MB (400)', async () => {
    const lotId = await createDraftLot(t, host);
    const propertyId = await createProperty(t, host, lotId);
    const url = `/api/propertyimages/${propertyId}`;
    const before = storedFiles(t).length;
    const noDescription = await upload(t, url, host.token, {}, image(PNG));
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().message).toBe('Please enter the photo description!');
    const noFile = await upload(t, url, host.token, { Description: 'Front' });
    expect(noFile.statusCode).toBe(400);
    // The client's content type and name do not make an executable a photo.
    const disguised = await upload(
      t,
      url,
      host.token,
      { Description: 'Front' },
      image(EXE, 'image/png', 'x.png'),
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('The photo must be a JPEG, PNG, WebP or GIF image.');
    const pdf = await upload(
      t,
      url,
      host.token,
      { Description: 'Front' },
      image(Buffer.from('%PDF-1.4 x'), 'image/png'),
    );
    expect(pdf.statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(t, url, host.token, { Description: 'Front' }, image(big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('The photo is too large. The limit is 10 MB.');
    const huge = Buffer.concat([PNG, Buffer.alloc(26 * 1024 * 1024)]);
    expect((await upload(t, url, host.token, { Description: 'Front' }, image(huge))).statusCode).toBe(400);
    const json = await call(t, 'POST', url, host.token, { Description: 'Front' });
    expect(json.statusCode).toBe(400);
    expect(storedFiles(t).length).toBe(before);
    expect(await countRows(t, 'property_images', `property_id = ${propertyId}`)).toBe(0);
  });
});
