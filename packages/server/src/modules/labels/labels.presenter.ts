import { createHash } from "node:crypto";
import type { LabelCount } from "@kikoeru/contract";
import { presentOnce } from "../../http/json-bytes.ts";

/** A label list's JSON and its entity tag. */
export interface LabelListBody {
  bytes: Buffer;
  etag: string;
}

/**
 * A label list as UTF-8 JSON with an entity tag made from it, so clients holding the same list are answered
 * 304: made once per cached list.
 */
export const presentLabelList = presentOnce((labels: readonly LabelCount[]): LabelListBody => {
  const bytes = Buffer.from(JSON.stringify(labels));
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"` };
});
