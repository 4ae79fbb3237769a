/** What a `Range` header asks of a body of `size` bytes. */
export type RangeRequest =
  | { kind: "whole" }
  | { kind: "unsatisfiable" }
  | { kind: "part"; start: number; end: number };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Reads a single `bytes=` range (RFC 9110 §14.1.2). Missing, malformed, non-byte and multi-range headers ask
 * for the whole body, which a server may always send; a well-formed range that misses the body is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match || match[1]!.includes(",")) return { kind: "whole" };
  const spec = SPEC.exec(match[1]!.trim());
  if (!spec || (spec[1] === "" && spec[2] === "")) return { kind: "whole" };
  const [, first, last] = spec;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
