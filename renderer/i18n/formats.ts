/**
 * Intl formatters, one per locale and options, made once and kept. Creating one costs far more than formatting
 * with it: the catalogue's 24 cards made three each on every render, and on a throttled phone that was most of
 * the page's main-thread time (docs/performance.md, Lighthouse).
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(store: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = store.get(key);
  if (!format) {
    format = make();
    store.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
