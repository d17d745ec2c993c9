import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  googleMapsUrl,
  MAP_TILE_URL,
  PROPERTY_MAP_ZOOM,
  PropertyMap,
  propertyMapView,
} from './PropertyMap';

const ROSCOE = '2143 W Roscoe St, Chicago, IL 60618';

describe('propertyMapView', () => {
  it('centres on the property at street zoom, else on the default centre at zoom 10', () => {
    expect(propertyMapView(41.94338, -87.68203)).toEqual({
      center: [41.94338, -87.68203],
      zoom: PROPERTY_MAP_ZOOM,
      hasLocation: true,
    });
    expect(DEFAULT_MAP_ZOOM).toBe(10);
    for (const [lat, lng] of [
      [null, null],
      [undefined, -87.6],
      [41.9, Number.NaN],
      [91, -87.6],
    ] as const)
      expect(propertyMapView(lat, lng)).toEqual({ center: DEFAULT_MAP_CENTER, zoom: 10, hasLocation: false });
  });

  it('links Google Maps to the point, or to the address search without coordinates', () => {
    expect(googleMapsUrl(41.94338, -87.68203, ROSCOE)).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.94338%2C-87.68203',
    );
    expect(googleMapsUrl(null, null, ROSCOE)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ROSCOE)}`,
    );
  });

  it("tiles default to OpenStreetMap's", () => {
    expect(MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});

describe('PropertyMap', () => {
  it('shows a pin titled with the address, the address and the Google Maps link', () => {
    const { container } = render(<PropertyMap latitude={41.94338} longitude={-87.68203} address={ROSCOE} />);
    const pin = container.querySelector('.leaflet-marker-icon') as HTMLImageElement;
    expect(pin).toBeTruthy();
    expect(pin.title).toBe(ROSCOE);
    expect(pin.alt).toBe(ROSCOE);
    expect(screen.getByText(ROSCOE)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open in Google Maps' }) as HTMLAnchorElement;
    expect(link.href).toBe('https://www.google.com/maps/search/?api=1&query=41.94338%2C-87.68203');
    expect(link.target).toBe('_blank');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('OpenStreetMap');
  });

  it('has no pin without coordinates, and says so', () => {
    const { container } = render(<PropertyMap latitude={null} longitude={null} address={ROSCOE} />);
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    expect(screen.getByText(/not placed on the map yet/)).toBeTruthy();
    expect((screen.getByRole('link', { name: 'Open in Google Maps' }) as HTMLAnchorElement).href).toContain(
      encodeURIComponent(ROSCOE),
    );
  });

  it('replaces failing tiles with a blank image and shows a notice; pin and link stay', async () => {
    const { container } = render(<PropertyMap latitude={41.94338} longitude={-87.68203} address={ROSCOE} />);
    const tiles = await waitFor(() => {
      const found = container.querySelectorAll<HTMLImageElement>('img.leaflet-tile');
      expect(found.length).toBeGreaterThan(0);
      return [...found];
    });
    expect(tiles[0]!.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/);
    for (const tile of tiles) fireEvent.error(tile);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Map imagery is unavailable right now. The pin marks the property.',
    );
    for (const tile of tiles) expect(tile.src).toMatch(/^data:image\/gif;base64,/);
    expect(container.querySelector('.leaflet-marker-icon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toBeTruthy();
  });
});
