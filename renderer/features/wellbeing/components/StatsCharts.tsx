import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { MOOD_MAX } from '../../../../common/constants';
import type { WellbeingStats } from '../../../../common/contract/wellbeing';
import { formatDay, formatDuration, formatMood, formatShortDate, useLocale } from '../format';
import { moodChange } from '../gate-rules';
import styles from './StatsCharts.module.css';
import { AXIS_TICK, TOOLTIP_CURSOR, TOOLTIP_STYLE, useRtl } from '../../../ui/chart-theme';

// The statistics charts of /settings/wellbeing. This module is the only one that imports recharts and is loaded
// with React.lazy, so recharts lands in its own chunk. Every chart is hidden from assistive technology and
// comes with a visible text summary and a table for screen readers that carries the same numbers.

/** Height of one game's pair of mood bars, and of the axis and legend around them. */
const MOOD_ROW_REM = 3.25;
const MOOD_CHROME_REM = 4;
const LABEL_MAX = 16;

/** Axis labels stay short; the full name is in the tooltip and the table. */
function shorten(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1).trimEnd()}…` : label;
}

interface ChartFigureProps {
  testId: string;
  title: string;
  summary: string;
  /** Spans both columns of the grid. */
  wide?: boolean;
  children: ReactNode;
}

/** The card around one chart: a figure whose caption carries the title and the visible text summary. */
function ChartFigure({ testId, title, summary, wide = false, children }: ChartFigureProps) {
  return (
    <figure className={wide ? `${styles.figure} ${styles.wide}` : styles.figure} data-testid={testId}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.summary}>{summary}</span>
      </figcaption>
      {children}
    </figure>
  );
}

interface MinutesBarChartProps {
  /** One entry per column: the short axis label, the long label for the tooltip, and the minutes. */
  data: ReadonlyArray<{ label: string; long: string; minutes: number }>;
  yAxisWidth: number;
  /** Name of the value in the tooltip. */
  valueName: string;
  /** The bars, and anything drawn with them (reference lines). */
  children: ReactNode;
}

/** Column chart of minutes over time, hidden from assistive technology; the axes follow the text direction. */
function MinutesBarChart({ data, yAxisWidth, valueName, children }: MinutesBarChartProps) {
  const { t } = useTranslation('wellbeing');
  const rtl = useRtl();
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 12, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} reversed={rtl} />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={yAxisWidth}
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
          />
          <Tooltip
            cursor={TOOLTIP_CURSOR}
            contentStyle={TOOLTIP_STYLE}
            formatter={(value) => [formatDuration(t, Number(value)), valueName]}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.long ?? ''}
          />
          {children}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export interface StatsChartsProps {
  stats: WellbeingStats;
}

export default function StatsCharts({ stats }: StatsChartsProps) {
  return (
    <div className={styles.grid}>
      <DaysChart stats={stats} />
      <WeeksChart stats={stats} />
      <MoodChart stats={stats} />
    </div>
  );
}

function DaysChart({ stats }: StatsChartsProps) {
  const { t } = useTranslation('wellbeing');
  const locale = useLocale();
  const goal = stats.goal;
  const data = stats.days.map((day) => ({
    label: formatDay(locale, day.date, 'short'),
    long: formatDay(locale, day.date, 'long'),
    minutes: day.minutes,
    sessions: day.sessions,
    within: day.within_goal,
  }));
  const busiest = data.reduce<(typeof data)[number] | null>(
    (best, day) => (day.minutes > (best?.minutes ?? 0) ? day : best),
    null,
  );

  const summary = [
    goal
      ? t('stats.days.summaryGoal', { within: stats.days_within_goal, count: stats.days_total })
      : t('stats.days.summaryNoGoal'),
    busiest ? t('stats.days.summaryBusiest', { day: busiest.long, duration: formatDuration(t, busiest.minutes) }) : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ChartFigure testId="chart-days" title={t('stats.days.title')} summary={summary}>
      <MinutesBarChart data={data} yAxisWidth={36} valueName={t('stats.days.minutes')}>
        {goal && (
          <ReferenceLine
            y={goal.daily_minutes}
            stroke="var(--color-text-muted)"
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
          />
        )}
        <Bar dataKey="minutes" radius={[6, 6, 0, 0]} maxBarSize={40} isAnimationActive={false}>
          {data.map((day) => (
            <Cell key={day.long} fill={day.within ? 'var(--color-success)' : 'var(--color-warning)'} />
          ))}
        </Bar>
      </MinutesBarChart>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.swatchWithin}`} />
          {t('stats.days.legendWithin')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchOver}`} />
          {t('stats.days.legendOver')}
        </li>
        {goal && (
          <li>
            <span className={`${styles.swatch} ${styles.swatchLine}`} />
            {t('stats.days.legendGoal', { duration: formatDuration(t, goal.daily_minutes) })}
          </li>
        )}
      </ul>
      <table className="visually-hidden">
        <caption>{t('stats.days.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.table.day')}</th>
            <th scope="col">{t('stats.table.minutes')}</th>
            <th scope="col">{t('stats.table.sessions')}</th>
            {goal && <th scope="col">{t('stats.table.withinGoal')}</th>}
          </tr>
        </thead>
        <tbody>
          {data.map((day) => (
            <tr key={day.long}>
              <th scope="row">{day.long}</th>
              <td>{day.minutes}</td>
              <td>{day.sessions}</td>
              {goal && <td>{day.within ? t('stats.table.yes') : t('stats.table.no')}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ChartFigure>
  );
}

function WeeksChart({ stats }: StatsChartsProps) {
  const { t } = useTranslation('wellbeing');
  const locale = useLocale();
  const data = stats.weeks.map((week) => ({
    label: formatShortDate(locale, week.week_start),
    long: t('stats.weeks.weekOf', { date: formatShortDate(locale, week.week_start) }),
    minutes: week.minutes,
    sessions: week.sessions,
  }));
  const current = data.at(-1);
  const previous = data.at(-2);
  const summary =
    current && previous
      ? t('stats.weeks.summary', {
          current: formatDuration(t, current.minutes),
          previous: formatDuration(t, previous.minutes),
        })
      : '';

  return (
    <ChartFigure testId="chart-weeks" title={t('stats.weeks.title')} summary={summary}>
      <MinutesBarChart data={data} yAxisWidth={40} valueName={t('stats.weeks.minutes')}>
        <Bar
          dataKey="minutes"
          fill="var(--color-accent)"
          radius={[6, 6, 0, 0]}
          maxBarSize={56}
          isAnimationActive={false}
        />
      </MinutesBarChart>
      <table className="visually-hidden">
        <caption>{t('stats.weeks.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.table.week')}</th>
            <th scope="col">{t('stats.table.minutes')}</th>
            <th scope="col">{t('stats.table.sessions')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((week) => (
            <tr key={week.long}>
              <th scope="row">{week.long}</th>
              <td>{week.minutes}</td>
              <td>{week.sessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartFigure>
  );
}

function MoodChart({ stats }: StatsChartsProps) {
  const { t } = useTranslation('wellbeing');
  const locale = useLocale();
  const rtl = useRtl();
  const { before_avg: before, after_avg: after } = stats.mood;
  const games = stats.per_game.filter((game) => game.mood_before_avg !== null || game.mood_after_avg !== null);
  const hasMood = before !== null || after !== null;

  const data = [
    { key: 'all', label: t('stats.mood.allGames'), before, after },
    ...games.map((game) => ({
      key: String(game.game_id),
      label: game.name,
      before: game.mood_before_avg,
      after: game.mood_after_avg,
    })),
  ];
  const change = moodChange(before, after);
  const format = (value: number | null) => (value === null ? t('stats.mood.none') : formatMood(locale, value));

  let summary: string;
  if (!hasMood) summary = t('stats.mood.empty');
  else if (change === null) summary = t('stats.mood.summaryPartial', { before: format(before), after: format(after) });
  else
    summary = t(change > 0 ? 'stats.mood.summaryBetter' : change < 0 ? 'stats.mood.summaryWorse' : 'stats.mood.summarySame', {
      before: format(before),
      after: format(after),
      change: formatMood(locale, Math.abs(change)),
    });

  return (
    <ChartFigure testId="chart-mood" title={t('stats.mood.title')} summary={summary} wide>
      {hasMood && (
        <>
          <div
            className={styles.chart}
            style={{ blockSize: `${data.length * MOOD_ROW_REM + MOOD_CHROME_REM}rem` }}
            aria-hidden="true"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={data}
                layout="vertical"
                margin={{ top: 4, right: 12, bottom: 0, left: 4 }}
                barGap={2}
                accessibilityLayer={false}
              >
                <CartesianGrid horizontal={false} stroke="var(--color-border)" />
                <XAxis
                  type="number"
                  domain={[0, MOOD_MAX]}
                  ticks={[1, 2, 3, 4, 5]}
                  tick={AXIS_TICK}
                  tickLine={false}
                  axisLine={false}
                  reversed={rtl}
                />
                <YAxis
                  type="category"
                  dataKey="label"
                  tick={AXIS_TICK}
                  tickLine={false}
                  axisLine={false}
                  width={112}
                  interval={0}
                  tickFormatter={shorten}
                  orientation={rtl ? 'right' : 'left'}
                />
                <Tooltip
                  cursor={TOOLTIP_CURSOR}
                  contentStyle={TOOLTIP_STYLE}
                  formatter={(value, name) => [
                    typeof value === 'number' ? formatMood(locale, value) : t('stats.mood.none'),
                    name,
                  ]}
                />
                <Legend itemSorter={null} wrapperStyle={{ fontSize: 13, color: 'var(--color-text-muted)' }} />
                <Bar
                  dataKey="before"
                  name={t('stats.mood.before')}
                  fill="var(--color-border-strong)"
                  radius={rtl ? [6, 0, 0, 6] : [0, 6, 6, 0]}
                  maxBarSize={18}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="after"
                  name={t('stats.mood.after')}
                  fill="var(--color-accent)"
                  radius={rtl ? [6, 0, 0, 6] : [0, 6, 6, 0]}
                  maxBarSize={18}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="visually-hidden">
            <caption>{t('stats.mood.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stats.table.game')}</th>
                <th scope="col">{t('stats.mood.before')}</th>
                <th scope="col">{t('stats.mood.after')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{format(row.before)}</td>
                  <td>{format(row.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ChartFigure>
  );
}
