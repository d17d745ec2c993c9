import { MapboxMaps } from './mapbox-maps';
import type { MapsProvider } from './maps';
import { OfflineMaps } from './offline-maps';

/** The configuration the maps provider reads (a slice of the app's `Config`). */
export interface MapsConfig {
  /** Mapbox access token; absent means the bundled offline gazetteer. */
  MAPS_PROVIDER_KEY?: string | undefined;
}

/** Mapbox when MAPS_PROVIDER_KEY is set, else the offline gazetteer (works without internet). */
export function createMapsProvider(config: MapsConfig): MapsProvider {
  return config.MAPS_PROVIDER_KEY
    ? new MapboxMaps({ accessToken: config.MAPS_PROVIDER_KEY })
    : new OfflineMaps();
}
