/**
 * A small language for the JSON shapes kikoeru sends: which keys an object has and the JSON type of each
 * value, written by hand from the reference (never derived from our own answers). Extra keys are allowed;
 * a missing key, another type, or a null where kikoeru never sends null is a violation.
 */
export type Shape =
  | { kind: "string" | "integer" | "number" | "boolean" | "object" | "any" }
  | { kind: "nullable" | "optional" | "array" | "record"; of: Shape }
  | { kind: "fields"; fields: Readonly<Record<string, Shape>> }
  | { kind: "tagged"; key: string; variants: Readonly<Record<string, Shape>> }
  | { kind: "lazy"; get: () => Shape };

export const str: Shape = { kind: "string" };
/** A JSON number without a fraction (kikoeru's integer columns). */
export const int: Shape = { kind: "integer" };
export const num: Shape = { kind: "number" };
export const bool: Shape = { kind: "boolean" };
/** Any JSON object (a client's opaque play state). */
export const anyObject: Shape = { kind: "object" };
/** Any JSON value but undefined (kikoeru echoes the client's `value` in validation errors). */
export const anyValue: Shape = { kind: "any" };
/** kikoeru sends null here at times. */
export const nullable = (of: Shape): Shape => ({ kind: "nullable", of });
/** The key is absent at times (never null): only meaningful as a field of {@link obj}. */
export const optional = (of: Shape): Shape => ({ kind: "optional", of });
export const arrayOf = (of: Shape): Shape => ({ kind: "array", of });
/** An object with arbitrary keys, every value of one shape (`{"<path>": seconds}`). */
export const recordOf = (of: Shape): Shape => ({ kind: "record", of });
export const obj = (fields: Readonly<Record<string, Shape>>): Shape => ({ kind: "fields", fields });
/** One of several object shapes, chosen by the string value of `key` (tree nodes by `type`). */
export const tagged = (key: string, variants: Readonly<Record<string, Shape>>): Shape => ({
  kind: "tagged",
  key,
  variants,
});
/** A shape that refers to itself (folders hold nodes). */
export const lazy = (get: () => Shape): Shape => ({ kind: "lazy", get });

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const isObject = (value: unknown): value is Record<string, unknown> => typeOf(value) === "object";

/** Every place where `value` departs from `shape`, as `<path>: <what>` lines; empty when it conforms. */
export function shapeViolations(value: unknown, shape: Shape, path = "$"): string[] {
  if (value === null && shape.kind !== "nullable" && shape.kind !== "any" && shape.kind !== "lazy") {
    return [`${path}: null, where kikoeru never sends null`];
  }
  const expected = (what: string) => [
    `${path}: expected ${what}, got ${typeOf(value)} ${JSON.stringify(value)}`,
  ];
  switch (shape.kind) {
    case "string":
    case "boolean":
      return typeof value === shape.kind ? [] : expected(shape.kind);
    case "integer":
      return Number.isInteger(value) ? [] : expected("an integer");
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? [] : expected("a number");
    case "object":
      return isObject(value) ? [] : expected("an object");
    case "any":
      return value === undefined ? expected("a value") : [];
    case "nullable":
      return value === null ? [] : shapeViolations(value, shape.of, path);
    case "optional":
      return shapeViolations(value, shape.of, path);
    case "lazy":
      return shapeViolations(value, shape.get(), path);
    case "array":
      return Array.isArray(value)
        ? value.flatMap((item, i) => shapeViolations(item, shape.of, `${path}[${i}]`))
        : expected("an array");
    case "record":
      return isObject(value)
        ? Object.entries(value).flatMap(([key, item]) => shapeViolations(item, shape.of, `${path}.${key}`))
        : expected("an object");
    case "fields":
      if (!isObject(value)) return expected("an object");
      return Object.entries(shape.fields).flatMap(([key, field]) => {
        if (Object.hasOwn(value, key)) return shapeViolations(value[key], field, `${path}.${key}`);
        return field.kind === "optional" ? [] : [`${path}.${key}: missing`];
      });
    case "tagged": {
      if (!isObject(value)) return expected("an object");
      const variant = shape.variants[String(value[shape.key])];
      return variant
        ? shapeViolations(value, variant, path)
        : [
            `${path}.${shape.key}: ${JSON.stringify(value[shape.key])} is none of ${Object.keys(shape.variants)}`,
          ];
    }
  }
}
