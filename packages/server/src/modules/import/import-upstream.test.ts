import fs from "node:fs/promises";
import path from "node:path";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { createKikoeruDb, insertRows, kikoeruHash } from "../../../test/fakes/kikoeru-db.ts";
import { kikoeruInstall, runImport } from "../../../test/fakes/kikoeru-install.ts";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { sineWav } from "../../cli/sample-audio.ts";
import { vaIdOf } from "../../library/ids.ts";

let ctx: TestContext;
afterEach(async () => ctx?.close());

describe("npm run import: an upstream 0.6.2 database", () => {
  it("imports works, users and reviews, reports the tables it lacks, and takes old tokens when the key is ours", async () => {
    ctx = await createTestContext();
    const secrets = JSON.parse(await fs.readFile(ctx.paths.secretsFile, "utf8"));
    const install = await kikoeruInstall(ctx, secrets.md5Secret, secrets.jwtSecret);
    await fs.mkdir(path.join(ctx.dir, "elsewhere", "RJ200001"), { recursive: true });
    await fs.writeFile(path.join(ctx.dir, "elsewhere", "RJ200001", "01.wav"), sineWav(0.2));
    const db = createKikoeruDb(install.db, "upstream");
    insertRows(db, "t_circle", [{ id: 7, name: "サークル" }]);
    insertRows(db, "t_work", [
      {
        id: 200001,
        root_folder: "旧库",
        dir: "RJ200001",
        title: "古い作品",
        circle_id: 7,
        nsfw: 0,
        release: "2019-01-01",
      },
    ]);
    // Before 20210213233544_fill_va_uuid, voice actors had integer ids.
    insertRows(db, "t_va", [{ id: "123456", name: "かの仔" }]);
    insertRows(db, "r_va_work", [{ va_id: "123456", work_id: 200001 }]);
    insertRows(db, "t_user", [
      { name: "olduser", password: kikoeruHash("oldpass", secrets.md5Secret), group: "user" },
    ]);
    insertRows(db, "t_review", [
      {
        user_name: "olduser",
        work_id: "200001",
        rating: 4,
        review_text: "良い",
        progress: "replay",
        created_at: "2020-01-01 00:00:00",
        updated_at: "2020-01-01 00:00:00",
      },
    ]);
    db.close();

    const result = await runImport(ctx, [
      ...["--db", install.db, "--config", install.config],
      ...["--map-root", `旧库=${path.join(ctx.dir, "elsewhere")}`],
    ]);
    expect(ctx.config.get().rootFolders).toEqual([
      { name: "旧库", path: path.join(ctx.dir, "elsewhere"), inactive: false },
    ]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("上游 0.6.2 或更早");
    expect(result.output).toContain("t_play_histroy：该版本没有此表，跳过");
    expect(result.output).not.toContain("jwtsecret");
    const vas = await ctx.database.db.selectFrom("work_vas").select("va_id").execute();
    expect(vas).toEqual([{ va_id: vaIdOf("かの仔") }]);
    const user = await ctx.database.db
      .selectFrom("users")
      .select("password")
      .where("name", "=", "olduser")
      .executeTakeFirstOrThrow();
    expect(user.password).toBe(kikoeruHash("oldpass", secrets.md5Secret));

    const kikoeruToken = await new SignJWT({ name: "olduser", group: "user" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("http://kikoeru")
      .setAudience("http://kikoeru/api")
      .setSubject("olduser")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(secrets.jwtSecret));
    const me = await ctx.request({ method: "GET", url: "/api/review?filter=replay", token: kikoeruToken });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().works.map((w: { id: number }) => w.id)).toEqual([200001]);
    await ctx.login("olduser", "oldpass");
  });
});
