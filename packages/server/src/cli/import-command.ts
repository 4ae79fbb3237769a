import path from "node:path";
import { parseArgs } from "node:util";
import { message } from "@kikoeru/contract";
import { coversDirOf } from "../config/data-dir.ts";
import { loadSecrets } from "../config/secrets.ts";
import { JobsRepo } from "../jobs/jobs.repo.ts";
import { LibraryRepo } from "../library/library.repo.ts";
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportOptions,
  ImportRefusal,
  ImportRepo,
  ImportService,
  writeReportFile,
} from "../modules/import/index.ts";
import { TracksRepo } from "../modules/tracks/index.ts";
import type { DataFolder } from "./data-folder.ts";

const readArgs = (args: string[]) =>
  parseArgs({
    args,
    options: {
      db: { type: "string" },
      config: { type: "string" },
      covers: { type: "string" },
      lyrics: { type: "string" },
      "map-root": { type: "string", multiple: true },
      only: { type: "string" },
      "dry-run": { type: "boolean" },
      data: { type: "string" },
    },
    strict: true,
  });

/** The import's own options, and the rest (`--data`) for the data folder. */
export function parseImportArgs(argv: string[]): { options: ImportOptions; dataArgs: string[] } {
  let values: ReturnType<typeof readArgs>["values"];
  try {
    ({ values } = readArgs(argv));
  } catch (error) {
    throw new ImportRefusal(
      `${(error as Error).message}\n${message("import.errorUsage", { kinds: IMPORT_KINDS.join(",") })}`,
    );
  }
  if (!values.db || !values.config) {
    throw new ImportRefusal(message("import.errorUsage", { kinds: IMPORT_KINDS.join(",") }));
  }
  const mapRoot = new Map<string, string>();
  for (const pair of values["map-root"] ?? []) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new ImportRefusal(message("import.errorOption", { option: `--map-root ${pair}` }));
    mapRoot.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const only = new Set<ImportKind>(IMPORT_KINDS);
  if (values.only !== undefined) {
    only.clear();
    for (const kind of values.only.split(",").map((k) => k.trim())) {
      if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
        throw new ImportRefusal(message("import.errorOnly", { kinds: IMPORT_KINDS.join(","), value: kind }));
      }
      only.add(kind as ImportKind);
    }
  }
  const resolve = (file: string | undefined) => (file === undefined ? undefined : path.resolve(file));
  return {
    options: {
      db: path.resolve(values.db),
      config: path.resolve(values.config),
      covers: resolve(values.covers),
      lyrics: resolve(values.lyrics),
      mapRoot,
      only,
      dryRun: values["dry-run"] === true,
    },
    dataArgs: values.data === undefined ? [] : ["--data", values.data],
  };
}

/**
 * Imports a kikoeru installation into the data folder, printing the plan and the summary. Resolves to the exit
 * code: 0 done (or planned, dry), 2 refused (a bad source, an unmapped root, or a scan holding the lock).
 */
export async function importIntoDataFolder(
  data: DataFolder,
  options: ImportOptions,
  print: (line: string) => void = console.log,
): Promise<number> {
  const holder = await new JobsRepo(data.database.db).holder("scanner");
  if (holder) {
    const since = holder.started_at
      ? new Date(holder.started_at).toLocaleString()
      : message("cli.unknownTime");
    print(message("cli.scanBusy", { job: holder.id, since }));
    return 2;
  }
  const settings = data.config.get();
  const service = new ImportService({
    repo: new ImportRepo(data.database.db),
    library: new LibraryRepo(data.database.db),
    tracks: new TracksRepo(data.database.db),
    settings,
    paths: data.paths,
    coversDir: coversDirOf(settings, data.paths),
    secrets: await loadSecrets(data.paths.secretsFile, {}),
    addRoots: async (roots) => {
      await data.config.update({ rootFolders: [...data.config.get().rootFolders, ...roots] });
    },
    log: (level, line) => {
      if (level !== "info")
        print(`[${message(level === "warn" ? "cli.levelWarn" : "cli.levelError")}] ${line}`);
    },
  });
  try {
    const report = await service.run(options);
    for (const line of report.lines()) print(line);
    if (!options.dryRun) {
      const file = await writeReportFile(data.paths.root, report);
      print(message("import.summaryReport", { file }));
    }
    print(message("import.summaryElapsed", { seconds: (report.elapsedMs / 1000).toFixed(1) }));
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefusal)) throw error;
    print(error.message);
    return 2;
  }
}
