import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatShortDate, useLocale } from '../../wellbeing/format';
import { formatCount, formatWatchTime } from '../format';
import { type DayStat, type Metric, peakDay, sumDays, watchMinutes } from '../stats';
import styles from './StudioCharts.module.css';
import { AXIS_TICK, TOOLTIP_CURSOR, TOOLTIP_STYLE, useRtl } from '../../../ui/chart-theme';

// The daily charts of /studio/dashboard. This module is the only studio module that imports recharts and is
// loaded with React.lazy, so recharts lands in its own chunk (as the well-being statistics do). Each chart is
// hidden from assistive technology; its caption carries a text summary, and the table below the charts holds
// every number for everyone.

const COLOURS: Record<Metric, string> = {
  views: 'var(--color-accent)',
  likes: 'var(--color-danger)',
  comments: 'var(--color-info)',
  watch_ms: 'var(--color-success)',
};

export interface StudioChartsProps {
  /** Every day of the range, oldest first (fillDays). */
  days: DayStat[];
}

interface Point {
  label: string;
  long: string;
  value: number;
}

export default function StudioCharts({ days }: StudioChartsProps) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const short = days.length <= 7;
  const label = (date: string) => (short ? formatDay(locale, date, 'short') : formatShortDate(locale, date));
  const long = (date: string) => formatDay(locale, date, 'long');
  const series = (metric: Metric): Point[] =>
    days.map((day) => ({
      label: label(day.date),
      long: long(day.date),
      value: metric === 'watch_ms' ? watchMinutes(day.watch_ms) : day[metric],
    }));
  const totals = sumDays(days);
  const valueText = (metric: Metric, value: number) =>
    metric === 'watch_ms' ? formatWatchTime(t, value) : formatCount(locale, value);
  const summary = (metric: Metric) => {
    const peak = peakDay(days, metric);
    const total = t('charts.summaryTotal', { total: valueText(metric, totals[metric]) });
    return peak ? `${total} · ${t('charts.summaryPeak', { day: long(peak.date), value: valueText(metric, peak[metric]) })}` : total;
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.grid}>
        {(['views', 'likes', 'comments'] as const).map((metric) => (
          <figure key={metric} className={styles.figure} data-testid={`chart-${metric}`}>
            <figcaption className={styles.caption}>
              <span className={styles.title}>{t(`metrics.${metric}`)}</span>
              <span className={styles.summary}>{summary(metric)}</span>
            </figcaption>
            <MetricBars data={series(metric)} colour={COLOURS[metric]} name={t(`metrics.${metric}`)} format={(value) => formatCount(locale, value)} />
          </figure>
        ))}
        <figure className={styles.figure} data-testid="chart-watch_ms">
          <figcaption className={styles.caption}>
            <span className={styles.title}>{t('metrics.watch_ms')}</span>
            <span className={styles.summary}>{summary('watch_ms')}</span>
          </figcaption>
          <WatchArea data={series('watch_ms')} name={t('charts.watchMinutes')} format={(minutes) => formatWatchTime(t, minutes * 60_000)} />
        </figure>
      </div>
      <details className={styles.details}>
        <summary>{t('charts.showTable')}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="days-table">
            <caption>{t('charts.tableCaption', { count: days.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.day')}</th>
                <th scope="col">{t('metrics.views')}</th>
                <th scope="col">{t('metrics.likes')}</th>
                <th scope="col">{t('metrics.comments')}</th>
                <th scope="col">{t('metrics.watch_ms')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{long(day.date)}</th>
                  <td>{formatCount(locale, day.views)}</td>
                  <td>{formatCount(locale, day.likes)}</td>
                  <td>{formatCount(locale, day.comments)}</td>
                  <td>{formatWatchTime(t, day.watch_ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

interface SeriesProps {
  data: Point[];
  name: string;
  format: (value: number) => string;
}

function MetricBars({ data, name, colour, format }: SeriesProps & { colour: string }) {
  const rtl = useRtl();
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 12, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} reversed={rtl} minTickGap={12} />
          <YAxis tick={AXIS_TICK} tickFormatter={format} tickLine={false} axisLine={false} width={40} allowDecimals={false} orientation={rtl ? 'right' : 'left'} />
          <Tooltip
            cursor={TOOLTIP_CURSOR}
            contentStyle={TOOLTIP_STYLE}
            formatter={(value) => [format(Number(value)), name]}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.long ?? ''}
          />
          <Bar dataKey="value" fill={colour} radius={[5, 5, 0, 0]} maxBarSize={36} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function WatchArea({ data, name, format }: SeriesProps) {
  const rtl = useRtl();
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 12, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} reversed={rtl} minTickGap={12} />
          {/* Minutes on the axis, in the tooltip's words and the locale's numbers ("30 Sek.", not "0.5"). */}
          <YAxis tick={AXIS_TICK} tickFormatter={format} tickLine={false} axisLine={false} width={64} orientation={rtl ? 'right' : 'left'} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            formatter={(value) => [format(Number(value)), name]}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.long ?? ''}
          />
          <Area
            type="monotone"
            dataKey="value"
            stroke={COLOURS.watch_ms}
            fill={COLOURS.watch_ms}
            fillOpacity={0.18}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
