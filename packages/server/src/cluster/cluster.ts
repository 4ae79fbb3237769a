import { message } from "@kikoeru/contract";
import { createAdapter } from "@socket.io/postgres-adapter";
import pg from "pg";
import type { Server } from "socket.io";
import type { ConfigStore } from "../config/store.ts";
import type { Database } from "../db/database.ts";
import type { LoginAttempts } from "../http/login-limiter.ts";
import type { UsersService } from "../modules/users/index.ts";
import { ClusterBus, type ClusterNote } from "./bus.ts";
import type { ClusterOptions, Role } from "./cluster-options.ts";
import { LoginFailuresRepo } from "./login-failures.repo.ts";
import { SharedLoginLimiter } from "./shared-login-limiter.ts";

/**
 * Without NOTIFY (the listening connection is down, or a note was lost), settings and account rows are read
 * again this often, so a revoked token is refused by every instance within this bound at worst.
 */
const CLUSTER_POLL_MS = 5_000;
/** The advisory lock that serialises settings saves across the instances. */
const CONFIG_LOCK = "kikoeru.config";

export interface ClusterLog {
  info(line: string): void;
  warn(line: string): void;
}

/** What the app wires into the cluster once it has built its config store, accounts and socket.io server. */
export interface ClusterMembers {
  io: Server;
  config: ConfigStore;
  users: UsersService;
}

/**
 * One instance of a cluster (KIKOERU_CLUSTER=1): socket.io through `@socket.io/postgres-adapter`, config and
 * account changes announced with NOTIFY (and polled as a fallback), failed logins counted in the database.
 */
export class Cluster {
  readonly loginLimiter: LoginAttempts;
  private readonly pool: pg.Pool;
  private readonly bus: ClusterBus;
  private members: ClusterMembers | null = null;
  private readonly poll: NodeJS.Timeout;
  private readonly wakeListeners = new Map<string, Set<() => void>>();

  constructor(
    readonly options: ClusterOptions,
    database: Database,
    private readonly log: ClusterLog,
    /** How often settings and account rows are re-read without notes (tests lengthen it to prove it matters). */
    pollMs = CLUSTER_POLL_MS,
  ) {
    if (database.target.kind !== "postgres") throw new Error(message("cluster.needsPostgres"));
    this.loginLimiter = new SharedLoginLimiter(new LoginFailuresRepo(database.db));
    // Its own small pool: the socket.io adapter keeps one connection for LISTEN for as long as it runs.
    this.pool = new pg.Pool({ connectionString: database.target.url, max: 4 });
    this.pool.on("error", () => undefined);
    this.bus = new ClusterBus(this.pool, database.target.url, options.instanceId, {
      note: (note) => this.apply(note),
      resync: () => this.resync(),
      lost: (error, retryMs) =>
        this.log.warn(
          `${message("cluster.busLost", { seconds: retryMs / 1000, poll: CLUSTER_POLL_MS / 1000 })}: ${error.message}`,
        ),
    });
    this.poll = setInterval(() => this.resync(), pollMs);
    this.poll.unref();
  }

  get instanceId(): string {
    return this.options.instanceId;
  }

  has(role: Role): boolean {
    return this.options.roles.has(role);
  }

  /** Tells the other instances that work waits in `queue` (they also look by themselves now and then). */
  wake(queue: string): void {
    this.announce({ kind: "wake", queue });
  }

  onWake(queue: string, listener: () => void): () => void {
    const listeners = this.wakeListeners.get(queue) ?? new Set();
    this.wakeListeners.set(queue, listeners.add(listener));
    return () => listeners.delete(listener);
  }

  /** Runs `task` under the cluster-wide settings lock (a PostgreSQL advisory lock on a connection of its own). */
  async withConfigLock<T>(task: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("select pg_advisory_lock(hashtext($1))", [CONFIG_LOCK]);
      try {
        return await task();
      } finally {
        await client.query("select pg_advisory_unlock(hashtext($1))", [CONFIG_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  /** Connects socket.io and the change notes; resolves once this instance listens. */
  async attach(members: ClusterMembers): Promise<void> {
    this.members = members;
    members.io.adapter(createAdapter(this.pool, { errorHandler: (error) => this.log.warn(error.message) }));
    members.config.useSaveLock((task) => this.withConfigLock(task));
    members.config.onChange((_next, _before, origin) => {
      if (origin === "local") this.announce({ kind: "config" });
    });
    members.users.onAccountChange((name) => this.announce({ kind: "user", name }));
    await this.bus.start();
    this.log.info(
      message("cluster.started", { instance: this.instanceId, roles: [...this.options.roles].join(",") }),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.poll);
    await this.bus.close();
    await this.pool.end().catch(() => undefined);
  }

  private announce(note: ClusterNote): void {
    this.bus.publish(note).catch((error: Error) => this.log.warn(error.message));
  }

  private apply(note: ClusterNote): void {
    if (note.kind === "wake") {
      for (const listener of this.wakeListeners.get(note.queue) ?? []) listener();
      return;
    }
    if (!this.members) return;
    if (note.kind === "user") this.members.users.dropCached(note.name);
    else void this.members.config.reload();
  }

  /** Notes may have been missed: drop every cached account row and read the settings file again. */
  private resync(): void {
    if (!this.members) return;
    this.members.users.dropCached(null);
    void this.members.config.reload();
  }
}
