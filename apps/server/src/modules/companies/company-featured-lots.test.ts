import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { adminToken, call, createDraftLot, createHost, createProperty } from '../lots/test/test-kit';

/** The company's featuredLots (spec part 3 §3: id, isAdmin, lot) on the settings page and the admin's company page. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/companies and /api/companies/{companyId}: featuredLots', () => {
  it("carries the company's own and admin-featured lots with their address and photo flag", async () => {
    const host = await createHost(t);
    const other = await createHost(t);
    const lotId = await createDraftLot(t, host);
    const propertyId = await createProperty(t, host, lotId);
    await t.db.execute(sql`insert into property_images (property_id, storage_key, description, is_main)
      values (${propertyId}, 'properties/x/photo.png', 'Front', true)`);
    expect((await call(t, 'GET', '/api/companies', host.token)).json().featuredLots).toEqual([]);
    const marked = await call(t, 'PUT', `/api/lots/${lotId}/markasfeatured/false`, host.token);
    expect(marked.statusCode).toBe(200);

    const expected = [
      {
        id: marked.json().featuredId,
        isAdmin: false,
        lot: {
          id: String(lotId),
          streetLine1: '123 N- State St',
          streetLine2: null,
          city: 'Chicago',
          zipCode: expect.any(String),
          county: expect.any(String),
          countryCode: 'US',
          auctionStartTime: null,
          lotStatus: 'Draft',
          hasImage: true,
        },
      },
    ];
    const own = await call(t, 'GET', '/api/companies', host.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().featuredLots).toEqual(expected);
    const admin = await adminToken(t);
    const byId = await call(t, 'GET', `/api/companies/${host.companyId}`, admin);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().featuredLots).toEqual(expected);
    // Another company's settings do not list it.
    expect((await call(t, 'GET', '/api/companies', other.token)).json().featuredLots).toEqual([]);
  });
});
