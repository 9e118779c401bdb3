import { localeOf } from '../../../i18n/languages';
/** "heute um 23:00 Uhr", "morgen um 00:00 Uhr" or a date: when something becomes available again. */
export function formatWhen(iso: string, language: string, t: (key: string, values?: Record<string, string>) => string, now = new Date()): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(at);
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  if (at.toDateString() === now.toDateString()) return t('time.today', { time });
  if (at.toDateString() === tomorrow.toDateString()) return t('time.tomorrow', { time });
  return t('time.at', { date: new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(at) });
}
