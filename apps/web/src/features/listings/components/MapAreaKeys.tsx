import { MAX_CIRCLE_RADIUS_METERS } from '@bidright/domain';
import { Button, InputNumber, Space } from 'antd';
import type L from 'leaflet';
import { useId, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import type { TMapAreas } from '../lib/map-areas';

const METERS_PER_MILE = 1609.344;
const MAX_MILES = Math.floor(MAX_CIRCLE_RADIUS_METERS / METERS_PER_MILE);
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The map's visible rectangle as a search polygon (corners clockwise from the north-west). */
export function boundsArea(bounds: L.LatLngBounds): TMapAreas {
  const north = round(bounds.getNorth());
  const south = round(bounds.getSouth());
  const east = round(bounds.getEast());
  const west = round(bounds.getWest());
  return {
    polygons: [
      [
        { lat: north, lng: west },
        { lat: north, lng: east },
        { lat: south, lng: east },
        { lat: south, lng: west },
      ],
    ],
    circles: [],
  };
}

/** A circle of `miles` around a point, as a search area. */
export function radiusArea(center: L.LatLng, miles: number): TMapAreas {
  return {
    polygons: [],
    circles: [
      {
        lat: round(center.lat),
        lng: round(center.lng),
        radius: Math.min(MAX_CIRCLE_RADIUS_METERS, Math.round(miles * METERS_PER_MILE)),
      },
    ],
  };
}

/**
 * The keyboard's way to search by area (issue 33), beside drawing with the pointer: the focused map pans with
 * the arrow keys and zooms with + and −; then "Search this area" takes what the map shows, or a radius
 * in miles is searched around the map's centre. Each replaces the drawn areas.
 */
export function MapAreaKeys({
  map,
  onAreasChange,
}: {
  map: L.Map | null;
  onAreasChange: (areas: TMapAreas) => void;
}) {
  const [miles, setMiles] = useState<number | null>(5);
  const hintId = useId();
  return (
    <div
      data-testid="map-area-keys"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '8px 0',
      }}
    >
      <Button
        size="small"
        data-testid="search-this-area"
        aria-describedby={hintId}
        disabled={!map}
        onClick={() => map && onAreasChange(boundsArea(map.getBounds()))}
      >
        Search this area
      </Button>
      <Space.Compact size="small">
        <InputNumber
          aria-label="Radius in miles"
          data-testid="radius-miles"
          min={0.1}
          max={MAX_MILES}
          step={1}
          value={miles}
          onChange={setMiles}
          suffix="mi"
          style={{ width: 96 }}
        />
        <Button
          data-testid="search-radius"
          aria-describedby={hintId}
          disabled={!map || !miles}
          onClick={() => map && miles && onAreasChange(radiusArea(map.getCenter(), miles))}
        >
          Search radius from map centre
        </Button>
      </Space.Compact>
      <Typography.Text id={hintId} type="secondary" style={{ fontSize: 12 }}>
        Focus the map to move it with the arrow keys and zoom with + and −.
      </Typography.Text>
    </div>
  );
}
