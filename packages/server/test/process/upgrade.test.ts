import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { message } from "@kikoeru/contract";
import SqliteDriver from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import * as initial from "../../src/db/migrations/0001_initial.ts";
import { hashPassword } from "../../src/modules/auth/passwords.ts";
import { api, freePort, makeTempDir, startServer, useBuiltServer } from "./server-process.ts";

const build = useBuiltServer();

const MIGRATIONS_DIR = fileURLToPath(new URL("../../src/db/migrations", import.meta.url));

/** Every migration after the first, in order: what a database made by the first release still lacks. */
async function laterMigrations(): Promise<string[]> {
  const files = await fs.readdir(MIGRATIONS_DIR);
  return files
    .filter((file) => /^\d{4}_.+\.ts$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => file.slice(0, -3))
    .filter((name) => name !== "0001_initial")
    .sort();
}

/**
 * A data directory as the first release left it: the database at 0001_initial only (same migration table
 * names as src/db/migrator.ts: renaming them would make every existing install re-run 0001 and fail).
 */
async function firstReleaseDataDir(users: { name: string; group: string; password: string }[]) {
  const data = await makeTempDir();
  const sqlite = new SqliteDriver(path.join(data, "kikoeru.sqlite3"));
  sqlite.pragma("journal_mode = WAL");
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: new SqliteDialect({ database: sqlite }),
  });
  try {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => ({ "0001_initial": initial }) },
      migrationTableName: "kikoeru_migrations",
      migrationLockTableName: "kikoeru_migrations_lock",
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    const now = Date.now();
    for (const user of users) {
      await db
        .insertInto("users")
        .values({
          name: user.name,
          group: user.group,
          password: await hashPassword(user.password),
          token_version: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }
  return data;
}

describe("a later release starting on an older data directory", { timeout: 120_000 }, () => {
  it("applies exactly the pending migrations once, and keeps the users", async () => {
    const data = await firstReleaseDataDir([
      { name: "admin", group: "administrator", password: "old-admin-pass" },
      { name: "olduser", group: "user", password: "old-user-pass" },
    ]);
    const pending = await laterMigrations();
    const port = await freePort();
    const http = api(port);

    const first = await startServer(build.main, ["--port", String(port), "--data", data]);
    const migrated = first.stdout
      .split("\n")
      .filter((line) => line.includes(message("boot.databaseMigrated")))
      .map((line) => JSON.parse(line).migrations);
    expect(migrated).toEqual(pending.length > 0 ? [pending] : []);
    // The database already had users: no admin is bootstrapped and no password is generated.
    expect(first.stdout).not.toContain("初始密码");
    expect(existsSync(path.join(data, "initial-admin-password.txt"))).toBe(false);
    expect((await http.get("/api/auth/me", await http.login("olduser", "old-user-pass"))).status).toBe(200);
    expect((await first.stop()).code).toBe(0);

    const second = await startServer(build.main, ["--port", String(port), "--data", data]);
    expect(second.stdout).not.toContain(message("boot.databaseMigrated"));
    const adminToken = await http.login("admin", "old-admin-pass");
    const users = await http.get("/api/credentials/users", adminToken);
    expect(await users.json()).toEqual({
      users: expect.arrayContaining([
        { name: "admin", group: "administrator" },
        { name: "olduser", group: "user" },
      ]),
    });
    expect((await second.stop()).code).toBe(0);
  });
});
