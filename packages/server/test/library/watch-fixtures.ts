import fs from "node:fs/promises";
import type { LibraryWatch, ScannerStatus } from "@kikoeru/contract";
import { type SampleWork, writeLibrary } from "../../src/cli/sample-library.ts";
import type { WatcherFactory } from "../../src/modules/scanner/watch/root-watcher.ts";
import type { FakeMetadataServer } from "../fakes/metadata-server.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../harness.ts";
import { until } from "../media/transcode-fixtures.ts";
import { fakeProviderConfig } from "./scanner-harness.ts";

/** A server watching one root, logged in as the administrator. */
export type WatchContext = TestContext & { token: string; root: string };

/** A server watching `root` (quiet period 1 s unless `settings` say otherwise), the `works` written first. */
export async function watchedLibrary(options: {
  fake: FakeMetadataServer;
  root: string;
  name: string;
  settings?: Record<string, unknown>;
  factory?: WatcherFactory;
  works?: SampleWork[];
}): Promise<WatchContext> {
  if (options.works) {
    await fs.mkdir(options.root, { recursive: true });
    await writeLibrary(options.root, options.works);
  }
  const ctx = await createTestContext({
    config: {
      ...fakeProviderConfig(options.fake),
      rootFolders: [{ name: options.name, path: options.root }],
      watchRootFolders: true,
      watchQuietSeconds: 1,
      ...options.settings,
    },
    ...(options.factory ? { watchFactory: options.factory } : {}),
  });
  return Object.assign(ctx, { token: await ctx.login("admin", ADMIN_PASSWORD), root: options.root });
}

export const statusOf = async (ctx: WatchContext) =>
  (
    await ctx.request({ method: "GET", url: "/api/scanner/status", token: ctx.token })
  ).json() as ScannerStatus;
export const watchOf = async (ctx: WatchContext) => (await statusOf(ctx)).watch as LibraryWatch;
export const scanJobs = (ctx: WatchContext) =>
  ctx.database.db.selectFrom("jobs").select(["id", "progress"]).where("kind", "=", "library.scan").execute();

/** Scans run in a child process on a shared machine: the waits are generous, never fixed sleeps. */
export const SLOW = 90_000;
export const waitUntil = (what: string, check: () => boolean | Promise<boolean>) =>
  until(what, check, 60_000);
