import fs from "node:fs/promises";
import path from "node:path";
import type { ImportStatus } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { count } from "../../../test/fakes/kikoeru-install.ts";
import { SMALL_PASSWORD, SMALL_USER, smallKikoeru } from "../../../test/fakes/kikoeru-small.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { JobsRepo } from "../../jobs/jobs.repo.ts";

let ctx: TestContext;
let admin: string;
let install: Awaited<ReturnType<typeof smallKikoeru>>;

beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  install = await smallKikoeru(ctx.dir, "0f".repeat(32));
  await ctx.config.update({ rootFolders: [{ name: "lib", path: install.library }] });
});
afterEach(async () => ctx.close());

const post = (url: string, payload: object) =>
  ctx.request({ method: "POST", url: `/api/admin/import/${url}`, token: admin, payload });
const byPath = () => ({ db: install.db, config: install.config, mapRoot: { 旧库: "lib" } });

/** A multipart body as a browser's FormData sends it. */
function form(parts: { name: string; value: Buffer }[]) {
  const boundary = "----kikoeru-import-boundary";
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.name}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    part.value,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (parts: { name: string; value: Buffer }[]) =>
  ctx.request({ method: "POST", url: "/api/admin/import/upload", token: admin, ...form(parts) });

async function finished(): Promise<ImportStatus> {
  for (;;) {
    const status = (
      await ctx.request({ method: "GET", url: "/api/admin/import/status", token: admin })
    ).json();
    if (!status.running) return status;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("the admin import page's routes", () => {
  it("plans from server paths without writing, naming an unmapped alias and listing the aliases", async () => {
    const refused = await post("plan", { db: install.db, config: install.config });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      aliases: [{ alias: "旧库", kikoeruPath: "D:\\voice" }],
      roots: ["lib"],
      summary: null,
    });
    expect(refused.json().refusal).toContain("旧库");

    const plan = (await post("plan", byPath())).json();
    expect(plan.refusal).toBeNull();
    expect(plan.summary).toMatchObject({ dryRun: true, generation: "number178" });
    expect(plan.summary.roots).toEqual([{ alias: "旧库", target: "lib", exists: true }]);
    expect(plan.summary.tables).toContainEqual({ table: "t_play_histroy", count: 1 });
    const users = plan.summary.groups.find((g: { group: string }) => g.group === "users");
    expect(users.imported).toBe(1);
    expect(await count(ctx, "works")).toBe(0);
    expect(await count(ctx, "users")).toBe(1);
  });

  it("plans from an upload, runs it to completion with a report, and removes the upload", async () => {
    const uploaded = await upload([
      { name: "db", value: await fs.readFile(install.db) },
      { name: "config", value: await fs.readFile(install.config) },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const { upload: id } = uploaded.json();
    const plan = (await post("plan", { upload: id, mapRoot: { 旧库: "lib" } })).json();
    expect(plan.summary.groups[0]).toMatchObject({ group: "works", imported: 1 });

    const started = await post("run", { upload: id, mapRoot: { 旧库: "lib" } });
    expect(started.statusCode).toBe(202);
    const { job } = await finished();
    expect(job).toMatchObject({ state: "finished", phase: "done", error: null });
    expect(job?.summary?.dryRun).toBe(false);
    expect(JSON.parse(await fs.readFile(job!.reportFile!, "utf8")).groups.history.imported).toBe(1);
    expect(await count(ctx, "works")).toBe(1);
    expect(await count(ctx, "play_history")).toBe(1);
    expect(await fs.readdir(path.join(ctx.paths.cacheDir, "import-uploads"))).toEqual([]);
    await ctx.login(SMALL_USER, SMALL_PASSWORD);

    const again = await post("run", { upload: id });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("IMPORT_UPLOAD_NOT_FOUND");
  });

  it("a second run by path is a no-op", async () => {
    for (let run = 0; run < 2; run++) {
      expect((await post("run", byPath())).statusCode).toBe(202);
      expect((await finished()).job?.state).toBe("finished");
    }
    const { job } = await finished();
    expect(job?.summary?.groups.every((g) => g.imported === 0)).toBe(true);
    expect(await count(ctx, "works")).toBe(1);
  });

  it("is refused while a scan runs, with the message of npm run import", async () => {
    await new JobsRepo(ctx.database.db).insertLocked("scanner", "library.scan", {});
    const refused = await post("run", byPath());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("SCAN_BUSY");
    expect(refused.json().error).toContain("已有扫描任务在运行");
    expect(await count(ctx, "works")).toBe(0);
  });

  it("refuses bad files and paths with clear errors", async () => {
    const notDb = path.join(ctx.dir, "not-a-db.sqlite3");
    await fs.writeFile(notDb, "hello");
    const corrupt = await post("plan", { db: notDb, config: install.config });
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json()).toMatchObject({ code: "IMPORT_SOURCE_INVALID" });
    expect(corrupt.json().error).toContain(notDb);

    const secret = path.join(ctx.dir, "secret.txt");
    await fs.writeFile(secret, "root-password-line\n");
    const badConfig = await post("plan", { db: install.db, config: secret });
    expect(badConfig.json()).toMatchObject({ code: "IMPORT_SOURCE_INVALID" });
    expect(badConfig.json().error).toContain("不是有效的 JSON 文件");
    expect(badConfig.body).not.toContain("root-password");

    const relative = await post("plan", { db: "../kikoeru/sqlite/db.sqlite3", config: install.config });
    expect(relative.statusCode).toBe(400);
    expect(relative.json().code).toBe("IMPORT_PATH_INVALID");
    expect((await post("plan", {})).json().code).toBe("IMPORT_PATH_INVALID");
    expect((await post("plan", { upload: "../../config" })).json().code).toBe("IMPORT_UPLOAD_NOT_FOUND");

    const half = await upload([{ name: "db", value: await fs.readFile(install.db) }]);
    expect(half.statusCode).toBe(400);
    expect(half.json().code).toBe("IMPORT_UPLOAD_INVALID");
    const db = await fs.readFile(install.db);
    const three = await upload([
      { name: "db", value: db },
      { name: "config", value: Buffer.from("{}") },
      { name: "covers", value: Buffer.from("x") },
    ]);
    expect(three.statusCode).toBe(400);
    expect(three.json().code).toBe("IMPORT_UPLOAD_INVALID");
    const odd = await upload([
      { name: "db", value: Buffer.from("not sqlite") },
      { name: "config", value: Buffer.from("{}") },
    ]);
    const plan = await post("plan", { upload: odd.json().upload });
    expect(plan.statusCode).toBe(422);
    expect(plan.json().code).toBe("IMPORT_SOURCE_INVALID");
  });
});
