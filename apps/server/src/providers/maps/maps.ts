import type { TAddressSuggestion, TNearestPlace } from '@bidright/domain';

/**
 * US address autocomplete and reverse geocoding. The offline adapter answers from a bundled gazetteer so
 * everything works without internet; Mapbox answers for real when MAPS_PROVIDER_KEY is set.
 */
export interface MapsProvider {
  readonly kind: 'offline' | 'mapbox';
  /** Up to five US addresses matching what was typed in street line 1 (already trimmed, 3+ characters). */
  autocomplete(query: string): Promise<TAddressSuggestion[]>;
  /** The nearest US city and state; null when there is none near enough. */
  reverseGeocode(latitude: number, longitude: number): Promise<TNearestPlace | null>;
}
