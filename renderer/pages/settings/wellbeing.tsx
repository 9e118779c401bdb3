import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, CircleAlert, CircleCheck, Gauge, Hourglass, Rocket, Sparkles, Sprout } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOAL_TYPES, type GoalType } from '../../../common/constants';
import type { GamingGoal, GamingGoalsResponse, WellbeingStats } from '../../../common/contract/wellbeing';
import { PlayButton } from '../../features/launcher/PlayButton';
import { useSessionStore } from '../../features/session/store';
import { useToastStore } from '../../features/toasts/store';
import { formatDate, formatDuration, formatMood, formatRelative, useLocale } from '../../features/wellbeing/format';
import { type PlayPermission, requestPlay } from '../../features/wellbeing/gate';
import {
  DAILY_MINUTES_MAX,
  DAILY_MINUTES_MIN,
  DAILY_MINUTES_STEP,
  defaultDailyMinutes,
  defaultSettings,
  type GoalSettings,
  moodEmoji,
  parseDailyMinutes,
  settingsForSave,
  visibleSettings,
  wellbeingErrorKey,
} from '../../features/wellbeing/gate-rules';
import { goalsQuery, lastPlayedQuery, statsQuery, useSetGoal, wellbeingKeys } from '../../features/wellbeing/queries';
import { Button, Card, Page, PageHeader, Spinner, Switch, TextField } from '../../ui';
import styles from './wellbeing.module.css';

// /settings/wellbeing: the gaming goal (spec §3 Gaming goal, §4 "Gaming goal before play"), a preview of the
// pre-play gate, the statistics, the games played last and the earlier goals.

// recharts is only needed here and is big: it lives in its own chunk, loaded when the statistics show.
const StatsCharts = lazy(() => import('../../features/wellbeing/components/StatsCharts'));

const GOAL_ICONS: Record<GoalType, typeof Hourglass> = { less: Hourglass, fulfilling: Sprout, more: Rocket };

export default function WellbeingSettingsPage() {
  const { t } = useTranslation('wellbeing');
  const userId = useSessionStore((state) => state.user?.id ?? null);

  return (
    <Page testId="wellbeing-page">
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
      {userId === null ? (
        <Card>
          <p>{t('page.loggedOut')}</p>
        </Card>
      ) : (
        <div className={styles.sections}>
          <GoalSection userId={userId} />
          <PreviewSection />
          <StatsSection userId={userId} />
          <LastPlayedSection userId={userId} />
          <HistorySection userId={userId} />
        </div>
      )}
    </Page>
  );
}

interface SectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  testId?: string;
}

function Section({ id, title, lead, children, testId }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead && <p className={styles.sectionLead}>{lead}</p>}
      </div>
      {children}
    </section>
  );
}

function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('wellbeing');
  return (
    <div className={styles.errorBox} role="alert">
      <CircleAlert className={styles.inlineIcon} aria-hidden="true" />
      <p className={styles.grow}>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}

function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The goal

function GoalSection({ userId }: { userId: number }) {
  const { t } = useTranslation('wellbeing');
  const goals = useQuery(goalsQuery(userId));
  const sectionId = useId();

  return (
    <Section id={`${sectionId}-goal`} title={t('goal.title')} lead={t('goal.lead')} testId="wellbeing-goal">
      {goals.isPending && <Spinner label={t('goal.loading')} showLabel />}
      {goals.isError && (
        <ErrorBox message={t(wellbeingErrorKey(goals.error, 'goals'))} onRetry={() => void goals.refetch()} />
      )}
      {goals.data && <GoalForm key={userId} userId={userId} current={goals.data.goal} />}
    </Section>
  );
}

interface GoalDraft {
  goalType: GoalType | null;
  settings: GoalSettings;
  minutesText: string;
  minutesTouched: boolean;
}

function draftFrom(goal: GamingGoal | null): GoalDraft {
  return goal
    ? {
        goalType: goal.goal_type,
        settings: goal.settings,
        minutesText: String(goal.daily_minutes),
        minutesTouched: false,
      }
    : { goalType: null, settings: defaultSettings('less'), minutesText: '', minutesTouched: false };
}

function sameAsSaved(goal: GamingGoal | null, goalType: GoalType, settings: GoalSettings, minutes: number): boolean {
  return (
    goal !== null &&
    goal.goal_type === goalType &&
    goal.daily_minutes === minutes &&
    goal.settings.confirmBeforeStart === settings.confirmBeforeStart &&
    goal.settings.collectFeedback === settings.collectFeedback
  );
}

