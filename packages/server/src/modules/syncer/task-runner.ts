import type { Dispatcher } from "undici";
import type { ConfigStore } from "../../config/store.ts";
import { DownloadWorker } from "./download-worker.ts";
import { type PullPayload, type PullProgress, runPull } from "./pull-task.ts";
import { type RemoteOptions, RemoteServer } from "./remote-server.ts";
import type { SyncerRepo } from "./syncer.repo.ts";
import { type ImportDeps, importPulledWork } from "./work-import.ts";

const SAVE_EVERY_MS = 1_000;

interface Running {
  id: number;
  controller: AbortController;
  progress: PullProgress | null;
  /** The server is closing: the task goes back to the queue instead of being stopped. */
  closing: boolean;
  done: Promise<void>;
}

export interface RunnerDeps {
  repo: SyncerRepo;
  config: ConfigStore;
  imports: ImportDeps;
  remote: RemoteOptions;
  dispatcher: Dispatcher;
}

/**
 * Runs sync tasks one at a time, oldest first, from the `jobs` rows: progress saved at most once a second,
 * stop aborts every request and keeps partial files, and a closing server puts its task back in the queue so
 * the next start resumes it.
 */
export class TaskRunner {
  private current: Running | null = null;
  private pumping = false;
  private closed = false;

  constructor(private readonly deps: RunnerDeps) {}

  /** A RemoteServer for `host` with its stored account, if any. */
  async remoteFor(host: string, attempts = this.deps.remote.attempts): Promise<RemoteServer> {
    const credentials = (await this.deps.repo.credentials(host)) ?? null;
    return new RemoteServer(host, credentials, { ...this.deps.remote, attempts }, this.deps.dispatcher);
  }

  /** The live progress of the task this process runs, when it is `id`. */
  live(id: number): PullProgress | undefined {
    return this.current?.id === id ? (this.current.progress ?? undefined) : undefined;
  }

  isRunning(id: number): boolean {
    return this.current?.id === id;
  }

  /** Aborts the running task `id`; it ends as stopped. False when this process does not run it. */
  async stop(id: number): Promise<boolean> {
    const run = this.current;
    if (run?.id !== id) return false;
    run.controller.abort();
    await run.done;
    return true;
  }

  /** Starts the oldest queued task when none runs. */
  async pump(): Promise<void> {
    if (this.current || this.pumping || this.closed) return;
    this.pumping = true;
    try {
      for (;;) {
        const row = await this.deps.repo.nextQueued();
        if (!row) return;
        if (!(await this.deps.repo.transition(row.id, ["queued"], "running", null))) continue;
        const run: Running = {
          id: row.id,
          controller: new AbortController(),
          progress: null,
          closing: false,
          done: Promise.resolve(),
        };
        this.current = run;
        run.done = this.execute(JSON.parse(row.payload) as PullPayload, run).finally(() => {
          this.current = null;
          void this.pump();
        });
        return;
      }
    } finally {
      this.pumping = false;
    }
  }

  /** Stops taking tasks and puts the running one back in the queue (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    const run = this.current;
    if (!run) return;
    run.closing = true;
    run.controller.abort();
    await run.done;
  }

  private async execute(payload: PullPayload, run: Running): Promise<void> {
    const { repo } = this.deps;
    const signal = run.controller.signal;
    let lastSave = 0;
    const rate = () => this.deps.config.get().syncerMaxBytesPerSecond;
    let downloads: DownloadWorker | undefined;
    const unsubscribe = this.deps.config.onChange(() => downloads?.setRate(rate()));
    try {
      const credentials = (await repo.credentials(payload.host)) ?? null;
      const remote = new RemoteServer(payload.host, credentials, this.deps.remote, this.deps.dispatcher);
      const options = { host: payload.host, credentials, options: this.deps.remote, bytesPerSecond: rate() };
      const worker = new DownloadWorker(options);
      downloads = worker;
      const result = await runPull(payload, {
        download: (file, final, at) => worker.download(file, final, signal, at),
        signal,
        rootPath: (name) =>
          this.deps.config.get().rootFolders.find((r) => r.name === name && !r.inactive)?.path ?? null,
        // Called for every progress message of a download: the object is kept as is, copied only when saved.
        report: (progress) => {
          run.progress = progress;
          const now = Date.now();
          if (now - lastSave < SAVE_EVERY_MS) return;
          lastSave = now;
          repo.saveProgress(run.id, { ...progress }).catch(() => undefined);
        },
        importWork: (work) => importPulledWork(this.deps.imports, remote, work, signal),
      });
      await repo.transition(run.id, ["running"], "finished", null, result);
    } catch (error) {
      const state = !signal.aborted ? "failed" : run.closing ? "queued" : "stopped";
      const reason = state === "failed" ? (error as Error).message : null;
      await repo.transition(run.id, ["running"], state, reason, run.progress ?? undefined);
      if (state === "failed") this.deps.imports.log("error", reason ?? "");
    } finally {
      unsubscribe();
      await downloads?.close();
    }
  }
}
