/** The legacy encodings names come garbled in, and "latin" (ISO-8859-1 and its Windows-1252 superset). */
export type LegacyEncoding = "shift_jis" | "gbk" | "big5";
export type WrongEncoding = LegacyEncoding | "latin";
export type ReadEncoding = LegacyEncoding | "utf-8";
export const LEGACY_ENCODINGS: readonly LegacyEncoding[] = ["shift_jis", "gbk", "big5"];

const decoders = new Map<string, { decode(bytes: Uint8Array): string }>();

/** The text the bytes spell in `encoding`, or null when they are not valid in it. */
export function decodeStrict(bytes: Uint8Array, encoding: ReadEncoding): string | null {
  let decoder = decoders.get(encoding);
  if (!decoder) {
    decoder = new TextDecoder(encoding, { fatal: true });
    decoders.set(encoding, decoder);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/** Byte sequences a decoder reads as one character, for building the reverse (encoding) tables. */
function* singlesAndPairs(encoding: WrongEncoding): Generator<number[]> {
  if (encoding === "latin") {
    for (let byte = 0x80; byte <= 0xff; byte++) yield [byte];
    return;
  }
  if (encoding === "shift_jis") for (let byte = 0xa1; byte <= 0xdf; byte++) yield [byte];
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) yield [lead, trail];
}

const tables = new Map<WrongEncoding, Map<string, number[] | null>>();

/**
 * Node's TextEncoder writes UTF-8 only, so each legacy encoder is the inverse of Node's own decoder, built
 * once on first use. A character two byte sequences decode to (Shift_JIS's NEC and IBM duplicates) maps to
 * null: which bytes it came from is unknown, so a name holding one is not undone.
 */
function tableOf(encoding: WrongEncoding): Map<string, number[] | null> {
  let table = tables.get(encoding);
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder(encoding === "latin" ? "windows-1252" : encoding, { fatal: true });
  for (const bytes of singlesAndPairs(encoding)) {
    let ch: string;
    try {
      ch = decoder.decode(Uint8Array.from(bytes));
    } catch {
      continue;
    }
    if ([...ch].length === 1) table.set(ch, table.has(ch) ? null : bytes);
  }
  // ISO-8859-1 readers leave 0x80–0x9F as C1 controls, which Windows-1252 turns into letters and signs.
  if (encoding === "latin")
    for (let byte = 0x80; byte <= 0x9f; byte++) table.set(String.fromCharCode(byte), [byte]);
  tables.set(encoding, table);
  return table;
}

/** The bytes `text` has in `encoding`, or null when a character has none (or no single one) there. */
export function encodeStrict(text: string, encoding: WrongEncoding): Buffer | null {
  const table = tableOf(encoding);
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const mapped = table.get(ch);
    if (!mapped) return null;
    bytes.push(...mapped);
  }
  return Buffer.from(bytes);
}

let common: Set<string> | null = null;

/** Adds the characters of a double-byte range of `encoding` (trail bytes from `minTrail`) to `into`. */
function addRange(
  into: Set<string>,
  encoding: LegacyEncoding,
  from: number,
  to: number,
  minTrail = 0x40,
): void {
  for (let code = from; code <= to; code++) {
    if ((code & 0xff) < minTrail) continue;
    const text = decodeStrict(Uint8Array.of(code >> 8, code & 0xff), encoding);
    if (text && [...text].length === 1) into.add(text);
  }
}

/**
 * Whether an ideograph is in everyday use: GB2312's hanzi, JIS X 0208 level 1 kanji or Big5's frequent
 * characters. Mojibake lands mostly on the rarer rest, which is what tells the two apart.
 */
export function isCommonIdeograph(ch: string): boolean {
  if (!common) {
    common = new Set();
    addRange(common, "gbk", 0xb0a1, 0xf7fe, 0xa1);
    addRange(common, "shift_jis", 0x889f, 0x9872);
    addRange(common, "big5", 0xa440, 0xc67e);
  }
  return common.has(ch);
}
