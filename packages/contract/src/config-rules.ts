import type { AdminConfig } from "./config.ts";
import { message } from "./messages/index.ts";

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
  incomplete: message("importantOption.incomplete"),
  badMode: message("importantOption.badMode"),
  badRegex: message("importantOption.badRegex"),
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

/** The addresses `trustedProxies` starts with: a reverse proxy on the same machine. */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1", "::1"] as const;

const IPV4 = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

// Leading zeros are refused: Fastify's proxy-addr reads "010.0.0.1" as octal, which nobody means.
function isIPv4(text: string): boolean {
  const match = IPV4.exec(text);
  return match?.slice(1).every((part) => Number(part) <= 255) ?? false;
}

function isIPv6(text: string): boolean {
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === "" ? [] : half.split(":")));
  const all = groups.flat();
  const last = all.at(-1) ?? "";
  // An embedded IPv4 tail (::ffff:10.0.0.1) takes the place of two groups.
  const tail = last.includes(".");
  if (tail && !isIPv4(last)) return false;
  const hex = tail ? all.slice(0, -1) : all;
  if (!hex.every((group) => HEX_GROUP.test(group))) return false;
  const count = hex.length + (tail ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** Whether `entry` is an IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`) a proxy may connect from. */
export function isProxyAddress(entry: string): boolean {
  const slash = entry.indexOf("/");
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const prefix = slash < 0 ? null : entry.slice(slash + 1);
  const max = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (max === 0) return false;
  return prefix === null || (/^(0|[1-9]\d{0,2})$/.test(prefix) && Number(prefix) <= max);
}

export const proxyMessages = {
  notList: message("proxies.notList"),
  badEntry: (entry: string) => message("proxies.badEntry", { entry }),
  tooMany: message("proxies.tooMany"),
} as const;

/** Settings read once at start; a change is saved but takes effect after a restart. */
export const RESTART_REQUIRED_KEYS = [
  "listenPort",
  "blockRemoteConnection",
  "behindProxy",
  "trustedProxies",
  "enableGzip",
  "dbUseDefaultPath",
  "databaseFolderDir",
  "dbBusyTimeout",
] as const satisfies readonly (keyof AdminConfig)[];
