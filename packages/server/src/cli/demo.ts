import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { message } from "@kikoeru/contract";
import { start } from "../boot.ts";
import { openDataFolder } from "./data-folder.ts";
import { demoWorks, writeLibrary } from "./sample-library.ts";
import { scanDataFolder } from "./scan-command.ts";

/**
 * `npm run demo [-- --data DIR --port N --host]`: writes a small sample library (twelve works with local
 * metadata files, WAV tones and generated covers; no internet needed) into the data folder (./demo-data),
 * registers it as a root folder, scans it and starts the server on it. The demo's admin password is printed
 * on the terminal, so the server listens on 127.0.0.1 only unless `--host` asks for every interface.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { data: { type: "string" }, port: { type: "string" }, host: { type: "boolean" } },
});
const dataDir = path.resolve(values.data ?? "demo-data");
const library = path.join(dataDir, "library");

const exists = await fs.stat(library).then(
  () => true,
  () => false,
);
if (!exists) {
  console.log(message("cli.demoLibrary", { library }));
  await writeLibrary(library, demoWorks());
}

const data = await openDataFolder(["--data", dataDir], {});
const blockRemoteConnection = values.host !== true;
if (data.config.get().blockRemoteConnection !== blockRemoteConnection) {
  await data.config.update({ blockRemoteConnection });
}
const roots = data.config.get().rootFolders;
if (!roots.some((r) => r.path === library)) {
  await data.config.update({
    rootFolders: [
      ...roots.filter((r) => r.name !== "demo"),
      { name: "demo", path: library, inactive: false },
    ],
  });
}
const code = await scanDataFolder(data, "scan");
await data.database.close();
if (code === 2) process.exit(code);

await start(["--data", dataDir, ...(values.port ? ["--port", values.port] : [])], process.env);
const password = await fs
  .readFile(data.paths.initialPasswordFile, "utf8")
  .then((text) => text.trim())
  .catch(() => null);
console.log(
  message("cli.demoReady", {
    password: password ? message("cli.demoPassword", { password }) : message("cli.demoOldPassword"),
    dir: dataDir,
  }),
);
