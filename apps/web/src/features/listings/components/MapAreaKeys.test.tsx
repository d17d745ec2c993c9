import { fireEvent, render, screen } from '@testing-library/react';
import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { boundsArea, MapAreaKeys, radiusArea } from './MapAreaKeys';

describe('the map search by keyboard', () => {
  it('takes the visible rectangle as one polygon, corners clockwise from the north-west', () => {
    const bounds = L.latLngBounds([41.8, -87.7], [41.9, -87.6]);
    expect(boundsArea(bounds)).toEqual({
      polygons: [
        [
          { lat: 41.9, lng: -87.7 },
          { lat: 41.9, lng: -87.6 },
          { lat: 41.8, lng: -87.6 },
          { lat: 41.8, lng: -87.7 },
        ],
      ],
      circles: [],
    });
  });

  it('takes a radius in miles around a point as a circle in meters, never larger than the search allows', () => {
    expect(radiusArea(L.latLng(41.88, -87.63), 5)).toEqual({
      polygons: [],
      circles: [{ lat: 41.88, lng: -87.63, radius: 8047 }],
    });
    expect(radiusArea(L.latLng(41.88, -87.63), 500).circles[0]!.radius).toBe(200_000);
  });

  it('searches what the map shows, or a radius around its centre, from buttons a keyboard reaches', () => {
    const map = {
      getBounds: () => L.latLngBounds([41.8, -87.7], [41.9, -87.6]),
      getCenter: () => L.latLng(41.85, -87.65),
    } as unknown as L.Map;
    const onAreasChange = vi.fn();
    render(<MapAreaKeys map={map} onAreasChange={onAreasChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search this area' }));
    expect(onAreasChange).toHaveBeenLastCalledWith(boundsArea(map.getBounds()));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Radius in miles' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search radius from map centre' }));
    expect(onAreasChange).toHaveBeenLastCalledWith(radiusArea(map.getCenter(), 2));
  });
});
