/**
 * A server process over an existing test data folder and database, for tests that kill it with SIGKILL:
 * `tsx transcode-server.ts <database target JSON> <data folder>`; prints its port once it listens.
 */
import path from "node:path";
import { buildApp } from "../../src/app.ts";
import { dataPaths } from "../../src/config/data-dir.ts";
import { loadSecrets } from "../../src/config/secrets.ts";
import { ConfigStore } from "../../src/config/store.ts";
import { openDatabase } from "../../src/db/database.ts";

const [target, dir] = process.argv.slice(2) as [string, string];
const paths = dataPaths(dir);
const { store: config } = await ConfigStore.open(path.join(dir, "config.json"));
const app = await buildApp({
  config,
  database: openDatabase(JSON.parse(target)),
  secrets: await loadSecrets(path.join(dir, "secrets.json"), {}),
  version: "0.0.0-test",
  paths,
  webRoot: path.join(dir, "no-web"),
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
