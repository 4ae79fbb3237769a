import { setImmediate as nextTurn } from "node:timers/promises";
import type { AdminConfig } from "@kikoeru/contract";
import { type ImportantRule, parseImportantOption } from "./important.ts";
import type { LibraryRepo } from "./library.repo.ts";
import { HttpClient } from "./metadata/http-client.ts";
import type { ProviderContext, WorkMetadata } from "./metadata/types.ts";
import { Limiter } from "./pool.ts";
import type { ScanReporter } from "./scan-reporter.ts";
import { refreshSearchText } from "./search-text.repo.ts";

/** Small batches with a turn of the event loop between them, so a kill is heard promptly. */
const SEARCH_BATCH = 25;
const OTHER_TIMEOUT_MS = 10_000;
/**
 * Duration reads parse files on the scan process's one thread: two at a time keep the disk busy without
 * holding up the metadata fetches, whose concurrency maxParallelism governs.
 */
export const DURATION_READERS = 2;

/** Works whose metadata changed, re-indexed for search in batches (and at the end of a scan). */
export class SearchQueue {
  private ids: number[] = [];
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly repo: LibraryRepo) {}

  add(id: number): void {
    this.ids.push(id);
    if (this.ids.length >= SEARCH_BATCH) void this.flush();
  }

  flush(): Promise<void> {
    const ids = this.ids;
    this.ids = [];
    if (ids.length > 0) {
      this.running = this.running.then(async () => {
        await nextTurn();
        await refreshSearchText(this.repo.db, ids);
      });
    }
    return this.running;
  }
}

/** Everything one scan run shares: settings as they were when it started, the HTTP client, the reporter. */
export interface ScanContext {
  repo: LibraryRepo;
  settings: AdminConfig;
  coversDir: string;
  /** File names in the covers folder when the scan started. */
  covers: ReadonlySet<string>;
  lockFile: string;
  http: HttpClient;
  signal: AbortSignal;
  reporter: ScanReporter;
  rule: ImportantRule | null;
  durations: Limiter;
  search: SearchQueue;
  /**
   * Absolute folders (root path + folder inside it) this scan is limited to, the watcher's changed folders:
   * only work folders at or below them are processed, and only works there can be marked missing.
   */
  only?: readonly string[];
  /** The metadata of a work, when the caller already holds it (the syncer: the remote's); else the providers. */
  metadataOf?: (id: number) => Promise<WorkMetadata>;
}

/** The outbound client for the configured providers, with the crawler settings of spec 2 §9. */
export function createHttpClient(settings: AdminConfig, ca?: readonly string[]): HttpClient {
  const origins = [
    settings.dlsiteBaseUrl,
    settings.dlsiteImageBaseUrl,
    settings.hvdbBaseUrl,
    settings.metadataPeerBaseUrl,
  ].filter((url) => url !== "");
  const hvdb = settings.hvdbBaseUrl ? new URL(settings.hvdbBaseUrl).origin : null;
  const dlsite = [settings.dlsiteBaseUrl, settings.dlsiteImageBaseUrl]
    .filter((url) => url !== "")
    .map((url) => new URL(url).origin);
  return new HttpClient({
    retry: settings.retry,
    retryDelay: settings.retryDelay,
    timeoutFor: (url) =>
      url.origin === hvdb
        ? settings.hvdbTimeout
        : dlsite.includes(url.origin)
          ? settings.dlsiteTimeout
          : OTHER_TIMEOUT_MS,
    proxy:
      settings.httpProxyPort > 0 && settings.httpProxyHost.trim() !== ""
        ? { host: settings.httpProxyHost.trim(), port: settings.httpProxyPort }
        : null,
    allowedOrigins: origins,
    connections: settings.maxParallelism * 2,
    ...(ca ? { ca } : {}),
  });
}

export function newScanContext(base: Omit<ScanContext, "rule" | "durations" | "search">): ScanContext {
  return {
    ...base,
    rule: parseImportantOption(base.settings.importantWorkTreeOption),
    durations: new Limiter(DURATION_READERS),
    search: new SearchQueue(base.repo),
  };
}

/** What metadata providers see for one work: its task log and the scan's abort signal. */
export function providerContext(ctx: ScanContext, id: number): ProviderContext {
  return {
    http: ctx.http,
    settings: ctx.settings,
    signal: ctx.signal,
    log: (level, message) => ctx.reporter.taskLog(id, level, message),
  };
}
