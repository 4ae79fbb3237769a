import { accountTexts } from "./accounts.ts";
import { aiLyricTexts } from "./ai-lyrics.ts";
import { clusterTexts } from "./cluster.ts";
import { commonTexts } from "./common.ts";
import { editingTexts } from "./editing.ts";
import { fileEditTexts } from "./file-edits.ts";
import { fill, type MessageParam, type ParamNames, type Said } from "./format.ts";
import { importTexts } from "./import.ts";
import { nameRepairTexts } from "./name-repair.ts";
import { operatorTexts } from "./operator.ts";
import { scannerTexts } from "./scanner.ts";
import { syncerTexts } from "./syncer.ts";
import { transcodeTexts } from "./transcode.ts";
import { watchTexts } from "./watch.ts";
import { workTexts } from "./works.ts";

export { fill, type MessageParam, type Said } from "./format.ts";

/** Every text the catalog is built from, per part, so a test can find a key defined twice. */
export const messageCatalogParts = {
  commonTexts,
  accountTexts,
  workTexts,
  scannerTexts,
  operatorTexts,
  transcodeTexts,
  editingTexts,
  nameRepairTexts,
  syncerTexts,
  fileEditTexts,
  importTexts,
  aiLyricTexts,
  watchTexts,
  clusterTexts,
};

/**
 * Every server-side sentence (zh-CN), by key. The texts are exactly the ones old clients and tests know;
 * `{{name}}` marks a parameter. The module uses no zod, so the web app may import it.
 */
export const messageCatalog = {
  ...commonTexts,
  ...accountTexts,
  ...workTexts,
  ...scannerTexts,
  ...operatorTexts,
  ...transcodeTexts,
  ...editingTexts,
  ...nameRepairTexts,
  ...syncerTexts,
  ...fileEditTexts,
  ...importTexts,
  ...aiLyricTexts,
  ...watchTexts,
  ...clusterTexts,
} as const;

type Catalog = typeof messageCatalog;
export type MessageKey = keyof Catalog;

/** The parameter argument of a key: none when its text has no placeholder. */
export type MessageArgs<K extends MessageKey> = [ParamNames<Catalog[K]>] extends [never]
  ? []
  : [params: Record<ParamNames<Catalog[K]>, MessageParam>];

/** The Chinese text of `key` with its parameters filled in. */
export function message<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return fill(messageCatalog[key], args[0]);
}

/** The sentence with its key and parameters, for payloads a page may translate. */
export function said<K extends MessageKey>(key: K, ...args: MessageArgs<K>): Said {
  const params = args[0];
  return { key, ...(params ? { params } : {}), message: fill(messageCatalog[key], params) };
}
