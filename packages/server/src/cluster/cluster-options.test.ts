import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { message } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { ROLES, readClusterOptions } from "./cluster-options.ts";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const PG = "postgres://kikoeru@db/kikoeru";

describe("cluster options", () => {
  it("is off by default, with every role and a random instance id", () => {
    const options = readClusterOptions({}, null);
    expect(options.enabled).toBe(false);
    expect([...options.roles]).toEqual([...ROLES]);
    expect(options.instanceId).toMatch(/^[0-9a-f]{8}$/);
  });

  it("reads KIKOERU_ROLES and KIKOERU_INSTANCE_ID, and refuses an unknown role or flag", () => {
    const options = readClusterOptions(
      { KIKOERU_CLUSTER: "1", KIKOERU_ROLES: " web , sync", KIKOERU_INSTANCE_ID: "front-1" },
      PG,
    );
    expect(options).toMatchObject({ enabled: true, instanceId: "front-1" });
    expect([...options.roles]).toEqual(["web", "sync"]);
    expect(() => readClusterOptions({ KIKOERU_ROLES: "web,cook" }, PG)).toThrow(
      message("cluster.badRoles", { role: "cook", known: ROLES.join(", ") }),
    );
    expect(() => readClusterOptions({ KIKOERU_CLUSTER: "yes" }, PG)).toThrow(
      message("cluster.badFlag", { value: "yes" }),
    );
  });

  it("refuses cluster mode on SQLite: the server exits 1 with one sentence and creates nothing", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-cluster-sqlite-"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      KIKOERU_CLUSTER: "1",
      KIKOERU_DATA: path.join(dir, "data"),
    };
    delete env.DATABASE_URL;
    const outcome = await promisify(execFile)(process.execPath, ["--import", "tsx", MAIN], { env }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe(message("cluster.needsPostgres"));
    expect(await fs.readdir(dir)).toEqual([]);
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);
});