function GoalForm({ userId, current }: { userId: number; current: GamingGoal | null }) {
  const { t } = useTranslation('wellbeing');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formId = useId();
  const [draft, setDraft] = useState<GoalDraft>(() => draftFrom(current));
  const [showErrors, setShowErrors] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = useSetGoal({
    onSuccess: (goal) => {
      queryClient.setQueryData<GamingGoalsResponse>(wellbeingKeys.goals(userId), (previous) => ({
        goal,
        history: [
          ...(previous?.goal ? [{ ...previous.goal, active: false }] : []),
          ...(previous?.history ?? []),
        ],
      }));
      void queryClient.invalidateQueries({ queryKey: wellbeingKeys.stats(userId) });
      void queryClient.invalidateQueries({ queryKey: wellbeingKeys.alternatives(userId) });
      useToastStore.getState().show({ type: 'success', message: 'wellbeing:goal.savedToast' });
    },
  });

  const minutes = parseDailyMinutes(draft.minutesText);
  const goalType = draft.goalType;
  const settings = goalType ? settingsForSave(goalType, draft.settings) : draft.settings;
  const unchanged = goalType !== null && minutes !== null && sameAsSaved(current, goalType, settings, minutes);

  const pickGoal = (next: GoalType) => {
    setSaved(false);
    save.reset();
    setDraft((previous) => {
      const backToSaved = current?.goal_type === next;
      return {
        goalType: next,
        settings: backToSaved ? current.settings : defaultSettings(next),
        minutesText: previous.minutesTouched
          ? previous.minutesText
          : String(backToSaved ? current.daily_minutes : defaultDailyMinutes(next)),
        minutesTouched: previous.minutesTouched,
      };
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!goalType || minutes === null) return;
    setSaved(false);
    save.mutate(
      { goal_type: goalType, settings, daily_minutes: minutes },
      { onSuccess: () => setSaved(true) },
    );
  };

  const minutesError =
    showErrors && minutes === null ? t('goal.minutesError', { min: DAILY_MINUTES_MIN, max: DAILY_MINUTES_MAX }) : undefined;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${formId}-status`}>
      <p id={`${formId}-status`} className={styles.currentGoal} data-testid="current-goal">
        {current
          ? t('goal.current', {
              goal: t(`goalTypes.${current.goal_type}.title`),
              date: formatDate(locale, current.created_at),
            })
          : t('goal.none')}
      </p>

      <fieldset className={styles.goalChoices}>
        <legend className={styles.legend}>{t('goal.choose')}</legend>
        {showErrors && !goalType && (
          <p className={styles.fieldError} role="alert">
            {t('goal.chooseError')}
          </p>
        )}
        <div className={styles.goalGrid}>
          {GOAL_TYPES.map((type) => {
            const Icon = GOAL_ICONS[type];
            const inputId = `${formId}-${type}`;
            return (
              <div key={type} className={styles.goalOption}>
                <input
                  id={inputId}
                  className={styles.goalInput}
                  type="radio"
                  name={`${formId}-goal`}
                  value={type}
                  checked={goalType === type}
                  onChange={() => pickGoal(type)}
                  aria-describedby={`${inputId}-text`}
                  data-testid={`goal-${type}`}
                />
                <div className={styles.goalCard}>
                  <Icon className={styles.goalIcon} aria-hidden="true" />
                  <label htmlFor={inputId} className={styles.goalTitle}>
                    {t(`goalTypes.${type}.title`)}
                  </label>
                  <span id={`${inputId}-text`} className={styles.goalText}>
                    {t(`goalTypes.${type}.description`)}
                  </span>
                  <CircleCheck className={styles.goalCheck} aria-hidden="true" />
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>

      {goalType && (
        <Card className={styles.settingsCard}>
          <h3 className={styles.cardTitle}>{t('goal.settingsTitle', { goal: t(`goalTypes.${goalType}.title`) })}</h3>
          {visibleSettings(goalType).includes('confirmBeforeStart') && (
            <Switch
              checked={draft.settings.confirmBeforeStart}
              onChange={(checked) => {
                setSaved(false);
                setDraft((previous) => ({
                  ...previous,
                  settings: { ...previous.settings, confirmBeforeStart: checked },
                }));
              }}
              label={t('settings.confirmBeforeStart.label')}
              description={t('settings.confirmBeforeStart.description')}
            />
          )}
          {visibleSettings(goalType).includes('collectFeedback') && (
            <Switch
              checked={draft.settings.collectFeedback}
              onChange={(checked) => {
                setSaved(false);
                setDraft((previous) => ({
                  ...previous,
                  settings: { ...previous.settings, collectFeedback: checked },
                }));
              }}
              label={t('settings.collectFeedback.label')}
              description={t('settings.collectFeedback.description')}
            />
          )}
          {goalType === 'more' && <p className={styles.muted}>{t('settings.moreNoInterruptions')}</p>}
          <TextField
            label={t('goal.minutesLabel')}
            type="number"
            inputMode="numeric"
            min={DAILY_MINUTES_MIN}
            max={DAILY_MINUTES_MAX}
            step={DAILY_MINUTES_STEP}
            value={draft.minutesText}
            onChange={(event) => {
              setSaved(false);
              setDraft((previous) => ({ ...previous, minutesText: event.target.value, minutesTouched: true }));
            }}
            hint={
              minutes === null
                ? t('goal.minutesHint', { min: DAILY_MINUTES_MIN, count: DAILY_MINUTES_MAX })
                : t('goal.minutesHintValue', { duration: formatDuration(t, minutes) })
            }
            error={minutesError}
            className={styles.minutesField}
            data-testid="goal-minutes"
          />
        </Card>
      )}

      <div className={styles.formActions}>
        <Button type="submit" loading={save.isPending} disabled={unchanged} data-testid="goal-save">
          {current ? t('goal.saveChange') : t('goal.save')}
        </Button>
        <output className={styles.formStatus} aria-live="polite">
          {saved && !save.isPending && (
            <span className={styles.success} data-testid="goal-saved">
              <CircleCheck className={styles.inlineIcon} aria-hidden="true" />
              {t('goal.saved')}
            </span>
          )}
          {unchanged && !saved && <span className={styles.muted}>{t('goal.unchanged')}</span>}
        </output>
      </div>
      {save.isError && <ErrorBox message={t(wellbeingErrorKey(save.error, 'save'))} />}
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Preview of the pre-play gate

function PreviewSection() {
  const { t } = useTranslation('wellbeing');
  const sectionId = useId();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<PlayPermission | null>(null);

  const tryIt = async () => {
    setRunning(true);
    setResult(null);
    try {
      setResult(await requestPlay({ id: 0, name: t('preview.gameName') }));
    } finally {
      setRunning(false);
    }
  };

  let outcome: string | null = null;
  if (result) {
    if (!result.proceed) outcome = t('preview.result.cancelled');
    else if (result.intervention === 'none') outcome = t('preview.result.noQuestion');
    else if (result.intervention === 'confirm') outcome = t('preview.result.confirmed');
    else if (result.moodBefore !== null)
      outcome = t('preview.result.withMood', { emoji: moodEmoji(result.moodBefore), mood: t(`mood.${result.moodBefore}`, { ns: 'common' }) });
    else outcome = t('preview.result.withoutMood');
  }

  return (
    <Section
      id={`${sectionId}-preview`}
      title={t('preview.title')}
      lead={t('preview.lead')}
      testId="wellbeing-preview"
    >
      <div className={styles.previewRow}>
        <Button
          variant="secondary"
          icon={<Sparkles />}
          loading={running}
          onClick={() => void tryIt()}
          data-testid="gate-preview"
        >
          {t('preview.button')}
        </Button>
        <output className={styles.previewResult} aria-live="polite" data-testid="gate-preview-result">
          {outcome}
        </output>
      </div>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Statistics

function todayMinutes(stats: WellbeingStats): number {
  return stats.days.at(-1)?.minutes ?? 0;
}

function StatsSection({ userId }: { userId: number }) {
  const { t } = useTranslation('wellbeing');
  const locale = useLocale();
  const sectionId = useId();
  const stats = useQuery(statsQuery(userId));

  return (
    <Section id={`${sectionId}-stats`} title={t('stats.title')} lead={t('stats.lead')} testId="wellbeing-stats">
      {stats.isPending && <Spinner label={t('stats.loading')} showLabel />}
      {stats.isError && (
        <ErrorBox message={t(wellbeingErrorKey(stats.error, 'stats'))} onRetry={() => void stats.refetch()} />
      )}
      {stats.data && stats.data.total_sessions === 0 && (
        <EmptyState icon={<BarChart3 />} title={t('stats.empty.title')} text={t('stats.empty.text')} />
      )}
      {stats.data && stats.data.total_sessions > 0 && (
        <>
          <dl className={styles.tiles}>
            <div className={styles.tile} data-testid="stats-within-goal">
              <dt className={styles.tileLabel}>{t('stats.tiles.withinGoal')}</dt>
              <dd className={styles.tileValue}>
                {stats.data.goal
                  ? t('stats.tiles.withinGoalValue', { within: stats.data.days_within_goal, count: stats.data.days_total })
                  : t('stats.tiles.noGoal')}
              </dd>
            </div>
            <div className={styles.tile}>
              <dt className={styles.tileLabel}>{t('stats.tiles.today')}</dt>
              <dd className={styles.tileValue}>{formatDuration(t, todayMinutes(stats.data))}</dd>
            </div>
            <div className={styles.tile}>
              <dt className={styles.tileLabel}>{t('stats.tiles.week')}</dt>
              <dd className={styles.tileValue}>
                {formatDuration(
                  t,
                  stats.data.days.reduce((sum, day) => sum + day.minutes, 0),
                )}
              </dd>
            </div>
            <div className={styles.tile}>
              <dt className={styles.tileLabel}>{t('stats.tiles.mood')}</dt>
              <dd className={styles.tileValue}>
                {stats.data.mood.before_avg !== null && stats.data.mood.after_avg !== null
                  ? t('stats.tiles.moodValue', {
                      before: formatMood(locale, stats.data.mood.before_avg),
                      after: formatMood(locale, stats.data.mood.after_avg),
                    })
                  : t('stats.mood.none')}
              </dd>
            </div>
          </dl>
          <Suspense fallback={<Spinner label={t('stats.chartsLoading')} showLabel center />}>
            <StatsCharts stats={stats.data} />
          </Suspense>
        </>
      )}
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Last played

function LastPlayedSection({ userId }: { userId: number }) {
  const { t } = useTranslation('wellbeing');
  const locale = useLocale();
  const sectionId = useId();
  const lastPlayed = useQuery(lastPlayedQuery(userId));

  return (
    <Section
      id={`${sectionId}-last`}
      title={t('lastPlayed.title')}
      lead={t('lastPlayed.lead')}
      testId="wellbeing-last-played"
    >
      {lastPlayed.isPending && <Spinner label={t('lastPlayed.loading')} showLabel />}
      {lastPlayed.isError && (
        <ErrorBox
          message={t(wellbeingErrorKey(lastPlayed.error, 'lastPlayed'))}
          onRetry={() => void lastPlayed.refetch()}
        />
      )}
      {lastPlayed.data?.length === 0 && (
        <EmptyState icon={<Gauge />} title={t('lastPlayed.empty.title')} text={t('lastPlayed.empty.text')} />
      )}
      {lastPlayed.data && lastPlayed.data.length > 0 && (
        <ul className={styles.games}>
          {lastPlayed.data.slice(0, 6).map((entry) => (
            <li key={entry.game.id} className={styles.gameRow}>
              <div className={styles.gameInfo}>
                <span className={styles.gameName}>{entry.game.name}</span>
                <span className={styles.muted}>
                  {t('lastPlayed.when', { when: formatRelative(locale, entry.played_at) })}
                </span>
              </div>
              <PlayButton game={entry.game} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Earlier goals

function HistorySection({ userId }: { userId: number }) {
  const { t } = useTranslation('wellbeing');
  const locale = useLocale();
  const sectionId = useId();
  const goals = useQuery(goalsQuery(userId));
  const history = goals.data?.history ?? [];

  // Goals come newest first; each earlier goal ended when the next one was set.
  const endOf = (index: number): string | null => {
    const next = index === 0 ? goals.data?.goal : history[index - 1];
    return next?.created_at ?? null;
  };

  return (
    <Section id={`${sectionId}-history`} title={t('history.title')} testId="wellbeing-history">
      {goals.data && history.length === 0 && <p className={styles.muted}>{t('history.empty')}</p>}
      {history.length > 0 && (
        <ol className={styles.history}>
          {history.map((goal, index) => {
            const end = endOf(index);
            const settings = [
              goal.settings.confirmBeforeStart ? t('settings.confirmBeforeStart.label') : null,
              goal.settings.collectFeedback ? t('settings.collectFeedback.label') : null,
            ].filter(Boolean);
            return (
              <li key={goal.id} className={styles.historyItem}>
                <span className={styles.historyTitle}>{t(`goalTypes.${goal.goal_type}.title`)}</span>
                <span className={styles.muted}>
                  {end
                    ? t('history.range', { from: formatDate(locale, goal.created_at), to: formatDate(locale, end) })
                    : t('history.since', { from: formatDate(locale, goal.created_at) })}
                </span>
                <span className={styles.historyMeta}>
                  {[t('history.perDay', { duration: formatDuration(t, goal.daily_minutes) }), ...settings].join(' · ')}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
