const UTF8 = new TextDecoder("utf-8", { fatal: true });
const LEGACY = (["shift_jis", "gbk", "big5", "euc-kr"] as const).map(
  (encoding) => new TextDecoder(encoding, { fatal: true }),
);
/** The score bonus of a valid UTF-8 reading. */
const UTF8_BONUS = 100;

const KANA = /[\u3040-\u30ff]/u;
const IDEOGRAPH = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const HALF_WIDTH_KATAKANA = /[\uff61-\uff9f]/u;

/** Plausibility of a decoded name: kana +3, CJK ideograph +1, half-width katakana −3, other non-ASCII −2. */
function score(text: string): number {
  let total = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) continue;
    if (KANA.test(ch)) total += 3;
    else if (IDEOGRAPH.test(ch)) total += 1;
    else if (HALF_WIDTH_KATAKANA.test(ch)) total -= 3;
    else total -= 2;
  }
  return total;
}

/**
 * Decodes a file name read as raw bytes: UTF-8 when it is valid, otherwise the legacy encoding
 * (Shift_JIS, GBK, Big5, EUC-KR) whose reading looks most like Japanese or Chinese text (stack.md §5).
 * `utf8` is false when the bytes were not UTF-8, so the caller keeps the raw bytes to open the file.
 */
export function decodeName(bytes: Uint8Array): { name: string; utf8: boolean } {
  let best: { name: string; score: number; utf8: boolean } | null = null;
  const utf8 = decodeWith(UTF8, bytes);
  if (utf8 !== null) {
    best = { name: utf8, score: score(utf8) + UTF8_BONUS, utf8: true };
    // Every name of the library is decoded on each scan: the legacy readings are tried only when one could
    // outscore the UTF-8 one (at best +3 per non-ASCII byte: a kana such as Shift_JIS 0x83 0x41).
    if (best.score >= highestLegacyScore(bytes)) return { name: utf8.normalize("NFC"), utf8: true };
  }
  for (const decoder of LEGACY) {
    const text = decodeWith(decoder, bytes);
    if (text === null) continue;
    const value = score(text);
    if (!best || value > best.score) best = { name: text, score: value, utf8: false };
  }
  const chosen = best ?? { name: new TextDecoder("latin1").decode(bytes), utf8: false };
  return { name: chosen.name.normalize("NFC"), utf8: chosen.utf8 };
}

function decodeWith(decoder: { decode(bytes: Uint8Array): string }, bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

function highestLegacyScore(bytes: Uint8Array): number {
  let high = 0;
  for (const byte of bytes) if (byte >= 0x80) high++;
  return high * 3;
}
