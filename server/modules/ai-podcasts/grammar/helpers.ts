import type { ScriptLine } from './types';

// Small tools the grammar uses to assemble lines from a language's phrases.

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

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholders of a phrase, as written ({terms}, {Terms}). */
export function placeholdersOf(phrase: string): string[] {
  return [...phrase.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * A phrase with its {placeholders} filled in one pass (a value that contains braces stays as it is). A placeholder
 * written with a capital ({Terms}) starts the sentence: its value gets a capital first letter.
 */
export function fill(phrase: string, values: Record<string, string>): string {
  return phrase.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name.charAt(0).toLowerCase() + name.slice(1)];
    if (value === undefined) return match;
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalize(value) : value;
  });
}
