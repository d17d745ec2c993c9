import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZAddressSuggestion } from '@bidright/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MapboxMaps } from './mapbox-maps';

/** A Geocoding v6 address feature, trimmed to what Mapbox answers for a Chicago street address. */
const roscoeFeature = {
  type: 'Feature',
  id: 'dXJuOm1ieGFkcjpyb3Njb2U',
  geometry: { type: 'Point', coordinates: [-87.68203, 41.94338] },
  properties: {
    mapbox_id: 'dXJuOm1ieGFkcjpyb3Njb2U',
    feature_type: 'address',
    full_address: '2143 West Roscoe Street, Chicago, Illinois 60618, United States',
    name: '2143 West Roscoe Street',
    place_formatted: 'Chicago, Illinois 60618, United States',
    coordinates: { longitude: -87.68203, latitude: 41.94338, accuracy: 'rooftop' },
    context: {
      address: {
        mapbox_id: 'a1',
        address_number: '2143',
        street_name: 'West Roscoe Street',
        name: '2143 West Roscoe Street',
      },
      street: { mapbox_id: 's1', name: 'West Roscoe Street' },
      neighborhood: { mapbox_id: 'n1', name: 'Roscoe Village' },
      postcode: { mapbox_id: 'p1', name: '60618' },
      place: { mapbox_id: 'c1', name: 'Chicago', wikidata_id: 'Q1297' },
      district: { mapbox_id: 'd1', name: 'Cook County', wikidata_id: 'Q108418' },
      region: {
        mapbox_id: 'r1',
        name: 'Illinois',
        wikidata_id: 'Q1204',
        region_code: 'IL',
        region_code_full: 'US-IL',
      },
      country: { mapbox_id: 'u1', name: 'United States', country_code: 'US', country_code_alpha_3: 'USA' },
    },
  },
};

const unitFeature = {
  ...roscoeFeature,
  id: 'unit-2',
  properties: {
    ...roscoeFeature.properties,
    mapbox_id: 'unit-2',
    feature_type: 'secondary_address',
    full_address: '2143 West Roscoe Street Unit 2, Chicago, Illinois 60618, United States',
    context: { ...roscoeFeature.properties.context, secondary_address: { mapbox_id: 'x1', name: 'Unit 2' } },
  },
};

/** A feature missing its postcode: the forms cannot use it, so it is left out. */
const noPostcodeFeature = {
  ...roscoeFeature,
  id: 'no-zip',
  properties: {
    ...roscoeFeature.properties,
    mapbox_id: 'no-zip',
    context: { ...roscoeFeature.properties.context, postcode: undefined },
  },
};

const chicagoPlace = {
  type: 'Feature',
  id: 'place-chicago',
  geometry: { type: 'Point', coordinates: [-87.6298, 41.8781] },
  properties: {
    mapbox_id: 'place-chicago',
    feature_type: 'place',
    name: 'Chicago',
    full_address: 'Chicago, Illinois, United States',
    coordinates: { longitude: -87.6298, latitude: 41.8781 },
    context: {
      district: { name: 'Cook County' },
      region: { name: 'Illinois', region_code: 'IL' },
      country: { name: 'United States', country_code: 'US' },
    },
  },
};

/** What the stub answers next, and the requests it saw. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const seen: URL[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://stub'));
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const mapbox = () => new MapboxMaps({ accessToken: 'pk.test-token', baseUrl });

describe('Mapbox adapter against a local stub of Geocoding v6', () => {
  it('asks forward geocoding for US addresses with autocomplete and maps each feature to a suggestion', async () => {
    answer = {
      status: 200,
      body: { type: 'FeatureCollection', features: [roscoeFeature, unitFeature, noPostcodeFeature] },
    };
    const suggestions = await mapbox().autocomplete('2143 w roscoe');

    expect(seen).toHaveLength(1);
    const url = seen[0]!;
    expect(url.pathname).toBe('/search/geocode/v6/forward');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '2143 w roscoe',
      country: 'us',
      types: 'address,secondary_address',
      autocomplete: 'true',
      limit: '5',
      language: 'en',
      access_token: 'pk.test-token',
    });

    expect(suggestions).toEqual([
      {
        id: 'dXJuOm1ieGFkcjpyb3Njb2U',
        streetLine1: '2143 West Roscoe Street',
        streetLine2: null,
        city: 'Chicago',
        county: 'Cook',
        stateCode: 'IL',
        zipCode: '60618',
        countryCode: 'US',
        latitude: 41.94338,
        longitude: -87.68203,
        location: '2143 West Roscoe Street, Chicago, Illinois 60618',
      },
      expect.objectContaining({
        id: 'unit-2',
        streetLine1: '2143 West Roscoe Street',
        streetLine2: 'Unit 2',
      }),
    ]);
    for (const suggestion of suggestions) ZAddressSuggestion.parse(suggestion);
  });

  it('reverse-geocodes a point to the place and its state code', async () => {
    answer = { status: 200, body: { type: 'FeatureCollection', features: [chicagoPlace] } };
    expect(await mapbox().reverseGeocode(41.94338, -87.68203)).toEqual({ city: 'Chicago', state: 'IL' });
    const url = seen[0]!;
    expect(url.pathname).toBe('/search/geocode/v6/reverse');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      latitude: '41.94338',
      longitude: '-87.68203',
      country: 'us',
      types: 'place',
      access_token: 'pk.test-token',
    });
  });

  it('answers null where Mapbox finds no place, and throws on an error answer', async () => {
    answer = { status: 200, body: { type: 'FeatureCollection', features: [] } };
    expect(await mapbox().reverseGeocode(35, -50)).toBeNull();

    answer = { status: 401, body: { message: 'Not Authorized - Invalid Token' } };
    await expect(mapbox().autocomplete('2143 w roscoe')).rejects.toThrow(
      /Mapbox answered 401: .*Invalid Token/,
    );
  });
});
