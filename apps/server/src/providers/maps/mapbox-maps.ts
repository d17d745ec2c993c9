import { ADDRESS_SUGGESTION_LIMIT, type TAddressSuggestion, type TNearestPlace } from '@bidright/domain';
import type { MapsProvider } from './maps';

export interface MapboxOptions {
  /** A Mapbox access token (pk.… or sk.…) allowed to use the Geocoding API. */
  accessToken: string;
  /** The API origin; tests point it at a local stub. */
  baseUrl?: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The parts of a Geocoding v6 feature this adapter reads. */
interface MapboxFeature {
  id?: string;
  properties?: {
    mapbox_id?: string;
    feature_type?: string;
    name?: string;
    full_address?: string;
    coordinates?: { latitude?: number; longitude?: number };
    context?: {
      address?: { address_number?: string; street_name?: string; name?: string };
      street?: { name?: string };
      secondary_address?: { name?: string };
      postcode?: { name?: string };
      place?: { name?: string };
      locality?: { name?: string };
      district?: { name?: string };
      region?: { name?: string; region_code?: string };
      country?: { country_code?: string };
    };
  };
}

/** "Cook County" → "Cook"; parishes and boroughs keep their names. */
const countyName = (district: string | undefined) => district?.replace(/\s+County$/i, '').trim() || null;

/**
 * Mapbox Geocoding API v6 over fetch: one forward call (US, addresses and units, autocomplete on) answers
 * every field of a suggestion, county included, so no second lookup per pick is needed; reverse asks for
 * the place (city) at a point. Results of temporary geocoding may not be stored under Mapbox's terms;
 * saving picked coordinates with properties needs an account allowed permanent geocoding.
 */
export class MapboxMaps implements MapsProvider {
  readonly kind = 'mapbox' as const;
  constructor(private readonly options: MapboxOptions) {}

  async autocomplete(query: string): Promise<TAddressSuggestion[]> {
    const features = await this.get('/search/geocode/v6/forward', {
      q: query,
      country: 'us',
      types: 'address,secondary_address',
      autocomplete: 'true',
      limit: String(ADDRESS_SUGGESTION_LIMIT),
      language: 'en',
    });
    return features.flatMap((feature) => {
      const suggestion = toSuggestion(feature);
      return suggestion ? [suggestion] : [];
    });
  }

  async reverseGeocode(latitude: number, longitude: number): Promise<TNearestPlace | null> {
    const [feature] = await this.get('/search/geocode/v6/reverse', {
      latitude: String(latitude),
      longitude: String(longitude),
      country: 'us',
      types: 'place',
      limit: '1',
      language: 'en',
    });
    const properties = feature?.properties;
    const city = properties?.feature_type === 'place' ? properties.name : properties?.context?.place?.name;
    const state = properties?.context?.region?.region_code;
    return city && state?.length === 2 ? { city, state: state.toUpperCase() } : null;
  }

  private async get(path: string, params: Record<string, string>): Promise<MapboxFeature[]> {
    const url = new URL(path, this.options.baseUrl ?? 'https://api.mapbox.com');
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('access_token', this.options.accessToken);
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`Mapbox answered ${response.status}: ${detail.slice(0, 300)}`);
    }
    const body = (await response.json()) as { features?: MapboxFeature[] };
    return Array.isArray(body.features) ? body.features : [];
  }
}

/** A US address feature as a suggestion; null when a field the forms need is missing. */
function toSuggestion(feature: MapboxFeature): TAddressSuggestion | null {
  const properties = feature.properties;
  const context = properties?.context;
  if (!properties || !context) return null;
  if (context.country?.country_code && context.country.country_code.toUpperCase() !== 'US') return null;
  const number = context.address?.address_number;
  const street = context.address?.street_name ?? context.street?.name;
  const streetLine1 = number && street ? `${number} ${street}` : context.address?.name;
  const city = context.place?.name ?? context.locality?.name;
  const stateCode = context.region?.region_code?.toUpperCase();
  const zipCode = context.postcode?.name;
  const { latitude, longitude } = properties.coordinates ?? {};
  if (!streetLine1 || !city || stateCode?.length !== 2 || !zipCode) return null;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const streetLine2 = context.secondary_address?.name ?? null;
  return {
    id: properties.mapbox_id ?? feature.id ?? `${streetLine1}|${streetLine2 ?? ''}|${zipCode}`,
    streetLine1,
    streetLine2,
    city,
    county: countyName(context.district?.name),
    stateCode,
    zipCode,
    countryCode: 'US',
    latitude,
    longitude,
    location:
      properties.full_address?.replace(/,\s*United States$/, '') ??
      [streetLine1, streetLine2, city, `${stateCode} ${zipCode}`].filter(Boolean).join(', '),
  };
}
