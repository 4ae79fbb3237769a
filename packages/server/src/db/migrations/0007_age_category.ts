import { type Kysely, sql } from "kysely";

/**
 * `works.age_category`: DLsite's age category (`general`, `r15`, `adult`, its `age_category_string`) beside
 * kikoeru's `nsfw` flag, which from now on is 1 for adults-only works alone, as in kikoeru (R-15 works used to
 * get 1). `nsfw` stays the column the sort indexes carry, so kikoeru's `nsfw=1|2` filters read pages from the
 * index as before; the scanner writes both columns together. Our `age` filter has an index of its own.
 *
 * Rows stored before this migration kept no category, only the flag: 1 becomes `adult`, 0 `general`. An R-15
 * work stored as 1 stays `adult` until the metadata update (刷新音声库信息) or its next metadata fetch sets its
 * real category and clears its flag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("works")
    .addColumn("age_category", "text", (c) => c.notNull().defaultTo("adult"))
    .execute();
  await sql`update works set age_category = 'general' where nsfw = 0`.execute(db);
  // The `age` filter's own index: its count reads the index alone, and its newest-first page reads in order.
  await sql`create index works_age_category_idx on works (age_category, missing_since, nsfw, release, id)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
