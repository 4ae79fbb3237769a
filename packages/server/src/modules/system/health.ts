import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { HEALTH_FOLDERS, type HealthDetails } from "@kikoeru/contract";
import type { HealthRepo } from "./health.repo.ts";

export type HealthFolder = (typeof HEALTH_FOLDERS)[number];

export interface HealthDeps {
  repo: HealthRepo;
  instanceId: string;
  cluster: boolean;
  /** Each folder's current path (covers may be configured elsewhere; read at every check). */
  folders: () => Record<HealthFolder, string>;
}

/** A file can really be created and removed there (`access(W_OK)` says yes to root on a read-only mount). */
async function writable(dir: string): Promise<boolean> {
  const probe = path.join(dir, `.kikoeru-health-${randomBytes(6).toString("hex")}`);
  try {
    await fs.writeFile(probe, "", { flag: "wx" });
    await fs.rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether this instance can serve. Requests that arrive while a check runs share it: a public route must not
 * turn a flood of requests into as many disk writes.
 */
export class HealthCheck {
  private pending: Promise<HealthDetails> | null = null;

  constructor(private readonly deps: HealthDeps) {}

  check(): Promise<HealthDetails> {
    this.pending ??= probe(this.deps).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }
}

/** The database answers and every shared folder takes a write. */
async function probe(deps: HealthDeps): Promise<HealthDetails> {
  const dirs = deps.folders();
  const [reachable, ...writes] = await Promise.all([
    deps.repo.reachable(),
    ...HEALTH_FOLDERS.map((name) => writable(dirs[name])),
  ]);
  const folders = HEALTH_FOLDERS.map((name, i) => ({ name, writable: writes[i] === true }));
  return {
    status: reachable && folders.every((f) => f.writable) ? "ok" : "degraded",
    instance: deps.instanceId,
    cluster: deps.cluster,
    database: { reachable: reachable === true },
    folders,
  };
}
