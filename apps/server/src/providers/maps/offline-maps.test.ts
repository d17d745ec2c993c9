import { ZAddressSuggestion } from '@bidright/domain';
import { describe, expect, it } from 'vitest';
import { createMapsProvider } from './create-maps-provider';
import { OfflineMaps, parseStreetQuery } from './offline-maps';
import { US_GAZETTEER } from './us-gazetteer';

const maps = new OfflineMaps();

describe('offline street parsing', () => {
  it('reads the number, the street, a unit and the place text', () => {
    expect(parseStreetQuery('2143 w roscoe st apt 2b, Chicago, IL')).toEqual({
      street: '2143 W Roscoe St',
      unit: 'Apt 2B',
      placeText: 'chicago il',
    });
    expect(parseStreetQuery('100 N LaSalle St')).toEqual({
      street: '100 N LaSalle St',
      unit: null,
      placeText: '',
    });
    expect(parseStreetQuery('12/14 main st #3')).toMatchObject({ street: '12/14 Main St', unit: 'Unit 3' });
  });

  it('needs a house number followed by a street name', () => {
    expect(parseStreetQuery('Main St')).toBeNull();
    expect(parseStreetQuery('123')).toBeNull();
    expect(parseStreetQuery('123 456')).toBeNull();
  });
});

describe('offline autocomplete', () => {
  it('suggests the typed street in Chicago-area places first, every field filled', async () => {
    const suggestions = await maps.autocomplete('2143 w roscoe st');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.map((s) => s.city)).toEqual(['Chicago', 'Evanston', 'Oak Park', 'Skokie', 'Cicero']);
    expect(suggestions[0]).toEqual({
      id: expect.any(String),
      streetLine1: '2143 W Roscoe St',
      streetLine2: null,
      city: 'Chicago',
      county: 'Cook',
      stateCode: 'IL',
      zipCode: '60602',
      countryCode: 'US',
      latitude: 41.8781,
      longitude: -87.6298,
      location: '2143 W Roscoe St, Chicago, IL 60602',
    });
    for (const suggestion of suggestions) expect(ZAddressSuggestion.parse(suggestion)).toEqual(suggestion);
    expect(new Set(suggestions.map((s) => s.id)).size).toBe(5);
  });

  it('narrows to the places the text after the comma names: city prefix, state, state name or zip', async () => {
    const cities = async (query: string) =>
      (await maps.autocomplete(query)).map((s) => `${s.city}, ${s.stateCode}`);
    expect(await cities('1 Main St, evan')).toEqual(['Evanston, IL']);
    expect(await cities('1 Main St, Oak')).toEqual(['Oak Park, IL', 'Oak Lawn, IL']);
    expect(await cities('1 Main St, Springfield, IL')).toEqual(['Springfield, IL']);
    expect(await cities('1 Main St, Kansas City Missouri')).toEqual(['Kansas City, MO']);
    expect(await cities('1 Main St, st. louis')).toEqual(['St. Louis, MO']);
    expect(await cities('1 Main St, 6030')).toEqual(['Oak Park, IL']);
    expect(await cities('1 Main St, Springfield, MA')).toEqual([]);
  });

  it('keeps a unit as line 2 and in the display location', async () => {
    const [first] = await maps.autocomplete('915 s harvey ave unit 1, oak park');
    expect(first).toMatchObject({
      streetLine1: '915 S Harvey Ave',
      streetLine2: 'Unit 1',
      city: 'Oak Park',
      zipCode: '60302',
      location: '915 S Harvey Ave, Unit 1, Oak Park, IL 60302',
    });
  });

  it('suggests nothing without a house number and street', async () => {
    expect(await maps.autocomplete('Roscoe')).toEqual([]);
    expect(await maps.autocomplete('2143')).toEqual([]);
  });
});

describe('offline reverse geocoding', () => {
  it('answers the nearest gazetteer place', async () => {
    // A demo property on W Roscoe St, and one in Evanston.
    expect(await maps.reverseGeocode(41.94338, -87.68203)).toEqual({ city: 'Chicago', state: 'IL' });
    expect(await maps.reverseGeocode(42.0411, -87.6901)).toEqual({ city: 'Evanston', state: 'IL' });
    expect(await maps.reverseGeocode(34.1, -118.3)).toEqual({ city: 'Los Angeles', state: 'CA' });
  });

  it('answers null far from every place (mid-Atlantic)', async () => {
    expect(await maps.reverseGeocode(35, -50)).toBeNull();
  });
});

describe('the gazetteer', () => {
  it('holds real-looking US places: a county, a zip and coordinates inside the US for each', () => {
    expect(US_GAZETTEER.length).toBeGreaterThanOrEqual(40);
    for (const place of US_GAZETTEER) {
      expect(place.zipCode).toMatch(/^\d{5}$/);
      expect(place.stateCode).toMatch(/^[A-Z]{2}$/);
      expect(place.county).not.toMatch(/county/i);
      expect(place.latitude).toBeGreaterThan(24);
      expect(place.latitude).toBeLessThan(50);
      expect(place.longitude).toBeGreaterThan(-125);
      expect(place.longitude).toBeLessThan(-66);
    }
    const names = US_GAZETTEER.map((place) => `${place.city}, ${place.stateCode}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('maps provider selection', () => {
  it('is offline without a key and Mapbox with MAPS_PROVIDER_KEY', () => {
    expect(createMapsProvider({}).kind).toBe('offline');
    expect(createMapsProvider({ MAPS_PROVIDER_KEY: 'pk.test' }).kind).toBe('mapbox');
  });
});
