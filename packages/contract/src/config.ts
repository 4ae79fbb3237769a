import { z } from "zod";
import {
  checkImportantWorkTreeOption,
  DEFAULT_TRUSTED_PROXIES,
  importantOptionMessages,
  isProxyAddress,
  proxyMessages,
} from "./config-rules.ts";
import { message } from "./messages/index.ts";

/** Old admin pages send numbers typed into text inputs as strings: accept "10000", refuse "". */
const int = (name: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" && !Number.isNaN(Number(v)) ? Number(v) : v),
    z
      .number({ error: `${name} 必须是数字` })
      .int({ error: `${name} 必须是整数` })
      .min(min, { error: `${name} 不能小于 ${min}` })
      .max(max, { error: `${name} 不能大于 ${max}` }),
  );

const bool = (name: string) => z.boolean({ error: `${name} 必须是 true 或 false` });
const text = (name: string) => z.string({ error: `${name} 必须是字符串` }).max(4096);
/** A provider's base URL (http or https, no trailing slash); "" switches that provider off. */
const baseUrl = (name: string, fallback: string) =>
  z
    .string({ error: `${name} 必须是字符串` })
    .trim()
    .transform((v) => v.replace(/\/+$/, ""))
    .refine((v) => v === "" || /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/i.test(v), {
      error: `${name} 必须是 http:// 或 https:// 开头的网址，或留空以停用`,
    })
    .default(fallback);

const seekSeconds = (name: string) =>
  int(name, 5, 30).refine((v) => v === 5 || v === 10 || v === 30, { error: `${name} 只能是 5、10 或 30` });

export const folderMessages = {
  nameRequired: message("folders.nameRequired"),
  pathRequired: message("folders.pathRequired"),
  pathAbsolute: message("folders.pathAbsolute"),
  duplicateName: message("folders.duplicateName"),
  duplicatePath: message("folders.duplicatePath"),
} as const;

export const rootFolderSchema = z.object({
  name: z
    .string({ error: folderMessages.nameRequired })
    .trim()
    .min(1, { error: folderMessages.nameRequired }),
  path: z
    .string({ error: folderMessages.pathRequired })
    .trim()
    .min(1, { error: folderMessages.pathRequired })
    .refine((p) => p.startsWith("/") || /^[A-Za-z]:[\\/]/.test(p), { error: folderMessages.pathAbsolute }),
  inactive: z.boolean().default(false),
});
export type RootFolder = z.infer<typeof rootFolderSchema>;

const normalisedPath = (p: string) => p.replace(/[\\/]+$/, "") || "/";

