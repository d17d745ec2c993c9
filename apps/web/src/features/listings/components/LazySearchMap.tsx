import { type ComponentProps, lazy, Suspense } from 'react';
import { useAfterPaint } from '../../../lib/use-after-paint';

const SearchMap = lazy(async () => ({ default: (await import('./SearchMap')).SearchMap }));

/**
 * The search map, with Leaflet and its drawing and clustering plugins fetched apart from the search page:
 * the results render without waiting for them (they are fetched once the page has painted), and a blank
 * panel of the map's size holds its place.
 */
export function LazySearchMap(props: ComponentProps<typeof SearchMap>) {
  const painted = useAfterPaint();
  const placeholder = (
    <div aria-busy="true" style={{ height: props.height, borderRadius: 8, background: '#eef1f4' }} />
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchMap {...props} />
    </Suspense>
  );
}
