import path from "node:path";
import { type DataPaths, dataPaths, prepareDataDir } from "../config/data-dir.ts";
import { readStartOptions, type StartOptions } from "../config/options.ts";
import { ConfigStore } from "../config/store.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrator.ts";

export interface DataFolder {
  options: StartOptions;
  paths: DataPaths;
  config: ConfigStore;
  database: Database;
}

/**
 * Opens the data folder the server would use with the same `--data`/KIKOERU_DATA/DATABASE_URL: its config,
 * and its database migrated to the latest schema.
 */
export async function openDataFolder(argv: string[], env: NodeJS.ProcessEnv): Promise<DataFolder> {
  const options = readStartOptions(argv, env, process.cwd());
  const paths = dataPaths(options.dataDir);
  await prepareDataDir(paths);
  const { store: config } = await ConfigStore.open(paths.configFile);
  await config.save();
  const settings = config.get();
  const database = openDatabase(
    options.databaseUrl
      ? { kind: "postgres", url: options.databaseUrl }
      : {
          kind: "sqlite",
          file:
            settings.dbUseDefaultPath || settings.databaseFolderDir === ""
              ? paths.sqliteFile
              : path.resolve(paths.root, settings.databaseFolderDir, "kikoeru.sqlite3"),
          busyTimeoutMs: settings.dbBusyTimeout,
        },
  );
  await migrateToLatest(database.db);
  return { options, paths, config, database };
}
