import type { FastifyInstance } from "fastify";
import { errors } from "./errors.ts";

/**
 * Where the first NUL sits in a parsed body (a key or a string value), as a dotted path; null when none.
 * Walks with an explicit stack: bodies may nest thousands of levels deep.
 */
function nulPath(body: unknown): string | null {
  const stack: [unknown, string][] = [[body, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path || "body";
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * Refuses bodies with NUL in any text before validation: PostgreSQL cannot store it (a 500 there) while
 * SQLite kept it (user names that cannot be typed), and no name, password, path or review needs one.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const param = nulPath(request.body);
    if (param === null) return;
    throw errors.nulInBody(param);
  });
}
