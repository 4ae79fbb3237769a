import { createHash, randomBytes } from "node:crypto";
import { errors } from "../../http/errors.ts";
import type { WorkerTokenRow, WorkerTokensRepo } from "./worker-tokens.repo.ts";

/** Worker tokens start with this, so the auth hook tells them from JWTs (which start with `eyJ`). */
const PREFIX = "kwt_";
/** `last_used_at` is written at most this often per token, not on every poll. */
const TOUCH_INTERVAL_MS = 60_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The identity a worker token gives a request (limited to the worker routes by the auth hook). */
export interface WorkerTokenPrincipal {
  name: string;
  group: "user";
}

/**
 * Worker tokens (docs/ai-lyrics.md): an admin creates one for a worker machine instead of giving it an account.
 * The token is shown once; only its SHA-256 is kept, so a copied database does not leak working tokens.
 */
export class WorkerTokens {
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly repo: WorkerTokensRepo,
    private readonly now: () => number = Date.now,
  ) {}

  matches(token: string): boolean {
    return token.startsWith(PREFIX);
  }

  async create(name: string, createdBy: string): Promise<WorkerTokenRow & { token: string }> {
    const token = PREFIX + randomBytes(32).toString("base64url");
    const row = await this.repo.insert({ name, hash: hashOf(token), createdBy }, this.now());
    return { ...row, token };
  }

  list(): Promise<WorkerTokenRow[]> {
    return this.repo.list();
  }

  async revoke(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw errors.workerTokenNotFound(id);
    this.touched.delete(id);
  }

  /** The worker a token belongs to, or null when it is unknown or revoked. */
  async principalOf(token: string): Promise<WorkerTokenPrincipal | null> {
    const row = await this.repo.byHash(hashOf(token));
    if (!row) return null;
    const now = this.now();
    if (now - (this.touched.get(row.id) ?? 0) >= TOUCH_INTERVAL_MS) {
      this.touched.set(row.id, now);
      await this.repo.touch(row.id, now);
    }
    return { name: `worker:${row.name}`, group: "user" };
  }
}
