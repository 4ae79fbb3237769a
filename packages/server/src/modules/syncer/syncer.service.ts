import {
  message,
  parseWorkIdParam,
  SYNCER_DEFAULT_META_API,
  type SyncerNode,
  type SyncTask,
  type syncerCreateBodySchema,
  type syncerInfoQuerySchema,
} from "@kikoeru/contract";
import type { z } from "zod";
import type { ConfigStore } from "../../config/store.ts";
import { AppError, errors } from "../../http/errors.ts";
import { initialProgress, type PullPayload } from "./pull-task.ts";
import { RemoteError } from "./remote-server.ts";
import { expandTemplate, type RemoteFile, readRemoteTree, selectedPaths } from "./remote-tree.ts";
import { UnsafePathError, workFolderName } from "./safe-path.ts";
import { presentTask } from "./syncer.presenter.ts";
import type { SyncerRepo } from "./syncer.repo.ts";
import type { TaskRunner } from "./task-runner.ts";

type InfoQuery = z.output<typeof syncerInfoQuerySchema>;
type CreateBody = z.output<typeof syncerCreateBodySchema>;

/** What a remote said about a work: kept a while so a create uses the tree the admin chose from. */
interface RemoteWork {
  at: number;
  title: string;
  meta: Record<string, unknown>;
  tracks: SyncerNode[];
  files: RemoteFile[];
}

const INFO_TTL_MS = 3_600_000;
const INFO_CACHE_SIZE = 32;
/** An info call tries twice: the admin is waiting. */
const INFO_ATTEMPTS = 2;
/** The fields of the remote's work object the import reads (the rest can be large: editions, translations). */
const META_FIELDS = [
  "title",
  "name",
  "circle",
  "circle_id",
  "tags",
  "vas",
  "nsfw",
  "age_category_string",
  "release",
  "dl_count",
  "price",
  "review_count",
  "rate_count",
  "rate_average_2dp",
  "rate_count_detail",
  "rank",
  "mainCoverUrl",
] as const;

/** The kikoeru client's create sends no templates: it means the tree its last info call showed. */
const keyOf = (host: string, code: string) => `${host}\n${code}`;
/** A server of ours answers the work object at `/api/work/…`; kikoeru's default asks `/api/workInfo/…`. */
const OUR_META_API = "/api/work/{code}";

function remoteFailure(error: unknown): Error {
  if (error instanceof RemoteError || error instanceof UnsafePathError)
    return errors.syncRemoteFailed(error.message);
  if (error instanceof AppError) return error;
  return errors.syncRemoteFailed((error as Error).message);
}

/** The syncer's API: read a remote work, create, list and control pull tasks, remote accounts. */
export class SyncerService {
  private readonly works = new Map<string, RemoteWork>();

  constructor(private readonly deps: { repo: SyncerRepo; runner: TaskRunner; config: ConfigStore }) {}

  /** GET /api/syncer: the remote's tree, every file with `size` and `relativePath`. */
  async info(query: InfoQuery): Promise<{ tracks: SyncerNode[]; title: string; folder: string }> {
    const work = await this.read(query.host, query.filter, query.metaApi, query.trackApi);
    return { tracks: work.tracks, title: work.title, folder: workFolderName(query.filter, work.title) };
  }

  /** POST /api/syncer: a queued task for the selected files of the tree last read (read again if needed). */
  async create(body: CreateBody): Promise<{ id: number }> {
    const root = this.deps.config
      .get()
      .rootFolders.find((r) => r.name === body.rootFolderName && !r.inactive);
    if (!root) throw errors.syncRootNotFound(body.rootFolderName);
    const key = keyOf(body.host, body.code);
    const cached = this.works.get(key);
    const work =
      cached && Date.now() - cached.at < INFO_TTL_MS
        ? cached
        : await this.read(body.host, body.code, body.metaApi, body.trackApi);
    const wanted = selectedPaths(body.treeTracks);
    const files = work.files.filter((file) => wanted.has(file.relativePath));
    if (files.length === 0) throw errors.syncRemoteFailed(message("syncer.nothingSelected"));
    const payload: PullPayload = {
      host: body.host,
      code: body.code,
      workId: parseWorkIdParam(body.code)!,
      rootFolderName: root.name,
      folder: workFolderName(body.code, work.title),
      title: work.title,
      overwrite: body.overwrite,
      files,
      meta: work.meta,
    };
    const id = await this.deps.repo.insert(payload, initialProgress(files));
    void this.deps.runner.pump();
    return { id };
  }

  async list(): Promise<{ info: SyncTask[] }> {
    const rows = await this.deps.repo.list();
    return { info: rows.map((row) => presentTask(row, this.deps.runner.live(row.id))) };
  }

  /** Stops a task: aborts its requests and keeps its partial files; a finished task stays as it is. */
  async stop(id: number): Promise<void> {
    const row = await this.deps.repo.byId(id);
    if (!row) throw errors.syncTaskNotFound(id);
    if (await this.deps.runner.stop(id)) return;
    await this.deps.repo.transition(id, ["queued", "running"], "stopped", null);
  }

  /** Puts an ended task back in the queue; it resumes from its partial files. */
  async restart(id: number): Promise<void> {
    const row = await this.deps.repo.byId(id);
    if (!row) throw errors.syncTaskNotFound(id);
    if (await this.deps.repo.transition(id, ["stopped", "failed", "finished"], "queued", null))
      void this.deps.runner.pump();
  }

  /** Deletes an ended task's row; its files (complete and partial) stay on disk. */
  async delete(id: number): Promise<void> {
    const row = await this.deps.repo.byId(id);
    if (!row) throw errors.syncTaskNotFound(id);
    if (row.state === "queued" || row.state === "running") throw errors.syncTaskRunning(id);
    await this.deps.repo.delete(id);
  }

  credentialHosts(): Promise<{ hosts: { host: string; name: string }[] }> {
    return this.deps.repo.credentialHosts().then((hosts) => ({ hosts }));
  }

  saveCredentials(host: string, name: string, password: string): Promise<void> {
    return this.deps.repo.saveCredentials(host, name, password);
  }

  deleteCredentials(host: string): Promise<void> {
    return this.deps.repo.deleteCredentials(host);
  }

  private async read(host: string, code: string, metaApi: string, trackApi: string): Promise<RemoteWork> {
    const signal = new AbortController().signal;
    try {
      const remote = await this.deps.runner.remoteFor(host, INFO_ATTEMPTS);
      const meta = await remote.json(expandTemplate(metaApi, code), signal).catch((error: unknown) => {
        if (metaApi !== SYNCER_DEFAULT_META_API || !(error instanceof RemoteError && error.status === 404))
          throw error;
        return remote.json(expandTemplate(OUR_META_API, code), signal);
      });
      const title = (meta as { title?: unknown })?.title;
      if (typeof title !== "string" || title.trim() === "")
        throw new RemoteError(message("syncer.remoteNoTitle"), false);
      const raw = await remote.json(expandTemplate(trackApi, code), signal);
      const { tracks, files } = await readRemoteTree(remote, raw, signal);
      const kept = Object.fromEntries(
        META_FIELDS.filter((f) => f in (meta as object)).map((f) => [
          f,
          (meta as Record<string, unknown>)[f],
        ]),
      );
      const key = keyOf(host, code);
      const work: RemoteWork = { at: Date.now(), title: title.trim(), meta: kept, tracks, files };
      this.works.delete(key);
      this.works.set(key, work);
      if (this.works.size > INFO_CACHE_SIZE) this.works.delete(this.works.keys().next().value!);
      return work;
    } catch (error) {
      throw remoteFailure(error);
    }
  }
}
