import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type AccessChartProps = {
  days: { date: string; count: number }[];
  /** Id of the heading that names the chart. */
  labelledBy: string;
};

/** Visits per day for the last 10 days (recharts), with a table for assistive tech. */
export function AccessChart({ days, labelledBy }: AccessChartProps) {
  const { t } = useLingui();
  const data = days.map((d) => ({ ...d, day: d.date.slice(5) }));
  const visits = t`Visits`;
  return (
    <figure aria-labelledby={labelledBy} data-testid="access-chart" className="grid gap-2">
      <div className="h-72 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* The table below is the accessible version; the drawing takes no focus. */}
          <BarChart
            data={data}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickLine={false} fontSize={12} />
            <YAxis allowDecimals={false} tickLine={false} fontSize={12} />
            <Tooltip
              formatter={(value) => [value, visits]}
              contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
              labelStyle={{ color: 'var(--color-foreground)' }}
              itemStyle={{ color: 'var(--color-foreground)' }}
            />
            <Bar dataKey="count" name={visits} fill="var(--pc-primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t`Visits per day`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{visits}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
