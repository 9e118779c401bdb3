// Spec §6: test users always get every flag; everyone else by a stable hash of user id and flag name
// compared with the rollout percentage, so a user's answer does not flip between requests.

export interface FlagSetting {
  enabledForAll: boolean;
  rolloutPercentage: number;
}

/** FNV-1a (32 bit): tiny, deterministic and the same in Node and the browser. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A bucket from 0 to 99 for this user (or a visitor's anonymous token) and flag. */
export function rolloutBucket(subject: number | string, flagName: string): number {
  const key = typeof subject === 'number' ? String(subject) : `anon:${subject}`;
  return fnv1a(`${key}:${flagName}`) % 100;
}

/**
 * Spec §6 for `/api/web_experiments/`: test users get everything, enabledForAll is on for everyone, and
 * otherwise the subject's stable bucket (user id, else the visitor's anonymous token) decides.
 */
export function evaluateExperiment(
  flag: FlagSetting,
  flagName: string,
  subject: { userId: number | null; anonymousToken: string | null },
  testUserIds: readonly number[],
): { enabled: boolean; bucket: number | null } {
  if (subject.userId !== null && testUserIds.includes(subject.userId)) return { enabled: true, bucket: null };
  const key = subject.userId ?? subject.anonymousToken;
  const bucket = key === null ? null : rolloutBucket(key, flagName);
  if (flag.enabledForAll) return { enabled: true, bucket };
  return { enabled: bucket !== null && bucket < flag.rolloutPercentage, bucket };
}

export function isFlagEnabled(
  flag: FlagSetting,
  flagName: string,
  userId: number | null,
  testUserIds: readonly number[],
): boolean {
  if (userId !== null && testUserIds.includes(userId)) return true;
  if (flag.enabledForAll) return true;
  if (userId === null) return false;
  return rolloutBucket(userId, flagName) < flag.rolloutPercentage;
}
