import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * `ratings_state.version`, bumped by triggers on every write to reviews (and on account deletion), like the
 * catalog version of 0002: pages in the caller's star order, each user's stars and the pages of marks are
 * cached per this version, so a write from anywhere (the server, the CLI, another process, a test writing
 * rows directly) is seen by the next request. Its own row, so a review write never waits on a scan's lock
 * of the catalog version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("ratings_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`insert into ratings_state (id, version) values (1, 0)`.execute(db);
  const bumped = [
    { table: "reviews", events: ["insert", "update", "delete"] },
    { table: "users", events: ["delete"] },
  ];
  if (postgres) {
    await sql`create function kikoeru_ratings_changed() returns trigger language plpgsql as $$
      begin update ratings_state set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const { table, events } of bumped) {
      await sql`create trigger ${sql.id(`${table}_ratings_changed`)}
        after ${sql.raw(events.join(" or "))} on ${sql.table(table)}
        for each statement execute function kikoeru_ratings_changed()`.execute(db);
    }
    return;
  }
  for (const { table, events } of bumped) {
    for (const event of events) {
      await sql`create trigger ${sql.id(`${table}_ratings_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update ratings_state set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
