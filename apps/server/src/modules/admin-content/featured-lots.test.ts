import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestHost } from '../../test/live-fixtures';
import {
  activityTitles,
  call,
  countRows,
  createDraftLot,
  createHost,
  createProperty,
} from '../lots/test/test-kit';

let t: TestApp;
let other: TestHost;

beforeAll(async () => {
  t = await createTestApp();
  other = await createHost(t);
});
afterAll(() => t.close());

describe('featured lots', () => {
  const addPhoto = (propertyId: number) =>
    t.db.execute(sql`insert into property_images (property_id, storage_key, description, is_main)
      values (${propertyId}, 'properties/x/photo.png', 'Front', true)`);

  it('needs a property with a photo, keeps one per company, replaces on request', async () => {
    const h = await createHost(t);
    const first = await createDraftLot(t, h);
    const mark = (lotId: number, flag: boolean, token = h.token) =>
      call(t, 'PUT', `/api/lots/${lotId}/markasfeatured/${flag}`, token);
    const noProperty = await mark(first, false);
    expect(noProperty.statusCode).toBe(409);
    expect(noProperty.json().message).toBe('Property Not Found');
    const propertyId = await createProperty(t, h, first);
    const noImage = await mark(first, false);
    expect(noImage.json().message).toBe(
      'Property Image Not Found. Please add property photo to mark it as featured.',
    );
    await addPhoto(propertyId);
    expect((await mark(first, false, other.token)).statusCode).toBe(403);
    const marked = await mark(first, false);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().replaced).toBe(false);

    const second = await createDraftLot(t, h);
    await addPhoto(await createProperty(t, h, second));
    const exists = await mark(second, false);
    expect(exists.statusCode).toBe(409);
    expect(exists.json().message).toBe('Featured lot found under your account!');
    expect(exists.json().code).toBe('LOT_FEATURED_EXISTS');
    const replaced = await mark(second, true);
    expect(replaced.json().replaced).toBe(true);
    const featured = await queryRows<{ lot_id: number }>(
      t.db,
      sql`select lot_id from featured_lots where company_id = ${h.companyId}`,
    );
    expect(featured.map((row) => Number(row.lot_id))).toEqual([second]);

    const list = await call(t, 'GET', '/api/auctioneers/featuredlot', h.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        lotId: String(second),
        featuredByAdmin: false,
        streetLine1: '123 N- State St',
        city: 'Chicago',
        hasImage: true,
        lotStatus: 'Draft',
      }),
    ]);
    expect(await activityTitles(t, second)).toContain('Marked as Featured');
  });

  it('removes a featured flag, but not one set by an admin', async () => {
    const h = await createHost(t);
    const lotId = await createDraftLot(t, h);
    await addPhoto(await createProperty(t, h, lotId));
    const own = await call(t, 'PUT', `/api/lots/${lotId}/markasfeatured/false`, h.token);
    const featuredId = own.json().featuredId;
    const [adminRow] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into featured_lots (lot_id, company_id, is_admin, created_by)
        values (${lotId}, null, true, ${h.auctioneerId}) returning id`,
    );
    const adminFeatured = await call(t, 'PUT', `/api/lots/unmarkasfeatured/${adminRow!.id}`, h.token);
    expect(adminFeatured.statusCode).toBe(403);
    expect(adminFeatured.json().message).toBe('Cannot remove the featured flag created by Admin!');
    expect((await call(t, 'PUT', `/api/lots/unmarkasfeatured/${featuredId}`, other.token)).statusCode).toBe(
      403,
    );
    const list = (await call(t, 'GET', '/api/auctioneers/featuredlot', h.token)).json();
    expect(list.map((row: { featuredByAdmin: boolean }) => row.featuredByAdmin).sort()).toEqual([
      false,
      true,
    ]);
    const removed = await call(t, 'PUT', `/api/lots/unmarkasfeatured/${featuredId}`, h.token);
    expect(removed.statusCode).toBe(200);
    expect(await countRows(t, 'featured_lots', `lot_id = ${lotId}`)).toBe(1);
    expect((await call(t, 'PUT', `/api/lots/unmarkasfeatured/${featuredId}`, h.token)).statusCode).toBe(404);
  });
});
