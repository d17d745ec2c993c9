import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { wholeDollars } from '../lib/whole-dollars';
import { CHART_HEIGHT, CHART_MARGIN, type TSalesPoint } from './sales-chart-shape';

/** The sales chart's drawing (recharts): loaded apart, when the reader nears the chart (SalesChart). */
export function SalesDrawing({ points }: { points: TSalesPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={points} accessibilityLayer={false} margin={CHART_MARGIN}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={11} />
        <YAxis fontSize={11} width={64} tickFormatter={(v: number) => wholeDollars(v)} />
        <Tooltip formatter={(v) => wholeDollars(Number(v))} />
        <Bar dataKey="amount" name="Sold" fill="#1f4e8c" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
