import { createRequire } from "node:module";
import SqliteDriver from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import type { DB } from "./schema.ts";

export type DialectName = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** What was opened, so a worker thread (the scanner) can open its own connection to the same database. */
  target: DatabaseTarget;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "sqlite"; file: string; busyTimeoutMs: number }
  | { kind: "postgres"; url: string };

/** pg is loaded only for a PostgreSQL target: the scan process on SQLite, started for every scan, skips it. */
const loadPg = () => createRequire(import.meta.url)("pg") as typeof pg;
const PG_INT8 = 20;
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement on every call; the catalog's queries are few and hot, so keep the
 * compiled statements (least recently used evicted). Kysely runs one query at a time on this connection.
 */
function withStatementCache(sqlite: SqliteDriver.Database) {
  const cache = new LRUCache<string, SqliteDriver.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteDriver.Statement {
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      return statement;
    },
  };
}
const PG_NUMERIC = 1700;

/** Opens the embedded SQLite file (WAL, busy timeout, foreign keys) or a PostgreSQL pool. */
export function openDatabase(
  target: DatabaseTarget,
  onIdleError: (error: Error) => void = () => {},
): Database {
  if (target.kind === "postgres") {
    const pg = loadPg();
    // Work ids reach 4e12 and timestamps are epoch ms: both fit a JS number exactly, so read int8 as number.
    const types = {
      getTypeParser: (oid: number, format?: "text" | "binary") =>
        oid === PG_INT8 || oid === PG_NUMERIC ? Number : pg.types.getTypeParser(oid, format),
    };
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types });
    // An idle connection the server closes (restart, admin command) is reported here and dropped by the pool;
    // without a listener the process would crash. The next query opens a new connection.
    pool.on("error", (error) => onIdleError(error));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", target, close: () => db.destroy() };
  }
  const sqlite = new SqliteDriver(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${Math.trunc(target.busyTimeoutMs)}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: "sqlite", target, close: () => db.destroy() };
}
