/**
 * One cluster instance as a process of its own, for tests that need real processes (locks that tell owners
 * apart by pid, kill -9): `tsx instance-process.ts <PostgreSQL URL> <data folder> <instance id> [<roles>
 * [<transcode options as JSON>]]`; prints its port once it listens (the first to start creates `admin` with
 * the harness's password).
 */
import path from "node:path";
import { buildApp } from "../../src/app.ts";
import { Cluster } from "../../src/cluster/cluster.ts";
import { ROLES, type Role } from "../../src/cluster/cluster-options.ts";
import { dataPaths } from "../../src/config/data-dir.ts";
import { loadSecrets } from "../../src/config/secrets.ts";
import { ConfigStore } from "../../src/config/store.ts";
import { openDatabase } from "../../src/db/database.ts";
import { ADMIN_PASSWORD } from "../harness.ts";

const [url, dir, instanceId, roles, transcode] = process.argv.slice(2) as [
  string,
  string,
  string,
  string?,
  string?,
];
const paths = dataPaths(dir);
const { store: config } = await ConfigStore.open(paths.configFile);
const database = openDatabase({ kind: "postgres", url });
const cluster = new Cluster(
  { enabled: true, instanceId, roles: new Set(roles ? (roles.split(",") as Role[]) : ROLES) },
  database,
  {
    info: () => undefined,
    warn: (line) => process.stderr.write(`${line}\n`),
  },
);
const app = await buildApp({
  config,
  database,
  secrets: await loadSecrets(paths.secretsFile, {}),
  version: "0.0.0-test",
  paths,
  webRoot: path.join(dir, "no-web"),
  cluster,
  ...(transcode ? { transcode: JSON.parse(transcode) } : {}),
});
await app.users.bootstrapAdmin(ADMIN_PASSWORD, paths.initialPasswordFile);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
