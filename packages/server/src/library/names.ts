const ENCODINGS = ["utf-8", "shift_jis", "gbk", "big5", "euc-kr"] as const;
const decoders = ENCODINGS.map((encoding) => ({
  encoding,
  decoder: new TextDecoder(encoding, { fatal: true }),
}));

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
  for (const { encoding, decoder } of decoders) {
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      continue;
    }
    const value = score(text) + (encoding === "utf-8" ? 100 : 0);
    if (!best || value > best.score) best = { name: text, score: value, utf8: encoding === "utf-8" };
  }
  const chosen = best ?? { name: new TextDecoder("latin1").decode(bytes), utf8: false };
  return { name: chosen.name.normalize("NFC"), utf8: chosen.utf8 };
}
