import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrator.ts";

/**
 * A migrated (unless `migrate: false`), empty database for one test context: a SQLite file in `dir`, or,
 * when TEST_DATABASE_URL names a PostgreSQL server, a fresh database on it that is dropped again by `drop()`.
 * `onIdleError` hears what the PostgreSQL pool reports about idle connections the server closed.
 */
export async function createTestDatabase(
  dir: string,
  { migrate = true, onIdleError }: { migrate?: boolean; onIdleError?: (error: Error) => void } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({
      kind: "sqlite",
      file: path.join(dir, "test.sqlite3"),
      busyTimeoutMs: 5000,
    });
    if (migrate) await migrateToLatest(database.db);
    return { database, drop: () => database.close() };
  }
  const name = `kikoeru_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: "postgres", url: url.toString() }, onIdleError);
  if (migrate) await migrateToLatest(database.db);
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
