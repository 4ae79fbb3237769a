const KATAKANA = /[\u30a1-\u30f6]/g;

/**
 * Folds text for Japanese-aware matching: NFKC (full/half width), lower case, katakana → hiragana,
 * whitespace collapsed. Queries and stored text go through the same function.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(KATAKANA, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))
    .replace(/\s+/g, " ")
    .trim();
}
