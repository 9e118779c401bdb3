import type { TFunction } from 'i18next';

// Number, share and duration texts of the studio, in the current language (locale from useLocale()).

export function formatCount(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** 0.734 → "73 %" (in the locale's own spelling); null → the given placeholder. */
export function formatShare(locale: string, share: number | null, none: string): string {
  if (share === null) return none;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Watch time: "45 Sek.", "12 Min.", "3 Std. 5 Min.". */
export function formatWatchTime(t: TFunction, ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return t('units.seconds', { ns: 'studio', count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('units.minutes', { ns: 'studio', count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('units.hours', { ns: 'studio', count: hours }) : t('units.hoursMinutes', { ns: 'studio', hours, minutes: rest });
}

/** An instant (ISO 8601) as date and time in the viewer's time zone: "14.03.2025, 18:30". */
export function formatDateTime(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
