import { createHash } from "node:crypto";

/** Namespace of kikoeru's voice actor UUIDs (docs/data-model.md). */
const VA_NAMESPACE = "699d9c07-b965-4399-bafd-18a3cacf073c";

/** RFC 4122 version 5 (SHA-1) UUID of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A voice actor's id: UUID v5 of the name, as kikoeru computes it, so ids agree across servers. */
export function vaIdOf(name: string): string {
  return uuidV5(name, VA_NAMESPACE);
}

/** Where ids of circles and tags known only by name start: far above DLsite's maker and genre numbers. */
export const NAME_ID_BASE = 2 ** 52;

/**
 * A stable id for a circle or tag known only by its name (local metadata files, peers whose tag ids are
 * their own): 2^52 plus 48 bits of SHA-1 of the NFKC name, still an exact JavaScript integer.
 */
export function nameOnlyId(kind: "circle" | "tag", name: string): number {
  const digest = createHash("sha1")
    .update(`${kind}:${name.normalize("NFKC").trim()}`)
    .digest();
  return NAME_ID_BASE + digest.readUIntBE(0, 6);
}
