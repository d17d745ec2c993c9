import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { escapeHtml, formatAddress, formatUsd, type TListingSummary, toCents } from '@bidright/domain';
import L from 'leaflet';
// Both plugins extend the global L that Leaflet's bundle sets, so they load after it.
import 'leaflet.markercluster';
import '@geoman-io/leaflet-geoman-free';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, MAP_TILE_URL } from '../../../components/PropertyMap';
import { NO_AREAS, type TMapAreas } from '../lib/map-areas';
import { MapAreaKeys } from './MapAreaKeys';

const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const PIN = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const SHAPE_STYLE = { color: '#1f4e8c', weight: 2, fillOpacity: 0.12 };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Reads the drawn layers back into search areas. */
function areasOf(group: L.FeatureGroup): TMapAreas {
  const areas: TMapAreas = { polygons: [], circles: [] };
  group.eachLayer((layer) => {
    if (layer instanceof L.Circle) {
      const center = layer.getLatLng();
      areas.circles.push({
        lat: round(center.lat),
        lng: round(center.lng),
        radius: Math.round(layer.getRadius()),
      });
    } else if (layer instanceof L.Polygon) {
      const rings = layer.getLatLngs() as L.LatLng[][];
      const ring = Array.isArray(rings[0]) ? rings[0] : (rings as unknown as L.LatLng[]);
      areas.polygons.push(ring.map((point) => ({ lat: round(point.lat), lng: round(point.lng) })));
    }
  });
  return areas;
}

/** Drawing (geoman), the drawn areas, and the clustered result markers. */
function MapLayers({
  lots,
  areas,
  onAreasChange,
  selectedLotId,
  onSelectLot,
}: {
  lots: TListingSummary[];
  areas: TMapAreas;
  onAreasChange: (areas: TMapAreas) => void;
  selectedLotId: string | null;
  onSelectLot: (lotId: string) => void;
}) {
  const map = useMap();
  const shapes = useRef<L.FeatureGroup | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const emitted = useRef(JSON.stringify(NO_AREAS));
  const fitted = useRef(false);
  const onChange = useRef(onAreasChange);
  onChange.current = onAreasChange;
  const onSelect = useRef(onSelectLot);
  onSelect.current = onSelectLot;

  // Drawing tools, once.
  useEffect(() => {
    const group = L.featureGroup().addTo(map);
    shapes.current = group;
    // Markers are clustered in slices of at most 10 ms between frames (chunkedLoading), so a long result list
    // holds up no tap or scroll.
    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 50,
      chunkedLoading: true,
      chunkInterval: 10,
    });
    clusters.addTo(map);
    cluster.current = clusters;
    map.pm.setGlobalOptions({ layerGroup: group, pathOptions: SHAPE_STYLE, snappable: false });
    map.pm.addControls({
      position: 'topleft',
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
      dragMode: false,
      drawPolygon: true,
      drawCircle: true,
      editMode: true,
      removalMode: true,
    });
    // geoman titles the container of each toolbar button, not the button (a link with an icon only): give
    // the button that name, so a screen reader says 'Draw Polygon' and not 'link'.
    for (const button of map.getContainer().querySelectorAll('.leaflet-buttons-control-button')) {
      const title = button.parentElement?.getAttribute('title');
      if (title) button.setAttribute('aria-label', title);
    }
    const emit = () => {
      const next = areasOf(group);
      emitted.current = JSON.stringify(next);
      onChange.current(next);
    };
    const watch = (layer: L.Layer) => {
      layer.on('pm:edit', emit);
    };
    map.on('pm:create', (event) => {
      watch(event.layer);
      emit();
    });
    map.on('pm:remove', emit);
    return () => {
      map.pm.removeControls();
      map.off('pm:create');
      map.off('pm:remove');
      group.remove();
      clusters.remove();
    };
  }, [map]);

  // Areas set from outside (a saved filter applied, Clear): redraw them.
  useEffect(() => {
    const group = shapes.current;
    if (!group) return;
    const text = JSON.stringify(areas);
    if (text === emitted.current) return;
    emitted.current = text;
    group.clearLayers();
    for (const polygon of areas.polygons) {
      const layer = L.polygon(
        polygon.map((point) => [point.lat, point.lng] as [number, number]),
        SHAPE_STYLE,
      ).addTo(group);
      layer.on('pm:edit', () => onChange.current(areasOf(group)));
    }
    for (const circle of areas.circles) {
      const layer = L.circle([circle.lat, circle.lng], { ...SHAPE_STYLE, radius: circle.radius }).addTo(
        group,
      );
      layer.on('pm:edit', () => onChange.current(areasOf(group)));
    }
    if (group.getLayers().length > 0) map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 15 });
  }, [areas, map]);

  // Result markers, in step with the list.
  useEffect(() => {
    const clusters = cluster.current;
    if (!clusters) return;
    clusters.clearLayers();
    markers.current.clear();
    const placed: L.LatLngExpression[] = [];
    const added: L.Marker[] = [];
    for (const lot of lots) {
      const { latitude, longitude } = lot.property;
      if (latitude == null || longitude == null) continue;
      const address = formatAddress({
        streetLine1: lot.property.streetLine1,
        streetLine2: lot.property.streetLine2,
      });
      const marker = L.marker([latitude, longitude], { icon: PIN, title: address, alt: address });
      marker.bindPopup(
        `<strong>${escapeHtml(address)}</strong><br>${escapeHtml(lot.property.city)} · ${escapeHtml(
          formatUsd(toCents(lot.openingPrice)),
        )}`,
      );
      marker.on('click', () => onSelect.current(lot.id));
      added.push(marker);
      markers.current.set(lot.id, marker);
      placed.push([latitude, longitude]);
    }
    clusters.addLayers(added);
    // Frame the results once; after that the bidder steers the map.
    if (!fitted.current && placed.length > 0 && (shapes.current?.getLayers().length ?? 0) === 0) {
      fitted.current = true;
      // At once, not animated: the map has only just appeared at its default view.
      map.fitBounds(L.latLngBounds(placed), { padding: [32, 32], maxZoom: 13, animate: false });
    }
  }, [lots, map]);

  // The card under the pointer shows its marker.
  useEffect(() => {
    if (!selectedLotId) return;
    const marker = markers.current.get(selectedLotId);
    const clusters = cluster.current;
    if (marker && clusters) clusters.zoomToShowLayer(marker, () => marker.openPopup());
  }, [selectedLotId]);

  return null;
}

