import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Room on the right for the last period's label, which is centred under its bar: on a narrow chart (a phone,
 * 400 % zoom) recharts' 5 px let "Nov 2026" run past the drawing's edge and be cut off.
 */
export const CHART_MARGIN = { top: 5, right: 24, bottom: 5, left: 5 };

const usd = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * A small bar chart of sold amounts per period (week or month). A screen reader reads the same figures as a
 * table (visually hidden, styles.css `.visually-hidden`); the drawing itself is hidden from it.
 */
export function SalesChart({ points }: { points: { label: string; amount: number; lots: number }[] }) {
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={points} accessibilityLayer={false} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={11} />
            <YAxis fontSize={11} width={64} tickFormatter={(v: number) => usd(v)} />
            <Tooltip formatter={(v) => usd(Number(v))} />
            <Bar dataKey="amount" name="Sold" fill="#1f4e8c" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
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
              <td>{usd(point.amount)}</td>
              <td>{point.lots}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export { usd };
