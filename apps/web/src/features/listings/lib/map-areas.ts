import type { TMapCircle } from '@bidright/domain';

/** The areas drawn on the map, as the search call takes them. */
export interface TMapAreas {
  polygons: { lat: number; lng: number }[][];
  circles: TMapCircle[];
}

export const NO_AREAS: TMapAreas = { polygons: [], circles: [] };
