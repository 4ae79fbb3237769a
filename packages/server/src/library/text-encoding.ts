/** Encodings text files in voice works come in (lyrics, readmes): Unicode, Japanese and Chinese legacy sets. */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "shift_jis" | "gbk" | "big5";

const LEGACY = ["shift_jis", "gbk", "big5"] as const;
/** Enough text to tell the encodings apart; the whole file is decoded once the choice is made. */
const SAMPLE_BYTES = 64 * 1024;

function bomOf(bytes: Uint8Array): TextEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

/** UTF-16 without a BOM: mostly-ASCII text then has a zero in every other byte. */
function utf16WithoutBom(sample: Uint8Array): TextEncoding | null {
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = Math.floor(sample.length / 2);
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/**
 * How much a decoding reads like Japanese or Chinese text: kana +3 in a Shift_JIS reading (GB2312 has kana
 * too, where they mostly come from misread Big5, so they count 0 in Chinese readings), CJK ideographs and CJK
 * punctuation +1, half-width katakana −3, private-use and replacement characters −10, controls −5, other
 * non-ASCII −2.
 */
function plausibility(text: string, kana: number): number {
  let total = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) total += c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d ? -5 : 0;
    else if (c >= 0x3040 && c <= 0x30ff) total += kana;
    else if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff01 && c <= 0xff5e))
      total += 1;
    else if (c >= 0xff61 && c <= 0xff9f) total -= 3;
    else if ((c >= 0xe000 && c <= 0xf8ff) || c === 0xfffd) total -= 10;
    else total -= 2;
  }
  return total;
}

/**
 * Big5 text also decodes as GBK, into rarer characters; GB2312 text (what GBK files mostly hold) never uses
 * a trail byte below 0xA1, while about half of Big5's characters do. Each such pair costs the GBK reading 1.
 */
function gbkExtensionPairs(sample: Uint8Array): number {
  let count = 0;
  for (let i = 0; i + 1 < sample.length; i++) {
    const lead = sample[i]!;
    if (lead < 0x81) continue;
    if (lead !== 0xff && sample[i + 1]! < 0xa1) count++;
    i++;
  }
  return count;
}

/** Detects the encoding of a text file's bytes: BOM, UTF-16 shape, valid UTF-8, then the likeliest legacy set. */
export function detectTextEncoding(bytes: Uint8Array): TextEncoding {
  const bom = bomOf(bytes);
  if (bom) return bom;
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const utf16 = utf16WithoutBom(sample);
  if (utf16) return utf16;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return "utf-8";
  } catch {
    // Not UTF-8: score the legacy readings.
  }
  let best: { encoding: TextEncoding; score: number } = { encoding: "utf-8", score: -Infinity };
  for (const encoding of LEGACY) {
    let text: string;
    try {
      text = new TextDecoder(encoding, { fatal: true }).decode(sample, { stream: true });
    } catch {
      continue;
    }
    const score =
      encoding === "shift_jis"
        ? plausibility(text, 3)
        : plausibility(text, 0) - (encoding === "gbk" ? gbkExtensionPairs(sample) : 0);
    if (score > best.score) best = { encoding, score };
  }
  return best.encoding;
}

/** Decodes a text file to a string (BOM removed); undecodable bytes become U+FFFD. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const encoding = detectTextEncoding(bytes);
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}
