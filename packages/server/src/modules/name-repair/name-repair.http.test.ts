import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";
import { encodeStrict } from "./legacy-codec.ts";

const sjis = (text: string) => encodeStrict(text, "shift_jis")!;
const sjisReadAsGbk = (text: string) => new TextDecoder("gbk").decode(sjis(text));
/** How a name that is not UTF-8 shows: U+FFFD for its invalid bytes. */
const shown = (bytes: Buffer) => new TextDecoder().decode(bytes);
const ID = 700001;
/** The saved queue before the repair: the garbled file, then another. */
const queue = () => [
  { hash: `${ID}/2`, title: "栭偵嬱偗傞.wav", subtitle: null, mediaStreamUrl: `/api/media/stream/${ID}/2` },
  { hash: `${ID}/1`, title: "曲.wav", subtitle: null },
];

let ctx: TestContext;
let root: string;
let workDir: string;
const tokens = { admin: "", user: "", guest: "" };

/** Every name below a folder as raw bytes (hex), folders marked with a trailing slash. */
async function tree(dir: Buffer | string, prefix = ""): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, encoding: "buffer" })) {
    const rel = `${prefix}${entry.name.toString("hex")}`;
    names.push(entry.isDirectory() ? `${rel}/` : rel);
    if (entry.isDirectory())
      names.push(...(await tree(Buffer.concat([Buffer.from(dir), Buffer.from("/"), entry.name]), `${rel}/`)));
  }
  return names.sort();
}

/**
 * Dates every file a day back: the fixture's rows carry the time they were inserted and no duration, and a
 * file written in the same millisecond would look unchanged to the rescan, which then reads no duration.
 */
async function age(dir: Buffer | string): Promise<void> {
  const when = new Date(Date.now() - 86_400_000);
  for (const entry of await fs.readdir(dir, { withFileTypes: true, encoding: "buffer" })) {
    const abs = Buffer.concat([Buffer.from(dir), Buffer.from("/"), entry.name]);
    if (entry.isDirectory()) await age(abs);
    else await fs.utimes(abs, when, when);
  }
}

const call = (method: "GET" | "POST", url: string, token = tokens.admin) =>
  ctx.request({ method, url, token });
