import {
  type AdminConfig,
  importantWorkTreeOptionIssue,
  isProxyAddress,
  RESTART_REQUIRED_KEYS,
} from "@kikoeru/contract";

type Keys<T> = { [K in keyof AdminConfig]: AdminConfig[K] extends T ? K : never }[keyof AdminConfig];
export type SeekKey = "rewindSeekTime" | "forwardSeekTime";
export type NumberKey = Exclude<Keys<number>, SeekKey>;
export type BooleanKey = Keys<boolean>;
export type TextKey = Exclude<Keys<string>, "tagLanguage" | "lyricWorkerLanguage">;

export type Field =
  | { kind: "number"; key: NumberKey; min: number; max: number; unit?: "ms" | "s" }
  | { kind: "seek"; key: SeekKey }
  | { kind: "switch"; key: BooleanKey }
  | { kind: "text"; key: TextKey; monospace?: boolean }
  | { kind: "language"; key: "tagLanguage" }
  | { kind: "lyricLanguage"; key: "lyricWorkerLanguage" }
  | { kind: "important"; key: "importantWorkTreeOption" }
  | { kind: "proxies"; key: "trustedProxies" }
  | { kind: "workerGroups"; key: "lyricWorkerGroups" };

export interface FieldGroup {
  key: "folders" | "crawler" | "scanning" | "server" | "playback" | "lyrics";
  fields: Field[];
}

const num = (key: NumberKey, min: number, max: number, unit?: "ms" | "s"): Field =>
  unit ? { kind: "number", key, min, max, unit } : { kind: "number", key, min, max };

/**
 * Every admin setting of spec 2 §3, grouped as the spec lists them. Ranges are the server's (the contract's
 * schema), so a value the form accepts is one the server accepts; a unit test holds them together.
 */
export const fieldGroups: FieldGroup[] = [
  {
    key: "folders",
    fields: [
      { kind: "text", key: "voiceWorkDefaultPath", monospace: true },
      { kind: "switch", key: "coverUseDefaultPath" },
      { kind: "text", key: "coverFolderDir", monospace: true },
    ],
  },
  {
    key: "crawler",
    fields: [
      { kind: "language", key: "tagLanguage" },
      num("dlsiteTimeout", 100, 600_000, "ms"),
      num("hvdbTimeout", 100, 600_000, "ms"),
      num("retryDelay", 0, 600_000, "ms"),
      num("retry", 1, 20),
      num("maxParallelism", 1, 64),
      { kind: "text", key: "httpProxyHost", monospace: true },
      num("httpProxyPort", 0, 65_535),
      { kind: "text", key: "dlsiteBaseUrl", monospace: true },
      { kind: "text", key: "dlsiteImageBaseUrl", monospace: true },
      { kind: "text", key: "hvdbBaseUrl", monospace: true },
      { kind: "text", key: "metadataPeerBaseUrl", monospace: true },
    ],
  },
  {
    key: "scanning",
    fields: [
      { kind: "important", key: "importantWorkTreeOption" },
      num("scannerMaxRecursionDepth", 1, 16),
      { kind: "switch", key: "skipCleanup" },
      { kind: "switch", key: "watchRootFolders" },
      num("watchQuietSeconds", 1, 3600, "s"),
      num("watchFallbackSeconds", 1, 86_400, "s"),
    ],
  },
  {
    key: "server",
    fields: [
      { kind: "switch", key: "production" },
      { kind: "switch", key: "auth" },
      { kind: "switch", key: "enableGzip" },
      num("listenPort", 1, 65_535),
      { kind: "switch", key: "blockRemoteConnection" },
      { kind: "switch", key: "behindProxy" },
      { kind: "proxies", key: "trustedProxies" },
      num("expiresIn", 60, 315_360_000, "s"),
      num("pageSize", 1, 100),
      { kind: "switch", key: "checkUpdate" },
      { kind: "switch", key: "checkBetaUpdate" },
      { kind: "switch", key: "dbUseDefaultPath" },
      { kind: "text", key: "databaseFolderDir", monospace: true },
      num("dbBusyTimeout", 0, 60_000, "ms"),
    ],
  },
  {
    key: "playback",
    fields: [
      { kind: "seek", key: "rewindSeekTime" },
      { kind: "seek", key: "forwardSeekTime" },
      num("transcodeCacheMaxMB", 1, 1_048_576),
      num("transcodeCacheMaxAgeDays", 1, 3650),
      num("syncerMaxBytesPerSecond", 0, 10 * 1024 ** 3),
    ],
  },
  {
    key: "lyrics",
    fields: [
      { kind: "switch", key: "lyricWorkerBuiltin" },
      { kind: "text", key: "lyricWorkerModel", monospace: true },
      { kind: "lyricLanguage", key: "lyricWorkerLanguage" },
      num("lyricWorkerThreads", 1, 64),
      num("lyricWorkerNice", 0, 19),
      num("lyricLeaseSeconds", 1, 86_400, "s"),
      num("lyricSilentLeaseHours", 1, 720),
      num("lyricMaxRetries", 0, 100),
      { kind: "workerGroups", key: "lyricWorkerGroups" },
    ],
  },
];