const NOTICE: CSSProperties = {
  position: 'absolute',
  zIndex: 1000,
  left: 56,
  right: 8,
  bottom: 26,
  padding: '4px 10px',
  borderRadius: 4,
  background: 'rgba(255,255,255,0.94)',
  boxShadow: '0 1px 4px rgba(0,0,0,0.2)',
  fontSize: 12,
  pointerEvents: 'none',
};

/**
 * The search map: result markers (clustered when many), and polygon and circle drawing with a
 * maintained Leaflet plugin (geoman). Tiles come from MAP_TILE_URL; when none load (offline), the markers
 * and shapes stay on a plain background and one notice says so.
 */
export function SearchMap({
  lots,
  areas,
  onAreasChange,
  selectedLotId,
  onSelectLot,
  height,
}: {
  lots: TListingSummary[];
  areas: TMapAreas;
  onAreasChange: (areas: TMapAreas) => void;
  selectedLotId: string | null;
  onSelectLot: (lotId: string) => void;
  height: number | string;
}) {
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const [map, setMap] = useState<L.Map | null>(null);
  const isOffline = tiles.failed > 0 && tiles.loaded === 0;
  return (
    <>
      <MapAreaKeys map={map} onAreasChange={onAreasChange} />
      {/* Busy until Leaflet has made the map: the area keys above wait for it, disabled. */}
      <div
        data-testid="search-map"
        aria-busy={map ? undefined : true}
        style={{ position: 'relative', height, borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}
      >
        <MapContainer
          center={DEFAULT_MAP_CENTER}
          zoom={DEFAULT_MAP_ZOOM}
          scrollWheelZoom
          style={{ height: '100%', width: '100%', background: '#e9eef3' }}
        >
          <TileLayer
            url={MAP_TILE_URL}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            errorTileUrl={BLANK_TILE}
            eventHandlers={{
              tileload: (event) => {
                if (event.tile.getAttribute('src') !== BLANK_TILE)
                  setTiles((count) => ({ ...count, loaded: count.loaded + 1 }));
              },
              tileerror: () => setTiles((count) => (count.failed > 0 ? count : { ...count, failed: 1 })),
            }}
          />
          <ExposeMap onMap={setMap} />
          <MapLayers
            lots={lots}
            areas={areas}
            onAreasChange={onAreasChange}
            selectedLotId={selectedLotId}
            onSelectLot={onSelectLot}
          />
        </MapContainer>
        {isOffline && (
          <div role="status" data-testid="map-offline" style={NOTICE}>
            Map imagery is unavailable right now. Markers and drawn areas still work.
          </div>
        )}
      </div>
    </>
  );
}

/** Hands the Leaflet map to the controls outside it (the keyboard's area search). */
function ExposeMap({ onMap }: { onMap: (map: L.Map) => void }) {
  const map = useMap();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}
