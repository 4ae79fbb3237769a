import { DataDirError } from "../config/data-dir.ts";
import { OptionsError } from "../config/options.ts";
import { ConfigFileError } from "../config/store.ts";
import { ImportRefusal } from "../modules/import/index.ts";
import { openDataFolder } from "./data-folder.ts";
import { importIntoDataFolder, parseImportArgs } from "./import-command.ts";

/**
 * `npm run import -- --db <kikoeru db.sqlite3> --config <kikoeru config.json> [--covers DIR] [--lyrics DIR]
 * [--map-root alias=root …] [--only works,users,reviews,history,tasks] [--dry-run] [--data DIR]`: moves a
 * kikoeru-express installation into the data folder the server uses (docs/import.md).
 */
try {
  const { options, dataArgs } = parseImportArgs(process.argv.slice(2));
  const data = await openDataFolder(dataArgs, process.env);
  const code = await importIntoDataFolder(data, options);
  await data.database.close();
  process.exit(code);
} catch (error) {
  if (error instanceof ImportRefusal) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof OptionsError || error instanceof ConfigFileError || error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
