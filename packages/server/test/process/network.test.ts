import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  api,
  canConnect,
  externalIPv4,
  freePort,
  makeTempDir,
  startServer,
  useBuiltServer,
} from "./server-process.ts";

const build = useBuiltServer();

/** Three distinct free ports. */
async function threePorts(): Promise<[number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort());
  return [...ports] as [number, number, number];
}

async function dataDirWith(config: Record<string, unknown>): Promise<string> {
  const data = await makeTempDir();
  await fs.writeFile(path.join(data, "config.json"), JSON.stringify(config));
  return data;
}

async function serves(port: number, host = "127.0.0.1"): Promise<boolean> {
  if (!(await canConnect(host, port))) return false;
  const response = await api(port, host).get("/api/health");
  return response.status === 200 && (await response.text()) === "OK";
}

describe("which port the built server listens on", { timeout: 120_000 }, () => {
  it("--port beats PORT, which beats config listenPort", async () => {
    const [cliPort, envPort, configPort] = await threePorts();
    const data = await dataDirWith({ listenPort: configPort });

    const withAll = await startServer(build.main, ["--port", String(cliPort), "--data", data], {
      PORT: String(envPort),
    });
    expect(await serves(cliPort)).toBe(true);
    expect(await canConnect("127.0.0.1", envPort)).toBe(false);
    expect(await canConnect("127.0.0.1", configPort)).toBe(false);
    expect((await withAll.stop()).code).toBe(0);

    const withEnv = await startServer(build.main, ["--data", data], { PORT: String(envPort) });
    expect(await serves(envPort)).toBe(true);
    expect(await canConnect("127.0.0.1", configPort)).toBe(false);
    expect((await withEnv.stop()).code).toBe(0);

    const withConfig = await startServer(build.main, ["--data", data]);
    expect(await serves(configPort)).toBe(true);
    expect(withConfig.stdout).toContain(`:${configPort}`);
    expect((await withConfig.stop()).code).toBe(0);
    // The port given on the command line is not written into config.json.
    expect(JSON.parse(await fs.readFile(path.join(data, "config.json"), "utf8")).listenPort).toBe(configPort);
  });
});

const external = externalIPv4();

describe("blockRemoteConnection", { timeout: 120_000 }, () => {
  it(`binds 127.0.0.1 only when it is on${external ? "" : " (no non-loopback IPv4 address: refusal unchecked)"}`, async () => {
    const port = await freePort();
    await startServer(build.main, [
      "--port",
      String(port),
      "--data",
      await dataDirWith({ blockRemoteConnection: true }),
    ]);
    expect(await serves(port)).toBe(true);
    // Without a non-loopback IPv4 address there is nothing to be refused on; the loopback check above still ran.
    if (external) expect(await canConnect(external, port)).toBe(false);
  });

  it.skipIf(!external)(
    `answers on the machine's non-loopback address (${external ?? "none found: skipped"}) when it is off`,
    async () => {
      const port = await freePort();
      await startServer(build.main, ["--port", String(port), "--data", await dataDirWith({})]);
      expect(await serves(port)).toBe(true);
      expect(await serves(port, external!)).toBe(true);
    },
  );
});
