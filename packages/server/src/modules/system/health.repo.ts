import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.ts";

/** The database round trip of the health check. */
export class HealthRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when the database answers a trivial query. */
  async reachable(): Promise<boolean> {
    return sql`select 1`.execute(this.db).then(
      () => true,
      () => false,
    );
  }
}
