import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const usd = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A small bar chart of sold amounts per period (week or month). */
export function SalesChart({ points }: { points: { label: string; amount: number; lots: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={180}>
      <BarChart data={points}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={11} />
        <YAxis fontSize={11} width={64} tickFormatter={(v: number) => usd(v)} />
        <Tooltip formatter={(v) => usd(Number(v))} />
        <Bar dataKey="amount" name="Sold" fill="#1f4e8c" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export { usd };
