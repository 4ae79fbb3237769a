import {
  decodeStrict,
  encodeStrict,
  isCommonIdeograph,
  LEGACY_ENCODINGS,
  type ReadEncoding,
  type WrongEncoding,
} from "./legacy-codec.ts";

/** How a garbled name was read: its raw bytes in a legacy encoding, or a wrong decoding undone. */
export type NameFixKind = "bytes" | "mojibake";

export interface NameFix {
  name: string;
  kind: NameFixKind;
  /** The encoding the name really is in (`shift_jis`, `gbk`, `big5` or `utf-8`). */
  encoding: ReadEncoding;
  /** `wrong` for mojibake: the encoding the bytes were wrongly read as. */
  wrong: WrongEncoding | null;
}

/** A fix must beat the current name by this much: a name that merely reads a little better stays. */
const MARGIN = 4;
const WRONG: WrongEncoding[] = ["gbk", "shift_jis", "big5", "latin"];
const READ: ReadEncoding[] = [...LEGACY_ENCODINGS, "utf-8"];

type CharClass = "ascii" | "kana" | "common" | "rare" | "punct" | "halfKana" | "latin" | "bad" | "other";

const SCORES: Record<CharClass, number> = {
  ascii: 0,
  kana: 3,
  common: 2,
  punct: 1,
  rare: -1,
  latin: -2,
  other: -2,
  halfKana: -3,
  bad: -10,
};

function classOf(ch: string): CharClass {
  const c = ch.codePointAt(0)!;
  if (c < 0x20 || c === 0x7f || (c >= 0x80 && c <= 0x9f)) return "bad";
  if (c < 0x80) return "ascii";
  if ((c >= 0x3041 && c <= 0x3096) || (c >= 0x30a1 && c <= 0x30fc)) return "kana";
  if (isCommonIdeograph(ch)) return "common";
  if ((c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff)) return "rare";
  if ((c >= 0x3000 && c <= 0x303f) || (c >= 0xff01 && c <= 0xff5e)) return "punct";
  if (c >= 0xff61 && c <= 0xff9f) return "halfKana";
  if ((c >= 0xe000 && c <= 0xf8ff) || c === 0xfffd) return "bad";
  if (c <= 0x24f) return "latin";
  return "other";
}

/**
 * How much a name reads like Japanese or Chinese: kana +3, everyday ideographs +2, CJK punctuation and
 * full-width forms +1, rarer ideographs −1, Latin letters and other signs −2, half-width katakana −3,
 * private-use, replacement and control characters −10. ASCII counts 0, so extensions and numbers do not.
 * Kana count in every reading, as the scanner's display decoding counts them (library/names.ts), so a
 * repaired name is the name the scanner already showed.
 */
function plausibility(text: string): number {
  let total = 0;
  for (const ch of text) total += SCORES[classOf(ch)];
  return total;
}

/**
 * Undoing a wrong decoding is only believed when the result is clean text: nothing but kana, ideographs
 * (at most a third of them rare: real titles have a few, mojibake is full of them), CJK punctuation and
 * ASCII. So a European name (`Café`) that happens to re-encode into two ideographs stays as it is.
 */
function cleanText(text: string): boolean {
  let ideographs = 0;
  let rare = 0;
  for (const ch of text) {
    const kind = classOf(ch);
    if (kind === "rare") rare++;
    if (kind === "rare" || kind === "common") ideographs++;
    else if (kind !== "ascii" && kind !== "kana" && kind !== "punct") return false;
  }
  return rare * 3 <= ideographs;
}

/** Whether a name can be what `wrong` made of other bytes: an Asian decoder never yields Latin letters. */
function wrongReading(name: string, wrong: WrongEncoding): boolean {
  return wrong === "latin" || ![...name].some((ch) => classOf(ch) === "latin");
}

/** A name a file system takes: not empty, no separator, NUL or control character, not `.`/`..`. */
function usable(name: string): boolean {
  if (name === "" || name === "." || name === "..") return false;
  return ![...name].some((ch) => ch === "/" || classOf(ch) === "bad");
}

/** Every reading of a name's bytes other than what it shows now, each with how it was found. */
function candidates(raw: Uint8Array): NameFix[] {
  const found: NameFix[] = [];
  const utf8 = decodeStrict(raw, "utf-8");
  if (utf8 === null) {
    for (const encoding of LEGACY_ENCODINGS) {
      const name = decodeStrict(raw, encoding);
      if (name !== null) found.push({ name, kind: "bytes", encoding, wrong: null });
    }
  } else {
    for (const wrong of WRONG) {
      if (!wrongReading(utf8, wrong)) continue;
      const bytes = encodeStrict(utf8.normalize("NFC"), wrong);
      if (!bytes || bytes.every((b) => b < 0x80)) continue;
      for (const encoding of READ) {
        if (encoding === wrong) continue;
        const name = decodeStrict(bytes, encoding);
        if (name !== null) found.push({ name, kind: "mojibake", encoding, wrong });
      }
    }
  }
  return found
    .map((fix) => ({ ...fix, name: fix.name.normalize("NFC") }))
    .filter((fix) => usable(fix.name) && fix.name !== utf8?.normalize("NFC"));
}

/** What the name shows now: its UTF-8 reading, with U+FFFD where the bytes are not UTF-8. */
export function currentName(raw: Uint8Array): string {
  return new TextDecoder("utf-8").decode(raw);
}

/**
 * The fix for one name, or null. Raw bytes that are not UTF-8 take their most plausible legacy reading when
 * it reads as text at all; a UTF-8 name is changed only when undoing a wrong decoding gives clean text that
 * beats the name as it is by {@link MARGIN}.
 */
export function fixName(raw: Uint8Array): NameFix | null {
  const now = plausibility(currentName(raw).normalize("NFC"));
  let best: { fix: NameFix; score: number } | null = null;
  for (const fix of candidates(raw)) {
    if (fix.kind === "mojibake" && !cleanText(fix.name)) continue;
    const score = plausibility(fix.name);
    if (!best || score > best.score) best = { fix, score };
  }
  if (!best || best.score <= 0) return null;
  if (best.fix.kind === "mojibake" && (best.score < MARGIN || best.score < now + MARGIN)) return null;
  return best.fix;
}
