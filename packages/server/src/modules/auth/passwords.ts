import { createHash, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Argon2id with the OWASP minimum (19 MiB, t=2, p=1); the library's default algorithm is argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const LEGACY_MD5 = /^[0-9a-f]{32}$/i;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * An imported kikoeru installation's md5 hash that carries its own secret (base64url), for an installation
 * whose `md5secret` is not ours: `kikoeru-md5:<secret>:<hash>`.
 */
const SALTED_MD5 = /^kikoeru-md5:([A-Za-z0-9_-]*):([0-9a-f]{32})$/i;

/** Stores a kikoeru hash made with another installation's `md5secret` so that it can still be checked. */
export function legacyHashWithSecret(md5: string, md5Secret: string): string {
  return `kikoeru-md5:${Buffer.from(md5Secret, "utf8").toString("base64url")}:${md5.toLowerCase()}`;
}

/** True when `stored` is an old kikoeru md5(password + md5secret) hash that should be upgraded. */
export function isLegacyHash(stored: string): boolean {
  return LEGACY_MD5.test(stored) || SALTED_MD5.test(stored);
}

/** Checks a password against an Argon2 hash, or against an old kikoeru MD5 hash made with `md5Secret`. */
export async function verifyPassword(stored: string, password: string, md5Secret: string): Promise<boolean> {
  const salted = SALTED_MD5.exec(stored);
  if (salted) return md5Matches(salted[2]!, password, Buffer.from(salted[1]!, "base64url").toString("utf8"));
  if (LEGACY_MD5.test(stored)) return md5Matches(stored, password, md5Secret);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

function md5Matches(hex: string, password: string, secret: string): boolean {
  const candidate = createHash("md5")
    .update(password + secret)
    .digest();
  return timingSafeEqual(candidate, Buffer.from(hex, "hex"));
}
