import os from "node:os";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL idle connections", () => {
  it("survive the server closing them: the error is reported, the next query reconnects", async () => {
    let reportIdleError: (error: Error) => void = () => {};
    const idleError = new Promise<Error>((resolve) => {
      reportIdleError = resolve;
    });
    const { database, drop } = await createTestDatabase(os.tmpdir(), { onIdleError: reportIdleError });
    try {
      await sql`select 1`.execute(database.db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const target = database.target;
      const name = target.kind === "postgres" ? new URL(target.url).pathname.slice(1) : "";
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1",
        [name],
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      // The pool reports the closed idle connection and drops it; only then is the next query sure to reconnect.
      expect((await idleError).message).toMatch(/terminat/);
      const again = await sql<{ n: number }>`select 2 as n`.execute(database.db);
      expect(again.rows[0]?.n).toBe(2);
    } finally {
      await drop();
    }
  });
});
