import type { AdminConfig } from "./config.ts";

// Rules and constants of the admin settings without zod, so the web app can use them without bundling zod.

/** Presets of spec 2 §5 for `importantWorkTreeOption`. */
export const IMPORTANT_WORK_TREE_PRESETS = [
  "off",
  "count:mp3$",
  "count:(mp3|wav)$",
  "time:(mp3|wav)$",
  "time:(mp3|wav|mp4)$",
] as const;

export const importantOptionMessages = {
  incomplete: "重要文件选项不完整：请填写 off，或在 time: / count: 后写出正则表达式",
  badMode: "重要文件选项的模式错误：必须以 time: 或 count: 开头",
  badRegex: "重要文件选项的正则表达式无效：",
} as const;

export type ImportantOptionIssue = { kind: "incomplete" | "badMode" } | { kind: "badRegex"; detail: string };

/** What is wrong with an `importantWorkTreeOption` value (spec 2 §5), or null when it is valid. */
export function importantWorkTreeOptionIssue(value: string): ImportantOptionIssue | null {
  if (value === "off") return null;
  const colon = value.indexOf(":");
  const mode = (colon < 0 ? value : value.slice(0, colon)).trim().toLowerCase();
  const pattern = colon < 0 ? "" : value.slice(colon + 1);
  if (mode !== "time" && mode !== "count") {
    return { kind: value.trim() === "" ? "incomplete" : "badMode" };
  }
  if (pattern.trim() === "") return { kind: "incomplete" };
  try {
    new RegExp(pattern, "i");
  } catch (error) {
    return { kind: "badRegex", detail: (error as Error).message };
  }
  return null;
}

/** Checks an `importantWorkTreeOption` value; returns the spec's message for a bad one, or null. */
export function checkImportantWorkTreeOption(value: string): string | null {
  const issue = importantWorkTreeOptionIssue(value);
  if (!issue) return null;
  return issue.kind === "badRegex"
    ? importantOptionMessages.badRegex + issue.detail
    : importantOptionMessages[issue.kind];
}

/** Settings read once at start; a change is saved but takes effect after a restart. */
export const RESTART_REQUIRED_KEYS = [
  "listenPort",
  "blockRemoteConnection",
  "behindProxy",
  "enableGzip",
  "dbUseDefaultPath",
  "databaseFolderDir",
  "dbBusyTimeout",
] as const satisfies readonly (keyof AdminConfig)[];
