/** Where the header search goes: /works?keyword=<encoded text>, or /works for blank text. */
export function keywordPath(text: string): string {
  return text.trim() === "" ? "/works" : `/works?keyword=${encodeURIComponent(text)}`;
}
