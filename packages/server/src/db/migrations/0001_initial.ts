import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

/** Times are epoch milliseconds (bigint), flags 0/1 integers and JSON is text: identical on both databases. */
function serialId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

function timestamps<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("circles")
    .addColumn("id", "bigint", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("vas")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("tags")
    .addColumn("id", "bigint", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();

  // One row per language a tag name is known in (zh-cn, zh-tw, ja-jp, en-us…); tags.name is the chosen one.
  await db.schema
    .createTable("tag_names")
    .addColumn("tag_id", "bigint", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tag_names_pk", ["tag_id", "lang"])
    .execute();

  await timestamps(
    db.schema
      .createTable("works")
      .addColumn("id", "bigint", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("circle_id", "bigint", (c) => c.references("circles.id").onDelete("set null"))
      .addColumn("nsfw", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("release", "text")
      .addColumn("dl_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("price", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("rate_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("rate_average_2dp", "double precision", (c) => c.notNull().defaultTo(0))
      .addColumn("rate_count_detail", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("rank", "text")
      .addColumn("series", "text")
      .addColumn("lyric_status", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("memo", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("root_folder", "text", (c) => c.notNull())
      .addColumn("dir", "text", (c) => c.notNull())
      .addColumn("folder_mtime", "bigint")
      .addColumn("missing_since", "bigint")
      .addColumn("metadata_source", "text")
      .addColumn("locked_fields", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("search_text", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  for (const column of ["release", "created_at", "dl_count", "price", "rate_average_2dp", "review_count"]) {
    await db.schema.createIndex(`works_${column}_idx`).on("works").columns([column, "id"]).execute();
  }
  await db.schema.createIndex("works_circle_idx").on("works").column("circle_id").execute();

  await db.schema
    .createTable("work_tags")
    .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
    .addColumn("tag_id", "bigint", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("work_tags_pk", ["work_id", "tag_id"])
    .execute();
  await db.schema.createIndex("work_tags_tag_idx").on("work_tags").columns(["tag_id", "work_id"]).execute();

  await db.schema
    .createTable("work_vas")
    .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
    .addColumn("va_id", "text", (c) => c.notNull().references("vas.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("work_vas_pk", ["work_id", "va_id"])
    .execute();
  await db.schema.createIndex("work_vas_va_idx").on("work_vas").columns(["va_id", "work_id"]).execute();

  // Files of a work, identified by their path relative to the work folder ("/" separators).
  await serialId(db, db.schema.createTable("work_files"))
    .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("raw_path", "text")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("mtime", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("duration", "double precision")
    .addUniqueConstraint("work_files_path_unique", ["work_id", "path"])
    .execute();

  await timestamps(
    db.schema
      .createTable("users")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("group", "text", (c) => c.notNull())
      .addColumn("password", "text", (c) => c.notNull())
      .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();

  await timestamps(
    db.schema
      .createTable("reviews")
      .addColumn("user_name", "text", (c) =>
        c.notNull().references("users.name").onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
      .addColumn("rating", "double precision")
      .addColumn("review_text", "text")
      .addColumn("progress", "text")
      .addPrimaryKeyConstraint("reviews_pk", ["user_name", "work_id"]),
  ).execute();
  await db.schema.createIndex("reviews_work_idx").on("reviews").columns(["work_id", "user_name"]).execute();
  await db.schema
    .createIndex("reviews_user_updated_idx")
    .on("reviews")
    .columns(["user_name", "updated_at"])
    .execute();

  await timestamps(
    db.schema
      .createTable("play_history")
      .addColumn("user_name", "text", (c) =>
        c.notNull().references("users.name").onDelete("cascade").onUpdate("cascade"),
      )
      .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
      .addColumn("state", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("play_history_pk", ["user_name", "work_id"]),
  ).execute();
  await db.schema
    .createIndex("play_history_user_updated_idx")
    .on("play_history")
    .columns(["user_name", "updated_at"])
    .execute();

  // AI lyric tasks; status 1 pending, 2 transcribing, 3 success, 4 error (spec 2 §4).
  await timestamps(
    serialId(db, db.schema.createTable("lyric_tasks"))
      .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
      .addColumn("audio_path", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("worker_name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("worker_status", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("secret", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("error", "text"),
  ).execute();
  await db.schema
    .createIndex("lyric_tasks_work_idx")
    .on("lyric_tasks")
    .columns(["work_id", "audio_path"])
    .execute();
  await db.schema.createIndex("lyric_tasks_status_idx").on("lyric_tasks").columns(["status", "id"]).execute();

  await timestamps(
    serialId(db, db.schema.createTable("sync_tasks"))
      .addColumn("host", "text", (c) => c.notNull())
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("root_folder", "text", (c) => c.notNull())
      .addColumn("tracks", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("waiting"))
      .addColumn("finished", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("stop", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("error", "text"),
  ).execute();

  // Anything slower than a request: scans, transcodes, sync pulls. Survives restarts (spec: never stuck).
  await timestamps(
    serialId(db, db.schema.createTable("jobs"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("progress", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("error", "text")
      .addColumn("started_at", "bigint")
      .addColumn("finished_at", "bigint"),
  ).execute();
  await db.schema.createIndex("jobs_kind_state_idx").on("jobs").columns(["kind", "state", "id"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