const history = async () =>
  JSON.parse(
    (
      await ctx.database.db
        .selectFrom("play_history")
        .select("state")
        .where("work_id", "=", ID)
        .executeTakeFirstOrThrow()
    ).state,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  tokens.admin = await ctx.login("admin", ADMIN_PASSWORD);
  tokens.user = await ctx.createUser("listener", "user");
  tokens.guest = await ctx.createUser("visitor", "guest");
  root = await createLibrary(ctx);
  const folder = sjis("特典");
  workDir = await addWork(ctx, root, {
    id: ID,
    files: [
      {
        path: "特典/おまけ.wav",
        raw: Buffer.concat([folder, Buffer.from("/"), sjis("おまけ.wav")]),
        bytes: wavBytes(),
      },
      { path: `${sjisReadAsGbk("夜に駆ける")}.wav`, bytes: wavBytes() },
      { path: "曲.wav", bytes: wavBytes() },
      { path: "正常.wav", bytes: wavBytes() },
    ],
  });
  await age(workDir);
  // Track order: 特典/おまけ (0), 曲 (1), 栭偵嬱偗傞 (2), 正常 (3); the repaired 夜に駆ける sorts before 曲.
  const now = Date.now();
  await ctx.database.db
    .insertInto("play_history")
    .values({
      user_name: "admin",
      work_id: ID,
      state: JSON.stringify({ queue: queue(), index: 0, seconds: 3 }),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.database.db
    .insertInto("lyric_tasks")
    .values({ work_id: ID, audio_path: "栭偵嬱偗傞.wav", created_at: now, updated_at: now })
    .execute();
});
afterAll(() => ctx.close());

describe("fix garbled names: GET / POST /api/work/fix/gbk/{id}, POST …/undo", () => {
  it("is for administrators only", async () => {
    for (const token of [tokens.user, tokens.guest]) {
      for (const [method, url] of [
        ["GET", `/api/work/fix/gbk/${ID}`],
        ["POST", `/api/work/fix/gbk/${ID}`],
        ["POST", `/api/work/fix/gbk/${ID}/undo`],
      ] as const) {
        const response = await call(method, url, token);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe("ADMIN_ONLY");
      }
    }
  });

  it("plans only the garbled names, then renames them, moves stored paths and undoes exactly", async () => {
    const before = await tree(workDir);
    const plan = await call("GET", `/api/work/fix/gbk/${ID}`);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toEqual({
      plan: [
        {
          from: `${shown(sjis("特典"))}/${shown(sjis("おまけ.wav"))}`,
          to: `${shown(sjis("特典"))}/おまけ.wav`,
          encoding: "shift_jis",
        },
        { from: shown(sjis("特典")), to: "特典", encoding: "shift_jis" },
        { from: "栭偵嬱偗傞.wav", to: "夜に駆ける.wav", encoding: "shift_jis" },
      ],
      conflicts: [],
      undo: null,
    });
    expect(await tree(workDir)).toEqual(before);

    const fixed = await call("POST", `/api/work/fix/gbk/${ID}`);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(Object.keys(fixed.json().memo.duration).sort()).toEqual(
      ["特典/おまけ.wav", "夜に駆ける.wav", "曲.wav", "正常.wav"].sort(),
    );
    const names = (await tree(workDir)).map((hex) => Buffer.from(hex.replace(/\//g, ""), "hex").toString());
    expect(names.sort()).toEqual(["夜に駆ける.wav", "曲.wav", "正常.wav", "特典", "特典おまけ.wav"].sort());
    const rows = await ctx.database.db
      .selectFrom("work_files")
      .select(["path", "raw_path"])
      .where("work_id", "=", ID)
      .execute();
    expect(rows.map((r) => [r.path, r.raw_path]).sort()).toEqual(
      [
        ["特典/おまけ.wav", null],
        ["夜に駆ける.wav", null],
        ["曲.wav", null],
        ["正常.wav", null],
      ].sort(),
    );
    // The queue follows its files: new order 特典/おまけ (0), 夜に駆ける (1), 曲 (2), 正常 (3).
    expect((await history()).queue).toEqual([
      {
        hash: `${ID}/1`,
        title: "夜に駆ける.wav",
        subtitle: null,
        mediaStreamUrl: `/api/media/stream/${ID}/1`,
      },
      { hash: `${ID}/2`, title: "曲.wav", subtitle: null },
    ]);
    const task = await ctx.database.db
      .selectFrom("lyric_tasks")
      .select("audio_path")
      .executeTakeFirstOrThrow();
    expect(task.audio_path).toBe("夜に駆ける.wav");
    const audit = await ctx.database.db
      .selectFrom("audit_log")
      .select(["actor", "action", "work_id"])
      .execute();
    expect(audit).toContainEqual({ actor: "admin", action: "names.fix", work_id: ID });
    expect((await call("GET", `/api/work/fix/gbk/${ID}`)).json()).toMatchObject({
      plan: [],
      undo: { count: 3 },
    });

    const undone = await call("POST", `/api/work/fix/gbk/${ID}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await tree(workDir)).toEqual(before);
    expect((await history()).queue).toEqual(queue());
    const again = await call("POST", `/api/work/fix/gbk/${ID}/undo`);
    expect([again.statusCode, again.json().code]).toEqual([404, "NAME_REPAIR_NO_UNDO"]);
  });

  it("renames nothing when two names would collide", async () => {
    const dir = await addWork(ctx, root, {
      id: 700002,
      files: [
        { path: "夜に駆ける.wav", raw: sjis("夜に駆ける.wav"), bytes: wavBytes() },
        { path: `${sjisReadAsGbk("夜に駆ける")}.wav`, bytes: wavBytes() },
      ],
    });
    const before = await tree(dir);
    const response = await call("POST", "/api/work/fix/gbk/700002");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "NAME_REPAIR_CONFLICT",
      conflicts: [{ to: "夜に駆ける.wav" }],
    });
    expect(await tree(dir)).toEqual(before);
    const journals = await ctx.database.db
      .selectFrom("name_repairs")
      .select("id")
      .where("work_id", "=", 700002)
      .execute();
    expect(journals).toEqual([]);
  });

  it("answers 400, 404 in the error shape for bad ids and unknown works", async () => {
    const bad = await call("POST", "/api/work/fix/gbk/abc");
    expect([bad.statusCode, bad.json().code]).toEqual([400, "WORK_ID_INVALID"]);
    const unknown = await call("GET", "/api/work/fix/gbk/123");
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "WORK_NOT_FOUND"]);
    await addWork(ctx, root, { id: 700003, files: [{ path: "a.wav", bytes: wavBytes() }] });
    await fs.rm(path.join(root, "RJ700003"), { recursive: true });
    const gone = await call("POST", "/api/work/fix/gbk/700003");
    expect([gone.statusCode, gone.json().code]).toEqual([404, "WORK_FOLDER_MISSING"]);
  });
});
