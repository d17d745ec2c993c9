import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { wholeDollars } from '../lib/whole-dollars';
import { CHART_HEIGHT, type TSalesPoint } from './sales-chart-shape';

const SalesDrawing = lazy(async () => ({ default: (await import('./SalesDrawing')).SalesDrawing }));

/**
 * A small bar chart of sold amounts per period (week or month). A screen reader reads the same figures as a
 * table (visually hidden, styles/base.css `.visually-hidden`), there from the first render; the drawing is
 * hidden from it. The drawing's code (recharts, ~100 KB of script) is fetched when the reader nears the
 * chart: on a phone it sits below the dashboard's first screen. A box of its height holds its place until
 * then.
 */
export function SalesChart({ points }: { points: TSalesPoint[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div style={{ height: CHART_HEIGHT }} />;
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true" ref={ref}>
        {near ? (
          <Suspense fallback={placeholder}>
            <SalesDrawing points={points} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <table className="visually-hidden">
        <caption>Sold amounts by period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Sold</th>
            <th scope="col">Lots</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{wholeDollars(point.amount)}</td>
              <td>{point.lots}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
