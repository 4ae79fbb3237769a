import { randomBytes } from "node:crypto";
import { message } from "@kikoeru/contract";
import { z } from "zod";
import { readFileIfExists, writeFileAtomic } from "./files.ts";

const secretsSchema = z.object({
  jwtSecret: z.string().min(32),
  md5Secret: z.string().min(1),
});
export type Secrets = z.infer<typeof secretsSchema>;

/**
 * Per-install secrets, kept in their own owner-only file so they never travel with config.json or the API.
 * A kikoeru config.json's `jwtsecret`/`md5secret` are taken over on first start, so old tokens and old
 * MD5 password hashes keep working.
 */
export async function loadSecrets(
  file: string,
  legacy: { jwtsecret?: unknown; md5secret?: unknown },
): Promise<Secrets> {
  const text = await readFileIfExists(file);
  if (text !== null) {
    const parsed = secretsSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(message("secrets.corrupt", { file }));
    return parsed.data;
  }
  const secrets: Secrets = {
    jwtSecret:
      typeof legacy.jwtsecret === "string" && legacy.jwtsecret.length >= 32
        ? legacy.jwtsecret
        : randomBytes(32).toString("hex"),
    md5Secret:
      typeof legacy.md5secret === "string" && legacy.md5secret !== ""
        ? legacy.md5secret
        : randomBytes(32).toString("hex"),
  };
  await writeFileAtomic(file, `${JSON.stringify(secrets, null, 2)}\n`, 0o600);
  return secrets;
}
