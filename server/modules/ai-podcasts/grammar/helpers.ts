import type { ScriptLine } from './types';

// Small tools every grammar uses.

export const a = (text: string): ScriptLine => ({ speaker: 'a', text });
export const b = (text: string): ScriptLine => ({ speaker: 'b', text });

export function pick<T>(random: () => number, options: readonly T[]): T {
  return options[Math.floor(random() * options.length)]!;
}

/** "A, B and C": `separator` between the items, `last` before the last one. */
export function joinWith(items: string[], separator: string, last: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(separator)}${last}${items.at(-1)}`;
}

export function quote(quotes: readonly [string, string], title: string): string {
  return `${quotes[0]}${title}${quotes[1]}`;
}

/** The first letter upper-case: a sentence that starts with the description's own words. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
