import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, TOOLTIP_CURSOR, TOOLTIP_STYLE, useRtl } from '../../../ui/chart-theme';
import { formatDay, formatShortDate, useLocale } from '../../wellbeing/format';

// The sign-ups bar chart of /admin/users. The only admin module that imports recharts, loaded with
// React.lazy, so recharts stays in its own chunk. Hidden from assistive technology: the figure's caption
// carries the summary.

export interface SignUpsChartProps {
  days: { date: string; count: number }[];
  /** The series' name in the tooltip. */
  name: string;
  className?: string;
}

export default function SignUpsChart({ days, name, className }: SignUpsChartProps) {
  const rtl = useRtl();
  const locale = useLocale();
  const data = days.map((day) => ({
    label: days.length <= 7 ? formatDay(locale, day.date, 'short') : formatShortDate(locale, day.date),
    long: formatDay(locale, day.date, 'long'),
    value: day.count,
  }));
  const format = new Intl.NumberFormat(locale);
  return (
    <div className={className} aria-hidden="true" data-testid="signups-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 12, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} reversed={rtl} minTickGap={12} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} allowDecimals={false} orientation={rtl ? 'right' : 'left'} />
          <Tooltip
            cursor={TOOLTIP_CURSOR}
            contentStyle={TOOLTIP_STYLE}
            formatter={(value) => [format.format(Number(value)), name]}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.long ?? ''}
          />
          <Bar dataKey="value" fill="var(--color-accent)" radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
