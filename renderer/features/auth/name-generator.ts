import { checkUsername } from '../../../common/rules/validation';

// Spec §9 "Random name parts: 5 prefixes, 5 nouns, 11 suffixes", for the fast sign-up path of §4.

export const NAME_PREFIXES = ['Flinker', 'Wilder', 'Stiller', 'Mutiger', 'Listiger'] as const;
export const NAME_NOUNS = ['Drache', 'Fuchs', 'Ritter', 'Zocker', 'Wolf'] as const;
export const NAME_SUFFIXES = ['7', '13', '42', '64', '77', '99', '123', '360', '1337', '_GG', '_Pro'] as const;

function pick<T>(items: readonly T[], random: () => number): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}

/** A name like "FlinkerFuchs42"; every combination passes the username rule. */
export function generateName(random: () => number = Math.random): string {
  const name = `${pick(NAME_PREFIXES, random)}${pick(NAME_NOUNS, random)}${pick(NAME_SUFFIXES, random)}`;
  if (checkUsername(name) !== null) throw new Error(`generated name "${name}" breaks the username rule`);
  return name;
}
