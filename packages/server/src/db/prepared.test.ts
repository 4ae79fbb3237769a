import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database.ts";
import type { Database } from "./database.ts";
import { prepare } from "./prepared.ts";

describe("prepared queries", () => {
  let dir: string;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-prepared-"));
    ({ database, drop } = await createTestDatabase(dir));
    const now = Date.now();
    await database.db
      .insertInto("users")
      .values([
        { name: "alice", password: "x", group: "user", token_version: 0, created_at: now, updated_at: now },
        { name: "bob", password: "x", group: "user", token_version: 3, created_at: now, updated_at: now },
      ])
      .execute();
  });

  afterAll(async () => {
    await drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("runs the compiled query with each call's parameters", async () => {
    const { db } = database;
    const find = prepare(
      db,
      (name: string, version: number) =>
        db.selectFrom("users").select("name").where("name", "=", name).where("token_version", "=", version),
      "",
      -1,
    );
    expect(await find("bob", 3)).toEqual([{ name: "bob" }]);
    expect(await find("alice", 0)).toEqual([{ name: "alice" }]);
    expect(await find("bob", 0)).toEqual([]);
  });

  it("refuses a builder whose SQL takes its parameters in another order, or repeated samples", () => {
    const { db } = database;
    const swapped = (name: string, version: number) =>
      db.selectFrom("users").select("name").where("token_version", "=", version).where("name", "=", name);
    expect(() => prepare(db, swapped, "", -1)).toThrow(/not its arguments/);
    const constant = (name: string) => db.selectFrom("users").select("name").where("name", "=", `${name}x`);
    expect(() => prepare(db, constant, "")).toThrow(/not its arguments/);
    const twice = (a: number, b: number) =>
      db.selectFrom("users").select("name").where("token_version", "=", a).where("token_version", "=", b);
    expect(() => prepare(db, twice, 1, 1)).toThrow(/not its arguments/);
  });
});
