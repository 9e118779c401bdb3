import { toBcp47 } from '../../i18n/languages';

/** Today: the time; this week: the weekday; else the date (in the interface language). */
export function formatChatTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const locale = toBcp47(language as Parameters<typeof toBcp47>[0]);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (now.getTime() - date.getTime() < 6 * 86_400_000) return date.toLocaleDateString(locale, { weekday: 'short' });
  return date.toLocaleDateString(locale, { day: '2-digit', month: '2-digit', year: '2-digit' });
}
