import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLanguage, toBcp47 } from '../../i18n/languages';

// Formatting of minutes, days and moods for the well-being screens, in the current language.

/** The BCP 47 locale of the current language, for Intl formatting (zhCN → zh-CN). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? toBcp47(language) : 'de';
}

/** "45 Minuten", "1 Stunde", "2 Std. 5 Min." */
export function formatDuration(t: TFunction, minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return t('units.minutes', { ns: 'wellbeing', count: total });
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (rest === 0) return t('units.hours', { ns: 'wellbeing', count: hours });
  return t('units.hoursMinutes', { ns: 'wellbeing', hours, minutes: rest });
}

/** A calendar day of the statistics (YYYY-MM-DD, already in the viewer's days) as text. */
export function formatDay(locale: string, day: string, style: 'short' | 'long'): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { weekday: 'short', timeZone: 'UTC' }
      : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** "3. März" for the week starting on that Monday. */
export function formatShortDate(locale: string, day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** An instant (ISO 8601) as a date in the viewer's time zone: "12. März 2025". */
export function formatDate(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** "vor 2 Stunden", "gestern" for an instant in the past. */
export function formatRelative(locale: string, iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  return formatDate(locale, iso);
}

/** A mood average with one decimal in the locale: "3,5". */
export function formatMood(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);
}
