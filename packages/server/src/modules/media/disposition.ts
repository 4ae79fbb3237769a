/**
 * A Content-Disposition header carrying a file name of any script: an ASCII `filename` for old agents
 * (non-ASCII, quotes, backslashes and controls become `_`) and the exact UTF-8 name in `filename*` (RFC 6266).
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/gu, "_");
  // Lone surrogates cannot be percent-encoded; they become U+FFFD.
  const encoded = encodeURIComponent(name.replace(/\p{Surrogate}/gu, "\uFFFD")).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