export const SEEK_CHOICES = [5, 10, 30] as const;

/** Numbers are edited as text so an emptied field is seen (and refused) instead of becoming 0. */
export type FormValues = Omit<AdminConfig, "rootFolders" | NumberKey> & Record<NumberKey, string>;

const numberKeys = fieldGroups.flatMap((group) =>
  group.fields.flatMap((field) => (field.kind === "number" ? [field] : [])),
);

export function toForm(config: AdminConfig): FormValues {
  const { rootFolders: _folders, ...rest } = config;
  const form = { ...rest } as unknown as FormValues;
  for (const field of numberKeys) form[field.key] = String(config[field.key]);
  return form;
}

/** The form as the server takes it (numbers as numbers); production is the config file's, never sent. */
export function fromForm(form: FormValues): Partial<AdminConfig> {
  const { production: _production, ...rest } = form;
  const config = { ...rest } as unknown as Partial<AdminConfig> & Record<NumberKey, number>;
  for (const field of numberKeys) config[field.key] = Number(form[field.key].trim());
  return config;
}

/** Problems by field: i18n key under `admin.advanced.errors` and its values. */
export type ErrorKey =
  | "number"
  | "integer"
  | "range"
  | "importantIncomplete"
  | "importantBadMode"
  | "importantBadRegex"
  | "url"
  | "required"
  | "proxy"
  | "authProduction";
export type FormErrors = Partial<
  Record<keyof FormValues, { key: ErrorKey; values?: Record<string, string | number> }>
>;

const urlPattern = /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/i;
const urlKeys = ["dlsiteBaseUrl", "dlsiteImageBaseUrl", "hvdbBaseUrl", "metadataPeerBaseUrl"] as const;

/** Spec 2 §5 for the form: numbers whole and in range, the important-files option, URLs, folders. */
export function validateForm(form: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const { key, min, max } of numberKeys) {
    const text = form[key].trim();
    const value = Number(text);
    if (text === "" || Number.isNaN(value)) errors[key] = { key: "number" };
    else if (!Number.isInteger(value)) errors[key] = { key: "integer" };
    else if (value < min || value > max) errors[key] = { key: "range", values: { min, max } };
  }
  const issue = importantWorkTreeOptionIssue(form.importantWorkTreeOption);
  if (issue) {
    errors.importantWorkTreeOption =
      issue.kind === "badRegex"
        ? { key: "importantBadRegex", values: { detail: issue.detail } }
        : { key: issue.kind === "badMode" ? "importantBadMode" : "importantIncomplete" };
  }
  for (const key of urlKeys) {
    const value = form[key].trim();
    if (value !== "" && !urlPattern.test(value)) errors[key] = { key: "url" };
  }
  if (!form.coverUseDefaultPath && form.coverFolderDir.trim() === "")
    errors.coverFolderDir = { key: "required" };
  if (!form.dbUseDefaultPath && form.databaseFolderDir.trim() === "")
    errors.databaseFolderDir = { key: "required" };
  if (form.lyricWorkerBuiltin && form.lyricWorkerModel.trim() === "")
    errors.lyricWorkerModel = { key: "required" };
  const badProxy = form.trustedProxies.find((entry) => !isProxyAddress(entry.trim()));
  if (badProxy !== undefined) errors.trustedProxies = { key: "proxy", values: { entry: badProxy } };
  if (form.production && !form.auth) errors.auth = { key: "authProduction" };
  return errors;
}

const restartKeys: readonly string[] = RESTART_REQUIRED_KEYS;

export function needsRestart(key: string): boolean {
  return restartKeys.includes(key);
}

const builtinWorkerKeys: readonly string[] = [
  "lyricWorkerModel",
  "lyricWorkerLanguage",
  "lyricWorkerThreads",
  "lyricWorkerNice",
];

/** A field shown only when another setting makes it matter. */
export function isHidden(key: keyof FormValues, form: FormValues): boolean {
  if (key === "coverFolderDir") return form.coverUseDefaultPath;
  if (key === "databaseFolderDir") return form.dbUseDefaultPath;
  if (key === "checkBetaUpdate") return !form.checkUpdate;
  if (key === "trustedProxies") return !form.behindProxy;
  if (builtinWorkerKeys.includes(key)) return !form.lyricWorkerBuiltin;
  return false;
}
