import { MAPS_MESSAGES, type TAddressSuggestion } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapboxMaps } from '../../providers/maps/mapbox-maps';
import { createTestApp, type TestApp } from '../../test/app';
import { mapsRoutes } from './routes';

let t: TestApp;

/** The maps routes as app.ts registers them (offline: the tests set no MAPS_PROVIDER_KEY). */
async function registerMaps(app: FastifyInstance) {
  if (!app.hasRoute({ method: 'GET', url: '/api/maps/autocomplete' })) mapsRoutes(app, {});
  // A copy behind a provider that cannot be reached (nothing listens on port 9 here).
  await app.register(
    async (broken) => {
      mapsRoutes(broken, {}, new MapboxMaps({ accessToken: 'pk.test', baseUrl: 'http://127.0.0.1:9' }));
    },
    { prefix: '/unreachable' },
  );
}

beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: registerMaps });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/maps/autocomplete', () => {
  it('answers US address suggestions to anyone (the sign-up forms are anonymous)', async () => {
    const response = await get(
      `/api/maps/autocomplete?q=${encodeURIComponent('3040 w logan blvd, chicago')}`,
    );
    expect(response.statusCode).toBe(200);
    const suggestions = response.json<TAddressSuggestion[]>();
    expect(suggestions).toEqual([
      {
        id: expect.any(String),
        streetLine1: '3040 W Logan Blvd',
        streetLine2: null,
        city: 'Chicago',
        county: 'Cook',
        stateCode: 'IL',
        zipCode: '60602',
        countryCode: 'US',
        latitude: 41.8781,
        longitude: -87.6298,
        location: '3040 W Logan Blvd, Chicago, IL 60602',
      },
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/api/maps/autocomplete?q=Logan%20Blvd');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('rejects a missing or too short query with the search texts', async () => {
    for (const url of ['/api/maps/autocomplete', '/api/maps/autocomplete?q=%20%2012%20']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MAPS_MESSAGES.queryTooShort,
        code: 'INVALID_REQUEST',
        errors: { q: MAPS_MESSAGES.queryTooShort },
      });
    }
    const tooLong = await get(`/api/maps/autocomplete?q=1%20${'a'.repeat(250)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(MAPS_MESSAGES.queryTooLong);
  });

  it('degrades to no suggestions when the provider cannot be reached', async () => {
    const response = await get('/unreachable/api/maps/autocomplete?q=2143%20w%20roscoe');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/maps/reverse', () => {
  it('answers the nearest city and state', async () => {
    const response = await get('/api/maps/reverse?lat=42.0324&lng=-87.7416');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: 'Skokie', state: 'IL' });
  });

  it('answers 404 far from every known place', async () => {
    const response = await get('/api/maps/reverse?lat=0&lng=0');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MAPS_MESSAGES.noPlaceNearby, code: 'NOT_FOUND' });
  });

  it('rejects missing, blank, non-numeric and out-of-range coordinates per field', async () => {
    const cases: [string, Record<string, string>][] = [
      ['lat=&lng=-87.7', { lat: MAPS_MESSAGES.latitudeInvalid }],
      ['lat=abc&lng=-87.7', { lat: MAPS_MESSAGES.latitudeInvalid }],
      ['lat=91&lng=-87.7', { lat: MAPS_MESSAGES.latitudeInvalid }],
      ['lat=41.9&lng=-181', { lng: MAPS_MESSAGES.longitudeInvalid }],
      ['lat=41.9', { lng: MAPS_MESSAGES.longitudeInvalid }],
    ];
    for (const [query, errors] of cases) {
      const response = await get(`/api/maps/reverse?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        message: Object.values(errors)[0],
        code: 'INVALID_REQUEST',
        errors,
      });
    }
  });
});
