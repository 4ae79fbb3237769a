import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { DB } from "./schema.ts";

/**
 * A query built and compiled once, run with new parameters: for the few reads made on every request, where
 * building a Kysely query costs more than running it. `build` takes the parameters in the order the SQL
 * uses them; the sample values (all different) prove it at start-up, so a reordered builder fails loudly.
 */
export function prepare<A extends readonly unknown[], R>(
  db: Pick<Kysely<DB>, "executeQuery">,
  build: (...args: A) => Compilable<R>,
  ...sample: A
): (...args: A) => Promise<R[]> {
  const compiled = build(...sample).compile();
  const same =
    compiled.parameters.length === sample.length &&
    compiled.parameters.every((value, i) => value === sample[i]);
  if (!same || new Set(sample).size !== sample.length) {
    throw new Error(`prepared query parameters ${JSON.stringify(compiled.parameters)} are not its arguments`);
  }
  return async (...args: A) => {
    const query: CompiledQuery<R> = { ...compiled, parameters: args };
    return (await db.executeQuery(query)).rows;
  };
}