/** Every admin-editable setting of spec 2 §3 (plus the anchor's own where the spec is silent), with defaults. */
export const adminConfigSchema = z.object({
  rootFolders: z
    .array(rootFolderSchema)
    .default([])
    .superRefine((folders, ctx) => {
      const names = new Set<string>();
      const paths = new Set<string>();
      for (const [i, folder] of folders.entries()) {
        if (names.has(folder.name))
          ctx.addIssue({ code: "custom", message: folderMessages.duplicateName, path: [i, "name"] });
        const path = normalisedPath(folder.path);
        if (paths.has(path))
          ctx.addIssue({ code: "custom", message: folderMessages.duplicatePath, path: [i, "path"] });
        names.add(folder.name);
        paths.add(path);
      }
    }),
  voiceWorkDefaultPath: text("voiceWorkDefaultPath").default("./VoiceWork"),
  coverUseDefaultPath: bool("coverUseDefaultPath").default(true),
  coverFolderDir: text("coverFolderDir").default(""),

  tagLanguage: z
    .enum(["zh-cn", "zh-tw", "ja-jp"], { error: "tagLanguage 只能是 zh-cn、zh-tw 或 ja-jp" })
    .default("zh-cn"),
  dlsiteTimeout: int("dlsiteTimeout", 100, 600_000).default(10_000),
  hvdbTimeout: int("hvdbTimeout", 100, 600_000).default(10_000),
  retryDelay: int("retryDelay", 0, 600_000).default(2_000),
  retry: int("retry", 1, 20).default(5),
  maxParallelism: int("maxParallelism", 1, 64).default(16),
  httpProxyHost: text("httpProxyHost").default(""),
  httpProxyPort: int("httpProxyPort", 0, 65_535).default(0),
  // Where metadata comes from; overridable for mirrors and tests. Outbound HTTP goes only to these hosts.
  dlsiteBaseUrl: baseUrl("dlsiteBaseUrl", "https://www.dlsite.com"),
  dlsiteImageBaseUrl: baseUrl("dlsiteImageBaseUrl", "https://img.dlsite.jp"),
  hvdbBaseUrl: baseUrl("hvdbBaseUrl", "https://hvdb.me"),
  metadataPeerBaseUrl: baseUrl("metadataPeerBaseUrl", "https://api.asmr-200.com"),

  importantWorkTreeOption: z
    .string({ error: importantOptionMessages.incomplete })
    .default("off")
    .superRefine((value, ctx) => {
      const message = checkImportantWorkTreeOption(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  scannerMaxRecursionDepth: int("scannerMaxRecursionDepth", 1, 16).default(2),
  skipCleanup: bool("skipCleanup").default(false),
  // The root folder watcher (docs/scanner.md): a changed work folder is scanned once nothing in it has
  // changed for watchQuietSeconds; where the system cannot watch, an incremental scan every watchFallbackSeconds.
  watchRootFolders: bool("watchRootFolders").default(true),
  watchQuietSeconds: int("watchQuietSeconds", 1, 3600).default(5),
  watchFallbackSeconds: int("watchFallbackSeconds", 1, 86_400).default(900),

  auth: bool("auth").default(true),
  enableGzip: bool("enableGzip").default(true),
  listenPort: int("listenPort", 1, 65_535).default(8888),
  blockRemoteConnection: bool("blockRemoteConnection").default(false),
  behindProxy: bool("behindProxy").default(false),
  // Used only with behindProxy: the peers whose X-Forwarded-For is believed. Anyone else could forge it.
  trustedProxies: z
    .array(z.string({ error: proxyMessages.notList }).trim(), { error: proxyMessages.notList })
    .max(64, { error: proxyMessages.tooMany })
    .default([...DEFAULT_TRUSTED_PROXIES])
    .superRefine((entries, ctx) => {
      for (const [i, entry] of entries.entries()) {
        if (!isProxyAddress(entry))
          ctx.addIssue({ code: "custom", message: proxyMessages.badEntry(entry), path: [i] });
      }
    }),
  expiresIn: int("expiresIn", 60, 315_360_000).default(2_592_000),
  pageSize: int("pageSize", 1, 100).default(12),
  production: bool("production").default(false),
  checkUpdate: bool("checkUpdate").default(true),
  checkBetaUpdate: bool("checkBetaUpdate").default(false),
  dbUseDefaultPath: bool("dbUseDefaultPath").default(true),
  databaseFolderDir: text("databaseFolderDir").default(""),
  dbBusyTimeout: int("dbBusyTimeout", 0, 60_000).default(5_000),

  rewindSeekTime: seekSeconds("rewindSeekTime").default(5),
  forwardSeekTime: seekSeconds("forwardSeekTime").default(30),
  // The transcode cache: least recently served entries go first once it passes the cap or the age limit.
  transcodeCacheMaxMB: int("transcodeCacheMaxMB", 1, 1_048_576).default(2048),
  transcodeCacheMaxAgeDays: int("transcodeCacheMaxAgeDays", 1, 3650).default(30),
  // The syncer's download cap in bytes per second for all its downloads together; 0 = no cap.
  syncerMaxBytesPerSecond: int("syncerMaxBytesPerSecond", 0, 10 * 1024 ** 3).default(0),
  // AI lyric workers (docs/ai-lyrics.md): a claimed task returns to pending when its worker has been silent
  // this long after a `status` call (or, for a worker that never calls `status`, after the silent lease);
  // it fails after this many returns. Only these groups (and worker tokens) may act as a worker.
  lyricLeaseSeconds: int("lyricLeaseSeconds", 1, 86_400).default(600),
  lyricSilentLeaseHours: int("lyricSilentLeaseHours", 1, 720).default(12),
  lyricMaxRetries: int("lyricMaxRetries", 0, 100).default(3),
  lyricWorkerGroups: z
    .array(
      z.enum(["administrator", "user", "guest"], {
        error: "lyricWorkerGroups 只能包含 administrator、user、guest",
      }),
    )
    .max(3)
    .default(["administrator"]),
  // The built-in worker (docs/lyric-worker.md "Built in"): instances with the `lyric` role run the in-tree
  // worker themselves, pointed at themselves over loopback, with these options.
  lyricWorkerBuiltin: bool("lyricWorkerBuiltin").default(false),
  lyricWorkerModel: text("lyricWorkerModel").trim().default(""),
  lyricWorkerLanguage: z
    .enum(["ja", "zh", "en"], { error: "lyricWorkerLanguage 只能是 ja、zh 或 en" })
    .default("ja"),
  lyricWorkerThreads: int("lyricWorkerThreads", 1, 64).default(1),
  lyricWorkerNice: int("lyricWorkerNice", 0, 19).default(19),
});

export type AdminConfig = z.infer<typeof adminConfigSchema>;

export const configMessages = {
  saved: message("config.saved"),
  authLockedByProduction: message("config.authLockedByProduction"),
  productionReadOnly: message("config.productionReadOnly"),
  missingConfig: message("config.missingConfig"),
} as const;

export const sharedConfigSchema = z.object({
  sharedConfig: z.object({ rewindSeekTime: z.number(), forwardSeekTime: z.number() }),
});
