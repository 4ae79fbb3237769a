import { type DataPaths, databaseTargetOf, dataPaths, prepareDataDir } from "../config/data-dir.ts";
import { readStartOptions, type StartOptions } from "../config/options.ts";
import { loadSecrets } from "../config/secrets.ts";
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
  const { store: config, legacy } = await ConfigStore.open(paths.configFile);
  // Take over an imported kikoeru config's secrets before anything rewrites config.json, as the server does.
  await loadSecrets(paths.secretsFile, legacy);
  await config.save();
  const database = openDatabase(databaseTargetOf(config.get(), paths, options.databaseUrl));
  await migrateToLatest(database.db);
  return { options, paths, config, database };
}
