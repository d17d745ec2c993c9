import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents the lot, property and document routes in the OpenAPI document', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  for (const path of [
    '/api/lots/{caseId}',
    '/api/lots/{lotId}/reorder/{auctionId}',
    '/api/properties/{propertyId}/attribute',
    '/api/propertyimages/{propertyId}',
    '/api/documents',
    '/api/lotdocuments/{lotId}',
    '/api/auctioneers/featuredlot',
  ])
    expect(paths).toContain(path);
});
