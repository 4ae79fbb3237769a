import { randomBytes } from "node:crypto";
import { message } from "@kikoeru/contract";

/**
 * What an instance does besides answering the API: `web` serves the built web app, `scanner` watches the root
 * folders (and starts scans of its own), `transcode` runs ffmpeg for encodes (instances without it queue the
 * encode for one that has it and follow its output), `sync` runs the syncer's queued tasks, `lyric` runs the
 * AI lyric jobs. Default: all.
 */
export const ROLES = ["web", "scanner", "transcode", "sync", "lyric"] as const;
export type Role = (typeof ROLES)[number];

export interface ClusterOptions {
  /** KIKOERU_CLUSTER=1: several instances share one PostgreSQL database and one data folder. */
  enabled: boolean;
  /** Names this process in logs and /api/health; random per start unless KIKOERU_INSTANCE_ID is set. */
  instanceId: string;
  roles: ReadonlySet<Role>;
}

class ClusterOptionsError extends Error {}

const INSTANCE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Reads KIKOERU_CLUSTER, KIKOERU_ROLES and KIKOERU_INSTANCE_ID; refuses cluster mode without PostgreSQL. */
export function readClusterOptions(env: NodeJS.ProcessEnv, databaseUrl: string | null): ClusterOptions {
  const flag = env.KIKOERU_CLUSTER ?? "";
  if (!["", "0", "1"].includes(flag)) {
    throw new ClusterOptionsError(message("cluster.badFlag", { value: flag }));
  }
  const enabled = flag === "1";
  if (enabled && !databaseUrl) throw new ClusterOptionsError(message("cluster.needsPostgres"));
  const roles = new Set<Role>();
  for (const part of (env.KIKOERU_ROLES ?? "").split(",")) {
    const role = part.trim();
    if (role === "") continue;
    if (!(ROLES as readonly string[]).includes(role)) {
      throw new ClusterOptionsError(message("cluster.badRoles", { role, known: ROLES.join(", ") }));
    }
    roles.add(role as Role);
  }
  const chosen = env.KIKOERU_INSTANCE_ID ?? "";
  return {
    enabled,
    instanceId: INSTANCE_ID.test(chosen) ? chosen : randomBytes(4).toString("hex"),
    roles: roles.size > 0 ? roles : new Set(ROLES),
  };
}
