// Checks that Dockerfile, compose.yaml and deploy/nginx.conf agree with the code (run by `npm run lint`;
// this machine cannot build images, so a drift must be caught by reading them): the Node major of the
// engines field, the start command of `npm start`, the port, every workspace's package.json in both
// stages, the environment variables the server reads, the instance roles it knows (each on some instance).
import { readFileSync } from "node:fs";

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
const problems = [];
const expect = (ok, problem) => {
  if (!ok) problems.push(problem);
};

const pkg = JSON.parse(read("package.json"));
const dockerfile = read("Dockerfile");
const compose = read("compose.yaml");
const nginx = read("deploy/nginx.conf");

const nodeMajor = pkg.engines.node.match(/(\d+)/)[1];
const bases = [...dockerfile.matchAll(/^FROM node:(\d+)[^\s]*/gm)].map((m) => m[1]);
expect(
  bases.length === 2,
  `Dockerfile: expected a build and a runtime stage FROM node:*, found ${bases.length}`,
);
for (const major of bases)
  expect(major === nodeMajor, `Dockerfile: FROM node:${major}, engines says ${nodeMajor}`);

const started = pkg.scripts.start.split("&&").at(-1).trim().split(/\s+/);
const cmd = dockerfile.match(/^CMD (\[.*\])$/m);
expect(cmd !== null, "Dockerfile: no CMD [...]");
if (cmd) {
  const argv = JSON.parse(cmd[1]);
  expect(
    JSON.stringify(argv) === JSON.stringify(started),
    `Dockerfile: CMD ${argv.join(" ")} differs from npm start's ${started.join(" ")}`,
  );
}

const config = read("packages/contract/src/config.ts");
const port = config.match(/listenPort[^\n]*\.default\((\d+)\)/)[1];
expect(
  new RegExp(`^EXPOSE ${port}$`, "m").test(dockerfile),
  `Dockerfile: EXPOSE is not the default port ${port}`,
);
expect(new RegExp(`PORT=${port}\\b`).test(dockerfile), `Dockerfile: PORT is not ${port}`);
for (const [, value] of compose.matchAll(/^\s+PORT: "(\d+)"$/gm)) {
  expect(value === port, `compose.yaml: PORT ${value}, the image listens on ${port}`);
}
for (const [, value] of nginx.matchAll(/server kikoeru-\w+:(\d+);/g)) {
  expect(value === port, `deploy/nginx.conf: upstream port ${value}, the image listens on ${port}`);
}

for (const workspace of pkg.workspaces) {
  const copies = dockerfile.split("\n").filter((line) => line.includes(`${workspace}/package.json`));
  expect(copies.length === 2, `Dockerfile: ${workspace}/package.json must be copied in both stages (npm ci)`);
}
for (const built of ["packages/server/dist", "packages/web/dist"]) {
  expect(
    dockerfile.includes(`/app/${built} ${built}`),
    `Dockerfile: the runtime stage does not copy ${built}`,
  );
}

const serverEnv = new Set(
  ["packages/server/src/config/options.ts", "packages/server/src/cluster/cluster-options.ts"].flatMap(
    (file) => [...read(file).matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]),
  ),
);
const composeEnv = [...compose.matchAll(/^\s{6}([A-Z][A-Z_]+):/gm)].map((m) => m[1]);
const dockerEnv = [...dockerfile.matchAll(/^(?:ENV\s+|\s+)([A-Z][A-Z_]+)=/gm)].map((m) => m[1]);
for (const name of [...composeEnv.filter((n) => !n.startsWith("POSTGRES_")), ...dockerEnv]) {
  expect(serverEnv.has(name), `${name} is set for the container but the server never reads it`);
}

const roles = JSON.parse(
  read("packages/server/src/cluster/cluster-options.ts")
    .match(/ROLES = (\[[^\]]*\])/)[1]
    .replaceAll("'", '"'),
);
const served = new Set();
for (const [, list] of compose.matchAll(/KIKOERU_ROLES: (\S+)/g)) {
  for (const role of list.split(",")) {
    expect(roles.includes(role), `compose.yaml: unknown role ${role}`);
    served.add(role);
  }
}
// An instance without KIKOERU_ROLES has every role; else some instance must have each (no transcodes otherwise).
const instances = [...compose.matchAll(/KIKOERU_CLUSTER: "1"/g)].length;
if (instances > [...compose.matchAll(/KIKOERU_ROLES:/g)].length) for (const role of roles) served.add(role);
for (const role of roles) expect(served.has(role), `compose.yaml: no instance has the ${role} role`);
expect(/KIKOERU_CLUSTER: "1"/.test(compose), "compose.yaml: the instances must run with KIKOERU_CLUSTER=1");
expect(/image: postgres:/.test(compose), "compose.yaml: no PostgreSQL service");

if (problems.length > 0) {
  console.error(`Container recipe out of step:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("Dockerfile, compose.yaml and deploy/nginx.conf agree with package.json and the server.");
