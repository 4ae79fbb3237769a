import { VersionedLoads } from "../../cache.ts";
import type { CacheVersions } from "./catalog.repo.ts";

/** Users whose stars are kept at once (the least recently listing one is dropped first). */
const CACHED_USERS = 32;

/**
 * Each user's stars by work, read once per ratings version: every list page shows the caller's own stars,
 * and this spares each page a query for them. Kept per catalog version as well, so a work removed with its
 * reviews and added again never shows stars it lost.
 */
export class Stars {
  private readonly cache = new VersionedLoads<string, ReadonlyMap<number, number>>(CACHED_USERS);

  /** `load`: every work the user has given stars to. */
  constructor(private readonly load: (user: string) => Promise<{ work_id: number; rating: number }[]>) {}

  of(user: string, versions: CacheVersions): Promise<ReadonlyMap<number, number>> {
    return this.cache.get(versions.ratings, `${versions.catalog}:${user}`, async () => {
      const rows = await this.load(user);
      return new Map(rows.map((row) => [row.work_id, row.rating]));
    });
  }
}
