import { VersionedCache } from "./versioned-cache.ts";

/** Users whose stars are kept at once (the least recently listing one is dropped first). */
const CACHED_USERS = 32;

export interface UserRatingsDeps {
  /** Every work the user has given stars to. */
  load: (user: string) => Promise<{ work_id: number; rating: number }[]>;
  /** Changes with every write of anyone's stars (and account deletion). */
  ratingsVersion: () => number;
}

/**
 * Each user's stars by work, read once per ratings version: every list page shows the caller's own stars,
 * and this spares each page a query for them. Kept per catalog version as well, so a work removed with its
 * reviews and added again never shows stars it lost.
 */
export class UserRatings {
  private readonly cache = new VersionedCache<ReadonlyMap<number, number>>(CACHED_USERS);

  constructor(private readonly deps: UserRatingsDeps) {}

  of(user: string, catalogVersion: number): Promise<ReadonlyMap<number, number>> {
    return this.cache.get(this.deps.ratingsVersion(), `${catalogVersion}:${user}`, async () => {
      const rows = await this.deps.load(user);
      return new Map(rows.map((row) => [row.work_id, row.rating]));
    });
  }
}
