/**
 * Natural ordering of strings and nulls, rule for rule the one of natural-orderby 2.0.3 (MIT), which kikoeru
 * sorts its track list with. Old clients keep `"<workId>/<index>"` hashes, so every quirk matters: whole
 * numeric strings compare as numbers, date-like strings as dates, digit runs inside strings as numbers,
 * chunks with non-ASCII characters by locale, and nulls after every string.
 */

interface Chunk {
  parsedNumber: number | undefined;
  normalizedString: string;
}

/** A value prepared once for sorting. */
export interface NaturalKey {
  value: string | null;
  parsedNumber: number | undefined;
  chunks: Chunk[] | null;
}

const RE_NUMBERS =
  /(^0x[\da-fA-F]+$|^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?!\.\d+)(?=\D|\s|$))|\d+)/g;
const RE_LEADING_OR_TRAILING_WHITESPACES = /^\s+|\s+$/g;
const RE_WHITESPACES = /\s+/g;
const RE_INT_OR_FLOAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const RE_DATE =
  /(^([\w ]+,?[\w ]+)?[\w ]+,?[\w ]+\d+:\d+(:\d+)?[\w ]?|^\d{1,4}[/-]\d{1,4}[/-]\d{1,4}|^\w+, \w+ \d+, \d{4})/;
const RE_LEADING_ZERO = /^0+[1-9]{1}[0-9]*$/;
// Any UTF-16 code unit above 0x80, i.e. natural-orderby's /[^\x00-\x80]/.
const RE_UNICODE_CHARACTERS = /[\u0081-\uffff]/;

// The default-locale collator is what `String.prototype.localeCompare` without arguments uses.
const collator = new Intl.Collator();

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const compareNumbers = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function parseNumber(value: string): number | undefined {
  if (value.length === 0) return undefined;
  const parsed = Number(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

function numberify(value: string): number | undefined {
  const parsed = parseNumber(value);
  if (parsed !== undefined) return parsed;
  if (!RE_DATE.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date;
}

function chunksOf(value: string): Chunk[] {
  const parts = value.replace(RE_NUMBERS, "\0$1\0").replace(/\0$/, "").replace(/^\0/, "").split("\0");
  return parts.map((chunk, index) => {
    let parsedNumber: number | undefined;
    if (RE_INT_OR_FLOAT.test(chunk)) {
      // A leading-zero run after a decimal point stays a string to keep its significance (1.020 vs 1.0020).
      if (!RE_LEADING_ZERO.test(chunk) || index === 0 || parts[index - 1] !== ".") {
        parsedNumber = parseNumber(chunk) || 0;
      }
    }
    const normalizedString = chunk
      .replace(RE_WHITESPACES, " ")
      .replace(RE_LEADING_OR_TRAILING_WHITESPACES, "");
    return { parsedNumber, normalizedString };
  });
}

/** Prepares a value for `compareNaturalKeys`. */
export function naturalKey(value: string | null): NaturalKey {
  if (value === null) return { value, parsedNumber: undefined, chunks: null };
  const text = value.toLowerCase().replace(RE_LEADING_OR_TRAILING_WHITESPACES, "");
  const parsedNumber = numberify(text);
  return { value, parsedNumber, chunks: chunksOf(parsedNumber ? `${parsedNumber}` : text) };
}

function compareChunks(a: Chunk[], b: Chunk[]): number {
  const size = Math.min(a.length, b.length);
  for (let i = 0; i < size; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.normalizedString === y.normalizedString) continue;
    if ((x.normalizedString === "") !== (y.normalizedString === ""))
      return x.normalizedString === "" ? -1 : 1;
    if (x.parsedNumber !== undefined && y.parsedNumber !== undefined) {
      const result = compareNumbers(x.parsedNumber, y.parsedNumber);
      return result === 0 ? compareStrings(x.normalizedString, y.normalizedString) : result;
    }
    if (x.parsedNumber !== undefined || y.parsedNumber !== undefined)
      return x.parsedNumber !== undefined ? -1 : 1;
    if (RE_UNICODE_CHARACTERS.test(x.normalizedString + y.normalizedString)) {
      return sign(collator.compare(x.normalizedString, y.normalizedString));
    }
    return compareStrings(x.normalizedString, y.normalizedString);
  }
  if (a.length > size || b.length > size) return a.length <= size ? -1 : 1;
  return 0;
}

/** Ascending natural order; strings before nulls; 0 when the values only differ in case or spacing. */
export function compareNaturalKeys(a: NaturalKey, b: NaturalKey): number {
  if (a.value === b.value) return 0;
  if (a.parsedNumber !== undefined && b.parsedNumber !== undefined) {
    return compareNumbers(a.parsedNumber, b.parsedNumber);
  }
  if (a.chunks && b.chunks) return compareChunks(a.chunks, b.chunks);
  if (!a.chunks !== !b.chunks) return a.chunks ? -1 : 1;
  return 0;
}
