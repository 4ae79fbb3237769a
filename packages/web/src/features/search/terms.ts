import { type SEARCH_TERM_TYPES, workIdOf } from "@kikoeru/contract";
import type { SearchTerm } from "../works/index.ts";

/** The contract's term type ids (`satisfies` keeps them equal to it without pulling its schemas in). */
const termTypeIds = {
  fuzzy: 1,
  va: 2,
  tag: 3,
  circle: 4,
  code: 5,
} as const satisfies typeof SEARCH_TERM_TYPES;

export type TermType = keyof typeof SEARCH_TERM_TYPES;
export const termTypes: TermType[] = ["fuzzy", "va", "tag", "circle", "code"];
/** Types whose value must be picked from the listed voice actors, tags or circles. */
export const labelTermTypes = ["va", "tag", "circle"] as const;
export type LabelTermType = (typeof labelTermTypes)[number];

export type TermError = "empty" | "duplicateKeyword" | "duplicateCondition" | "pickCandidate" | "badCode";

export type TermResult =
  | { kind: "added"; terms: SearchTerm[] }
  | { kind: "open"; workId: number }
  | { kind: "error"; error: TermError };

const CODE = /^(RJ|BJ|VJ)?(\d{8}|\d{6})$/i;

/** The work id of a product code typed alone (6 or 8 digits, optionally RJ/BJ/VJ); null otherwise. */
export function detectCode(text: string): number | null {
  const match = CODE.exec(text.trim());
  if (!match) return null;
  const prefix = (match[1]?.toUpperCase() ?? "RJ") as "RJ" | "BJ" | "VJ";
  return workIdOf({ prefix, number: Number(match[2]) });
}

export function isLabelType(type: TermType): type is LabelTermType {
  return (labelTermTypes as readonly string[]).includes(type);
}

/**
 * Enter in the keyword box (spec 1 §5): a product code opens that work whatever else is set; an empty text,
 * a repeated keyword, a voice actor, tag or circle typed instead of picked, and a bad code are refused.
 */
export function submitText(terms: readonly SearchTerm[], type: TermType, text: string): TermResult {
  const value = text.trim();
  if (value === "") return { kind: "error", error: "empty" };
  const workId = detectCode(value);
  if (workId !== null) return { kind: "open", workId };
  if (type === "code") return { kind: "error", error: "badCode" };
  if (isLabelType(type)) return { kind: "error", error: "pickCandidate" };
  const t = termTypeIds.fuzzy;
  if (terms.some((term) => term.t === t && term.d.toLowerCase() === value.toLowerCase())) {
    return { kind: "error", error: "duplicateKeyword" };
  }
  return { kind: "added", terms: [...terms, { t, d: value, name: value }] };
}

/** A listed voice actor, tag or circle clicked: added unless the same condition is already there. */
export function pickLabel(
  terms: readonly SearchTerm[],
  type: LabelTermType,
  label: { id: number | string; name: string },
): TermResult {
  const t = termTypeIds[type];
  const d = String(label.id);
  if (terms.some((term) => term.t === t && term.d === d))
    return { kind: "error", error: "duplicateCondition" };
  return { kind: "added", terms: [...terms, { t, d, name: label.name }] };
}

/** The type of a stored term (unknown numbers read as fuzzy). */
export function typeOfTerm(term: SearchTerm): TermType {
  return termTypes.find((type) => termTypeIds[type] === term.t) ?? "fuzzy";
}

/** Labels whose name contains the text (width, case and kana-insensitive enough for typing), most used first. */
export function matchCandidates<T extends { name: string; count: number }>(
  labels: readonly T[],
  text: string,
  limit = 24,
): T[] {
  const needle = fold(text);
  if (!needle) return [];
  return labels
    .filter((label) => fold(label.name).includes(needle))
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

/** NFKC, lower case, katakana to hiragana. */
export function fold(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .trim()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
