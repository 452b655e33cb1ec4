import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@pocket/ui';

type AccessChartProps = {
  days: { date: string; count: number }[];
  /** Id of the heading that names the chart. */
  labelledBy: string;
};

/** Visits per day for the last 10 days (the kit's SVG bar chart), with a table for assistive tech. */
export function AccessChart({ days, labelledBy }: AccessChartProps) {
  const { t } = useLingui();
  const visits = t`Visits`;
  return (
    <figure aria-labelledby={labelledBy} data-testid="access-chart" className="grid gap-2">
      <BarChart
        data={days.map((d) => ({ label: d.date.slice(5), value: d.count }))}
        labelledBy={labelledBy}
        valueLabel={visits}
      />
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
