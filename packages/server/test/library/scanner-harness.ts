import type { ScanKind, ScannerStatus } from "@kikoeru/contract";
import type { FakeMetadataServer } from "../fakes/metadata-server.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../harness.ts";

const SCAN_URL: Record<ScanKind, string> = {
  scan: "/api/scanner/scan",
  update: "/api/scanner/update",
  "lyric-scan": "/api/scanner/lyric-scan",
};

/** Settings that point every provider at the fake, with quick retries. */
export function fakeProviderConfig(fake: FakeMetadataServer): Record<string, unknown> {
  return {
    dlsiteBaseUrl: fake.url,
    dlsiteImageBaseUrl: fake.url,
    hvdbBaseUrl: fake.url,
    metadataPeerBaseUrl: fake.url,
    retry: 2,
    retryDelay: 0,
    dlsiteTimeout: 5000,
    hvdbTimeout: 5000,
    maxParallelism: 4,
  };
}

export async function scannerContext(
  fake: FakeMetadataServer,
  config: Record<string, unknown>,
): Promise<TestContext & { adminToken: string }> {
  const ctx = await createTestContext({ config: { ...fakeProviderConfig(fake), ...config } });
  return Object.assign(ctx, { adminToken: await ctx.login("admin", ADMIN_PASSWORD) });
}

/** Starts a scan over HTTP, waits for it to end and returns the status. */
export async function runScan(
  ctx: TestContext & { adminToken: string },
  kind: ScanKind = "scan",
): Promise<ScannerStatus> {
  const started = await ctx.request({ method: "POST", url: SCAN_URL[kind], token: ctx.adminToken });
  if (started.statusCode !== 202)
    throw new Error(`scan did not start: ${started.statusCode} ${started.body}`);
  await ctx.app.scanner.waitForRun();
  const status = await ctx.request({ method: "GET", url: "/api/scanner/status", token: ctx.adminToken });
  return status.json() as ScannerStatus;
}
