import fs from "node:fs/promises";
import path from "node:path";
import { importIntoDataFolder, parseImportArgs } from "../../src/cli/import-command.ts";
import type { TestContext } from "../harness.ts";

/** A kikoeru install beside the test's data folder: program folder with config/, sqlite/, covers/. */
export async function kikoeruInstall(ctx: TestContext, md5secret: string, jwtsecret = "1e".repeat(32)) {
  const program = path.join(ctx.dir, "kikoeru");
  for (const sub of ["config", "sqlite/lyrics", "covers"])
    await fs.mkdir(path.join(program, sub), { recursive: true });
  const config = path.join(program, "config", "config.json");
  await fs.writeFile(
    config,
    JSON.stringify(
      { md5secret, jwtsecret, rootFolders: [{ name: "旧库", path: "D:\\voice" }], tagLanguage: "ja-jp" },
      null,
      "\t",
    ),
  );
  return { program, config, db: path.join(program, "sqlite", "db.sqlite3") };
}

/** Rows in one of our tables. */
export async function count(
  ctx: TestContext,
  table: "works" | "users" | "reviews" | "play_history" | "lyric_tasks",
) {
  const row = await ctx.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs the import command on the test's data folder; its exit code and everything it printed. */
export async function runImport(ctx: TestContext, args: string[]) {
  const lines: string[] = [];
  const { options } = parseImportArgs(args);
  const data = {
    options: { dataDir: ctx.dir, port: null, databaseUrl: null, adminPassword: null, logLevel: "info" },
    paths: ctx.paths,
    config: ctx.config,
    database: ctx.database,
  };
  const code = await importIntoDataFolder(data, options, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}
