import { type ComponentProps, lazy, Suspense } from 'react';

const SearchMap = lazy(async () => ({ default: (await import('./SearchMap')).SearchMap }));

/**
 * The search map, with Leaflet and its drawing and clustering plugins fetched apart from the search page:
 * the results render without waiting for them, and a blank panel of the map's size holds its place.
 */
export function LazySearchMap(props: ComponentProps<typeof SearchMap>) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" style={{ height: props.height, borderRadius: 8, background: '#eef1f4' }} />
      }
    >
      <SearchMap {...props} />
    </Suspense>
  );
}
