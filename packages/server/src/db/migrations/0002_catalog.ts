import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Catalog browsing and search.
 *
 * - Sort indexes ending in the list tie-break `release DESC, id DESC`, one per direction, so every
 *   `order`/`sort` of the work lists reads a page straight from an index. NULL releases sort as the
 *   smallest value on both databases (PostgreSQL indexes say NULLS FIRST to match SQLite).
 * - `catalog_state.version`, bumped by triggers on every change to works, their labels and links, so cached
 *   counts and label lists are dropped the moment anything (scanner, editor, another process) writes.
 * - Search over `works.search_text`: on SQLite an FTS5 trigram index (external content, kept in sync by
 *   triggers) plus an fts5vocab view for 1–2 character terms; on PostgreSQL a pg_trgm GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await createSortIndexes(db, postgres);
  await createCatalogVersion(db, postgres);
  if (postgres) await createTrigramIndex(db);
  else await createFullTextIndex(db);
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}

const SORT_COLUMNS = ["created_at", "dl_count", "price", "rate_average_2dp", "review_count"] as const;
/** A stable pseudo-random key per work for `order=random` and `betterRandom`; queries repeat it verbatim. */
export const SHUFFLE_KEY = "((id * 1000003) % 2147483647)";

async function createSortIndexes(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const up = postgres ? "release nulls first" : "release";
  const down = postgres ? "release desc nulls last" : "release desc";
  const index = (name: string, columns: string) =>
    sql`create index ${sql.id(name)} on works (${sql.raw(columns)})`.execute(db);
  for (const column of ["release", ...SORT_COLUMNS]) {
    await db.schema.dropIndex(`works_${column}_idx`).ifExists().execute();
  }
  // The filter columns trail each sort index, so a page of ids is read from the index alone.
  const filters = "missing_since, nsfw, lyric_status";
  await index("works_release_rank_idx", `${up}, id, ${filters}`);
  await index("works_release_rank_asc_idx", `${up}, id desc, ${filters}`);
  for (const column of SORT_COLUMNS) {
    await index(`works_${column}_rank_idx`, `${column}, ${up}, id, ${filters}`);
    await index(`works_${column}_rank_asc_idx`, `${column}, ${down}, id desc, ${filters}`);
  }
  // Covers the filters and sort keys: counts scan it alone, and a search driven from the FTS index or the
  // label links sorts its matches without reading the (wide) work rows. Leading with id keeps SQLite, which
  // has no statistics, from mistaking `missing_since IS NULL` for a selective lookup.
  await index("works_filter_idx", `id, ${filters}, ${["release", ...SORT_COLUMNS].join(", ")}`);
  await index("works_title_idx", "title");
  await index("works_series_idx", "series");
  await index("works_shuffle_idx", `${SHUFFLE_KEY}, id, ${filters}`);
  await db.schema
    .createIndex("reviews_user_rating_idx")
    .on("reviews")
    .columns(["user_name", "rating"])
    .execute();
}

const VERSIONED_TABLES = ["works", "work_tags", "work_vas", "circles", "tags", "vas"] as const;

async function createCatalogVersion(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable("catalog_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`insert into catalog_state (id, version) values (1, 0)`.execute(db);
  if (postgres) {
    await sql`create function kikoeru_catalog_changed() returns trigger language plpgsql as $$
      begin update catalog_state set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of VERSIONED_TABLES) {
      await sql`create trigger ${sql.id(`${table}_catalog_changed`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function kikoeru_catalog_changed()`.execute(db);
    }
    return;
  }
  for (const table of VERSIONED_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.id(`${table}_catalog_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalog_state set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

/**
 * The FTS5 content is `search_text` plus two spaces (the view `works_search_body`): the trigram index then
 * holds a trigram starting at every character, so a 1–2 character term is found through the vocabulary
 * (`works_fts_instance`, terms in the range [term, term + U+10FFFF)) instead of a table scan.
 */
async function createFullTextIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create view works_search_body as select id, search_text || '  ' as body from works`.execute(db);
  await sql`create virtual table works_fts using fts5(
    body, content='works_search_body', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create virtual table works_fts_instance using fts5vocab(works_fts, 'instance')`.execute(db);
  await sql`create trigger works_fts_insert after insert on works begin
    insert into works_fts (rowid, body) values (new.id, new.search_text || '  '); end`.execute(db);
  await sql`create trigger works_fts_delete after delete on works begin
    insert into works_fts (works_fts, rowid, body) values ('delete', old.id, old.search_text || '  '); end`.execute(
    db,
  );
  await sql`create trigger works_fts_update after update of id, search_text on works begin
    insert into works_fts (works_fts, rowid, body) values ('delete', old.id, old.search_text || '  ');
    insert into works_fts (rowid, body) values (new.id, new.search_text || '  '); end`.execute(db);
  await sql`insert into works_fts (works_fts) values ('rebuild')`.execute(db);
}

/** pg_trgm ships in postgresql-contrib; without it search still works, as a sequential LIKE scan. */
async function createTrigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql`savepoint kikoeru_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index works_search_trgm_idx on works using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`release savepoint kikoeru_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint kikoeru_trgm`.execute(db);
  }
}
