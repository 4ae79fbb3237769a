import { LRUCache } from "lru-cache";

/**
 * The one cache of the server (on `lru-cache`): values derived from data whose version lives in the
 * database (the catalog and ratings versions, bumped by triggers), valid for one version. Any writer — this
 * server, the CLI, a second process — changes the version, and the next read with the new version empties
 * the cache, so no page can outlive the data it was made from. Concurrent loads of one key share one promise;
 * a failed load is forgotten. Least recently used entries go first past `max`.
 */
export class VersionedCache<K extends {}, V extends {}> {
  private version = Number.NaN;
  private readonly entries: LRUCache<K, V>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** The entries of `version`: a different version than the one held empties the cache first. */
  private at(version: number): LRUCache<K, V> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    return this.entries;
  }

  peek(version: number, key: K): V | undefined {
    return this.at(version).get(key);
  }

  set(version: number, key: K, value: V): void {
    this.at(version).set(key, value);
  }

  /** Drops `key` if it still holds `value` in `version` (never switching versions). */
  forget(version: number, key: K, value: V): void {
    if (version === this.version && this.entries.peek(key) === value) this.entries.delete(key);
  }
}

/** A {@link VersionedCache} of loads: the value is a promise, shared by every request for the same key. */
export class VersionedLoads<K extends {}, V> {
  private readonly cache: VersionedCache<K, Promise<V>>;

  constructor(max: number) {
    this.cache = new VersionedCache(max);
  }

  get(version: number, key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.cache.peek(version, key);
    if (hit) return hit;
    const pending = load();
    this.cache.set(version, key, pending);
    pending.catch(() => this.cache.forget(version, key, pending));
    return pending;
  }
}
