/**
 * A small LRU of values derived from the catalog (counts, label lists), valid for one catalog version: a new
 * version empties it. Concurrent requests for the same key share one load.
 */
export class VersionedCache<V> {
  private version = Number.NaN;
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries: number) {}

  get(version: number, key: string, load: () => Promise<V>): Promise<V> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.get(key) === pending && this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return pending;
  }
}
