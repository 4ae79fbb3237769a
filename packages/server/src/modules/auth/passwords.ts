import { createHash, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Argon2id with the OWASP minimum (19 MiB, t=2, p=1); the library's default algorithm is argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const LEGACY_MD5 = /^[0-9a-f]{32}$/i;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `stored` is an old kikoeru md5(password + md5secret) hash that should be upgraded. */
export function isLegacyHash(stored: string): boolean {
  return LEGACY_MD5.test(stored);
}

/** Checks a password against an Argon2 hash, or against an old kikoeru MD5 hash made with `md5Secret`. */
export async function verifyPassword(stored: string, password: string, md5Secret: string): Promise<boolean> {
  if (isLegacyHash(stored)) {
    const candidate = createHash("md5")
      .update(password + md5Secret)
      .digest();
    return timingSafeEqual(candidate, Buffer.from(stored, "hex"));
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
