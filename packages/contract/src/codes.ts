/**
 * Product codes (RJ/BJ/VJ/CC + 6 or 8 digits) and the numeric work ids kikoeru clients use.
 * RJ ids are the bare number (RJ01234567 → 1234567), as in the existing server; the other prefixes live in
 * their own numeric ranges (BJ as the anchor's BJ branch did) so one integer id never names two works.
 */
export const CODE_PREFIXES = ["RJ", "BJ", "VJ", "CC"] as const;
export type CodePrefix = (typeof CODE_PREFIXES)[number];

const RANGE = 1_000_000_000_000;
const PREFIX_OFFSET: Record<CodePrefix, number> = { RJ: 0, BJ: RANGE, VJ: 2 * RANGE, CC: 3 * RANGE };

/** Matches a product code anywhere in a string, any case: RJ123456, bj01234567. */
export const CODE_PATTERN = /(RJ|BJ|VJ|CC)(\d{8}|\d{6})(?!\d)/i;

export interface WorkCode {
  prefix: CodePrefix;
  number: number;
}

export function workIdOf(code: WorkCode): number {
  return PREFIX_OFFSET[code.prefix] + code.number;
}

export function codeOfWorkId(id: number): WorkCode {
  const band = Math.floor(id / RANGE);
  const prefix = CODE_PREFIXES[band] ?? "RJ";
  return { prefix, number: id - PREFIX_OFFSET[prefix] };
}

/** Display code: digits padded to 8 from 1,000,000 up, else to 6 (RJ01234567, RJ123456). */
export function formatWorkCode(id: number): string {
  const { prefix, number } = codeOfWorkId(id);
  return prefix + String(number).padStart(number >= 1_000_000 ? 8 : 6, "0");
}

/** The code found in a folder name or keyword, or null. */
export function parseWorkCode(text: string): WorkCode | null {
  const match = CODE_PATTERN.exec(text);
  if (!match) return null;
  return { prefix: match[1]!.toUpperCase() as CodePrefix, number: Number(match[2]) };
}

/** A work id given as a number ("1234567") or as a whole code ("RJ01234567"); null when it is neither. */
export function parseWorkIdParam(raw: string): number | null {
  const text = raw.trim();
  if (/^\d{1,15}$/.test(text)) return Number(text);
  if (!/^(RJ|BJ|VJ|CC)(\d{6}|\d{8})$/i.test(text)) return null;
  const code = parseWorkCode(text);
  return code ? workIdOf(code) : null;
}

/**
 * A circle or tag id from a URL: DLsite numbers, or the ids the scanner derives for labels known only by
 * name (2^52 and up, 16 digits). Null unless it is a safe integer.
 */
export function parseLabelIdParam(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
