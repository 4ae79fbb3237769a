import type { ScanKind } from "@kikoeru/contract";
import { DataDirError } from "../config/data-dir.ts";
import { OptionsError } from "../config/options.ts";
import { ConfigFileError } from "../config/store.ts";
import { openDataFolder } from "./data-folder.ts";
import { scanDataFolder } from "./scan-command.ts";

/**
 * `npm run scan [-- --data DIR] [--update | --files]`: a full scan (or the metadata update, or the file
 * rescan) of the data folder the server uses. It shares the database with a running server and refuses
 * politely while the server scans.
 */
const MODES: Record<string, ScanKind> = { "--update": "update", "--files": "lyric-scan" };
const args = process.argv.slice(2);
const kind = args.map((a) => MODES[a]).find(Boolean) ?? "scan";
try {
  const data = await openDataFolder(
    args.filter((a) => !(a in MODES)),
    process.env,
  );
  const code = await scanDataFolder(data, kind);
  await data.database.close();
  process.exit(code);
} catch (error) {
  if (error instanceof OptionsError || error instanceof ConfigFileError || error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
