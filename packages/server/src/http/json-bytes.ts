/** The content type of JSON a route sends ready-made, as bytes (Fastify then skips serialisation). */
export const JSON_TEXT = "application/json; charset=utf-8";

/**
 * Joins UTF-8 JSON pieces kept as bytes (cached work cards, label lists) and short text into one Buffer,
 * copying each piece once: a response sent as a Buffer is not measured and encoded again per request, as a
 * long string with Japanese text would be (twice).
 */
export function joinBytes(parts: readonly (Buffer | string)[]): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === "string" ? Buffer.byteLength(part) : part.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += typeof part === "string" ? out.write(part, at) : part.copy(out, at);
  return out;
}
