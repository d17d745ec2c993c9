import 'leaflet/dist/leaflet.css';
import { EnvironmentOutlined } from '@ant-design/icons';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { type CSSProperties, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { Typography } from './light-antd/Typography';

/** The map's centre when a property has no coordinates: the Daley Center, Chicago (spec: a fixed point). */
export const DEFAULT_MAP_CENTER: [number, number] = [41.8842, -87.6304];
/** Zoom at the default centre (spec part 1 §9). */
export const DEFAULT_MAP_ZOOM = 10;
/** Zoom on a located property: its streets and block. */
export const PROPERTY_MAP_ZOOM = 15;

/** OpenStreetMap's standard tiles, unless the build sets VITE_MAP_TILE_URL (and its attribution). */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const MAP_TILE_ATTRIBUTION: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A transparent pixel shown in place of a tile that fails, so no broken-image icon ever appears. */
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Leaflet's own pin, bundled (its CSS-based icon path lookup breaks under bundlers). */
const PIN = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** A small white box over the map, above Leaflet's panes and controls. */
const OVERLAY: CSSProperties = {
  position: 'absolute',
  zIndex: 1000,
  padding: '2px 8px',
  borderRadius: 4,
  background: 'rgba(255,255,255,0.92)',
  boxShadow: '0 1px 4px rgba(0,0,0,0.2)',
  fontSize: 12,
};

type TCoordinate = number | null | undefined;

const isCoordinate = (value: TCoordinate, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Where the map looks: the property and a street-level zoom, else the default centre at zoom 10. */
export function propertyMapView(latitude: TCoordinate, longitude: TCoordinate) {
  if (isCoordinate(latitude, 90) && isCoordinate(longitude, 180))
    return { center: [latitude, longitude] as [number, number], zoom: PROPERTY_MAP_ZOOM, hasLocation: true };
  return { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM, hasLocation: false };
}

/** Google Maps at the property's point, or searching its address when it has no coordinates. */
export function googleMapsUrl(latitude: TCoordinate, longitude: TCoordinate, address: string): string {
  const view = propertyMapView(latitude, longitude);
  const query = view.hasLocation ? view.center.join(',') : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * An embedded map of one property: Leaflet centred on it with a pin, an 'Open in Google Maps' link over
 * its corner and the address under it. Tiles come from MAP_TILE_URL; when they cannot load (no internet) the map stays a
 * plain panel with the pin and a short notice, and the address and the link keep working.
 */
export function PropertyMap({
  latitude,
  longitude,
  address,
  height = 200,
  style,
}: {
  latitude: TCoordinate;
  longitude: TCoordinate;
  /** The one-line address: the pin's title and popup, and the Google Maps search without coordinates. */
  address: string;
  height?: number;
  style?: CSSProperties;
}) {
  const view = propertyMapView(latitude, longitude);
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const isOffline = tiles.failed > 0 && tiles.loaded === 0;
  return (
    <div style={style} data-testid="property-map">
      {/* isolation: Leaflet's panes and controls (z-index up to 1000) stay under the floating mini lot windows. */}
      <div
        style={{ position: 'relative', height, borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}
      >
        <MapContainer
          center={view.center}
          zoom={view.zoom}
          scrollWheelZoom={false}
          style={{ height: '100%', width: '100%', background: '#eef1f4' }}
        >
          <TileLayer
            url={MAP_TILE_URL}
            attribution={MAP_TILE_ATTRIBUTION}
            errorTileUrl={BLANK_TILE}
            eventHandlers={{
              tileload: (event) => {
                if (event.tile.getAttribute('src') !== BLANK_TILE)
                  setTiles((count) => ({ ...count, loaded: count.loaded + 1 }));
              },
              tileerror: () => setTiles((count) => ({ ...count, failed: count.failed + 1 })),
            }}
          />
          {view.hasLocation && (
            <Marker position={view.center} icon={PIN} title={address} alt={address}>
              <Popup>{address}</Popup>
            </Marker>
          )}
        </MapContainer>
        {(view.hasLocation || address) && (
          // Over the map like a Leaflet control, so it stays in view however little room the panel has.
          <a
            href={googleMapsUrl(latitude, longitude, address)}
            target="_blank"
            rel="noreferrer"
            style={{ ...OVERLAY, top: 8, right: 8, fontWeight: 500 }}
          >
            Open in Google Maps
          </a>
        )}
        {isOffline && (
          <div role="status" style={{ ...OVERLAY, left: 8, right: 8, bottom: 24, pointerEvents: 'none' }}>
            Map imagery is unavailable right now.{view.hasLocation ? ' The pin marks the property.' : ''}
          </div>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        <EnvironmentOutlined /> {address || 'Address not available'}
        {!view.hasLocation && ' (not placed on the map yet)'}
      </Typography.Paragraph>
    </div>
  );
}
