import { LRUCache } from 'lru-cache';

// The in-process caches of the modules (hidden authors, the feed's ranked window, search answers, catalogue
// pages, play dashboards) live in AppDeps.caches: one set per app, so two apps in one process (the tests, which
// share a worker; a second instance) never see each other's entries, and nothing needs to key an entry by its
// database. A module declares what it keeps once, at module level (`cacheSlot`), and reaches this app's cache
// through deps (`deps.caches.of(slot)`); who drops what when is told by events (server/platform/events.ts).
//
// lru-cache does the bookkeeping (a maintained package without dependencies): the entries a cache may hold, the
// least recently used leaving first, and each entry's time to live, counted from when it was stored.

/** Keys and values of a cache: anything but null and undefined (lru-cache's "no entry"). */
type Defined = NonNullable<unknown>;

export interface CacheOptions {
  /** The most entries kept; storing one more drops the least recently used. */
  max: number;
  /** How long an entry answers after it was stored; absent: until it is dropped or pushed out. */
  ttlMs?: number;
  /** The clock of the TTL in milliseconds: performance.now() unless a test brings its own. */
  now?: () => number;
}

/** A bounded map with an optional time to live per entry. */
export interface Cache<K extends Defined, V extends Defined> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /**
   * The entry for `key`, or the one `compute` makes, stored at once: callers that ask while a promise is
   * pending share it. A promise that rejects is dropped again, so a failed load is retried by the next caller.
   */
  remember(key: K, compute: () => V): V;
  delete(key: K): void;
  clear(): void;
  readonly size: number;
}

export function createCache<K extends Defined, V extends Defined>(options: CacheOptions): Cache<K, V> {
  const entries = new LRUCache<K, V>({
    max: options.max,
    // Each lookup reads the clock (as the hand-written caches did) instead of lru-cache's default of reusing a
    // reading for 1 ms behind a timer.
    ...(options.ttlMs ? { ttl: options.ttlMs, ttlResolution: 0 } : {}),
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.set(key, value);
    },
    remember(key, compute) {
      const cached = entries.get(key);
      if (cached !== undefined) return cached;
      const value = compute();
      entries.set(key, value);
      if (value instanceof Promise) {
        value.catch(() => {
          // Only this promise: a newer entry stored meanwhile stays.
          if (entries.peek(key) === value) entries.delete(key);
        });
      }
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** What a module keeps: declared once at module level, instantiated per app by AppDeps.caches. */
export interface CacheSlot<K extends Defined, V extends Defined> {
  readonly options: CacheOptions;
  /** Only for the types: a slot is matched by identity. */
  readonly _types?: [K, V];
}

export function cacheSlot<K extends Defined, V extends Defined>(options: CacheOptions): CacheSlot<K, V> {
  return Object.freeze({ options });
}

/** The caches of one app (AppDeps.caches). */
export interface CacheShelf {
  /** This app's cache for the slot, made on first use. */
  of<K extends Defined, V extends Defined>(slot: CacheSlot<K, V>): Cache<K, V>;
  /** Empties every cache of this app: for tests that write rows past the services. */
  clear(): void;
}

export function createCacheShelf(): CacheShelf {
  const caches = new Map<CacheSlot<never, never>, Cache<never, never>>();
  return {
    of<K extends Defined, V extends Defined>(slot: CacheSlot<K, V>): Cache<K, V> {
      let cache = caches.get(slot as CacheSlot<never, never>) as Cache<K, V> | undefined;
      if (!cache) {
        cache = createCache<K, V>(slot.options);
        caches.set(slot as CacheSlot<never, never>, cache as unknown as Cache<never, never>);
      }
      return cache;
    },
    clear() {
      for (const cache of caches.values()) cache.clear();
    },
  };
}
