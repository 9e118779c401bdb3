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

/** A bucket from 0 to 99 for this user and flag. */
export function rolloutBucket(userId: number, flagName: string): number {
  return fnv1a(`${userId}:${flagName}`) % 100;
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
