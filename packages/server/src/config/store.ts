import path from "node:path";
import {
  type AdminConfig,
  adminConfigSchema,
  configMessages,
  message,
  RESTART_REQUIRED_KEYS,
} from "@kikoeru/contract";
import type { z } from "zod";
import { readFileIfExists, writeFileAtomic } from "./files.ts";
import { folderIssues, folderMessage } from "./folder-settings.ts";

export interface ConfigIssue {
  param: string;
  msg: string;
  value: unknown;
}

/** Hears a saved change: made here (`local`), or by another instance of a cluster and read back (`remote`). */
export type ConfigListener = (next: AdminConfig, before: AdminConfig, origin: "local" | "remote") => void;

/** Runs a save exclusively among every writer of the file (a cluster's instances); see `useSaveLock`. */
export type SaveLock = <T>(task: () => Promise<T>) => Promise<T>;

/** A config value was refused; nothing was written. */
export class ConfigValidationError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(issues.map((i) => i.msg).join("；"));
  }
}

/** config.json is unreadable or holds values the schema refuses; the server will not start on it. */
export class ConfigFileError extends Error {}

function issuesOf(error: z.ZodError, input: unknown): ConfigIssue[] {
  return error.issues.map((issue) => {
    let value: unknown = input;
    for (const key of issue.path)
      value = (value as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey];
    return { param: issue.path.map(String).join(".") || "config", msg: issue.message, value };
  });
}

/** The admin configuration: read once at start, changed only through `update`, always saved atomically. */
export class ConfigStore {
  private writing: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<ConfigListener>();
  private saveLock: SaveLock = (task) => task();

  private constructor(
    private readonly file: string,
    private current: AdminConfig,
  ) {}

  /** Loads config.json (created with defaults when missing) and returns any legacy kikoeru secrets found in it. */
  static async open(file: string): Promise<{ store: ConfigStore; legacy: Record<string, unknown> }> {
    const text = await readFileIfExists(file);
    let raw: Record<string, unknown> = {};
    if (text !== null) {
      try {
        raw = JSON.parse(text);
      } catch (error) {
        const reason = (error as Error).message.split("\n")[0];
        throw new ConfigFileError(message("configFile.badJson", { file, reason: String(reason) }));
      }
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
        throw new ConfigFileError(message("configFile.notObject", { file }));
      }
    }
    const parsed = adminConfigSchema.safeParse(raw);
    if (!parsed.success) {
      const detail = issuesOf(parsed.error, raw)
        .map((i) => `${i.param}: ${i.msg}`)
        .join("；");
      throw new ConfigFileError(message("configFile.invalid", { file, detail }));
    }
    // A folder that vanished (an unmounted disk) would fail later with a cryptic error: name the setting now.
    const [folder] = await folderIssues(parsed.data, path.dirname(file));
    if (folder) {
      throw new ConfigFileError(
        message("configFile.badFolder", {
          file,
          problem: folderMessage(folder),
          switchKey: folder.switchKey,
        }),
      );
    }
    const store = new ConfigStore(file, parsed.data);
    return { store, legacy: raw };
  }

  get(): AdminConfig {
    return this.current;
  }

  /** Calls `listener` after every saved change (settings read on the fly, like the folder watcher's). */
  onChange(listener: ConfigListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Serialises `update` across processes too (cluster: a PostgreSQL advisory lock); one process needs none. */
  useSaveLock(lock: SaveLock): void {
    this.saveLock = lock;
  }

  /**
   * Reads config.json again after another instance of a cluster rewrote it (that instance validated it);
   * listeners hear `"remote"`. An unreadable or refused file keeps the current settings. True when it changed.
   */
  async reload(): Promise<boolean> {
    return this.enqueue(async () => {
      const onDisk = await this.readBack();
      if (!onDisk || JSON.stringify(onDisk) === JSON.stringify(this.current)) return false;
      const before = this.current;
      this.current = onDisk;
      for (const listener of this.listeners) listener(onDisk, before, "remote");
      return true;
    }).catch(() => false);
  }

  /** Writes the current settings (with every default filled in) to disk. */
  async save(): Promise<void> {
    await this.enqueue(() => writeFileAtomic(this.file, `${JSON.stringify(this.current, null, 2)}\n`));
  }

  /**
   * Saves what `patch` changes relative to these settings (a full config body changes only what differs),
   * merged over config.json as it is on disk, so that another instance's save of other keys meanwhile stays;
   * validates the whole result first. Returns the keys that changed and only take effect after a restart.
   */
  async update(patch: Record<string, unknown>): Promise<{ config: AdminConfig; restartRequired: string[] }> {
    return this.enqueue(() => this.saveLock(() => this.apply(patch)));
  }

  private async apply(
    patch: Record<string, unknown>,
  ): Promise<{ config: AdminConfig; restartRequired: string[] }> {
    const before = this.current;
    const shown = before as Record<string, unknown>;
    const changes = Object.entries(patch).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(shown[key]),
    );
    const base = (await this.readBack()) ?? before;
    const merged = { ...base, ...Object.fromEntries(changes) };
    const parsed = adminConfigSchema.safeParse(merged);
    if (!parsed.success) throw new ConfigValidationError(issuesOf(parsed.error, merged));
    const next = parsed.data;
    if (next.production !== base.production) {
      throw new ConfigValidationError([
        { param: "production", msg: configMessages.productionReadOnly, value: next.production },
      ]);
    }
    if (next.production && !next.auth) {
      throw new ConfigValidationError([
        { param: "auth", msg: configMessages.authLockedByProduction, value: false },
      ]);
    }
    const folders = await folderIssues(next, path.dirname(this.file), base);
    if (folders.length > 0) {
      throw new ConfigValidationError(
        folders.map((issue) => ({ param: issue.key, msg: folderMessage(issue), value: issue.value })),
      );
    }
    await writeFileAtomic(this.file, `${JSON.stringify(next, null, 2)}\n`);
    this.current = next;
    for (const listener of this.listeners) listener(next, before, "local");
    const restartRequired = RESTART_REQUIRED_KEYS.filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    return { config: next, restartRequired };
  }

  /** config.json as another instance may have rewritten it; null when unreadable or refused. */
  private async readBack(): Promise<AdminConfig | null> {
    const text = await readFileIfExists(this.file);
    if (text === null) return null;
    try {
      const parsed = adminConfigSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writing.then(task, task);
    this.writing = run.catch(() => undefined);
    return run;
  }
}
