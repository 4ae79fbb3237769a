import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type SampleWork, writeLibrary } from "@kikoeru/server/tooling";
import { e2eWorks } from "./fixtures.ts";
import { type RunningServer, startServer } from "./server.ts";

const scanTimeoutMs = 90_000;

export interface LibraryServer extends RunningServer {
  /** Admin token, for API calls and for signing pages in. */
  token: string;
  api: <T>(method: string, path: string, body?: unknown) => Promise<T>;
}

async function call<T>(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Runs a full scan (POST /api/scanner/scan) and waits for it to finish. */
export async function scanLibrary(api: LibraryServer["api"]): Promise<void> {
  await api("POST", "/scanner/scan");
  const deadline = Date.now() + scanTimeoutMs;
  for (;;) {
    const status = await api<{ running: boolean; job: { state: string; error: string | null } | null }>(
      "GET",
      "/scanner/status",
    );
    if (!status.running && status.job && status.job.state !== "queued" && status.job.state !== "running") {
      if (status.job.state !== "finished") throw new Error(`scan ${status.job.state}: ${status.job.error}`);
      return;
    }
    if (Date.now() > deadline) throw new Error("scan did not finish in time");
    await sleep(250);
  }
}

/**
 * Starts the built server, writes the fixture library (or `works`) into its data folder, registers it as the
 * root folder (PUT /api/config/admin) and runs a full scan (POST /api/scanner/scan), waiting for it to finish.
 */
export async function startLibraryServer(works: readonly SampleWork[] = e2eWorks()): Promise<LibraryServer> {
  const server = await startServer();
  try {
    const { token } = await call<{ token: string }>(server.baseUrl, "", "POST", "/auth/me", {
      name: "admin",
      password: server.adminPassword,
    });
    const api = <T>(method: string, url: string, body?: unknown) =>
      call<T>(server.baseUrl, token, method, url, body);
    const root = path.join(server.dataDir, "library");
    await writeLibrary(root, works);
    await api("PUT", "/config/admin", { config: { rootFolders: [{ name: "e2e", path: root }] } });
    await scanLibrary(api);
    return { ...server, token, api };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
